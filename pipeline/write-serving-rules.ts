/**
 * Build step: writes the serving rules (build/site-manifest.json, shape in server/serving-rules.js)
 * that `npm start` reads and the nginx and static-host files are generated from. The CSP hashes
 * come from the final HTML and the rules list every client file's SHA-256, so this runs after
 * every step that writes one; the file appears whole (renamed into place), which tells a running
 * `npm start` that a new build is ready to serve (server/build-switch.js).
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { isProviderConfigured } from '../app/config/site-config.ts'
import { analyticsTag } from '../app/features/analytics/analytics-tag.ts'
import { serviceOptions } from '../app/features/contact/contact-schema.ts'
import { digestFiles } from '../server/build-copy.js'
import {
  CACHE_POLICY,
  ENQUIRY_ANSWERS,
  listFiles,
  NOT_SERVED,
  SERVING_RULES_FILE,
  type ServingRules,
} from '../server/serving-rules.js'
import { writeWhole } from './build-cache.ts'
import type { BuildContext, BuildStep } from './build-step.ts'
import { buildEditorContentSecurityPolicy, EDITOR_DOCUMENT, EDITOR_PATH, editorTarget } from './editor/build-editor.ts'
import { signInFormAction } from './editor/editor-sign-in.ts'
import { INBOX_PATH } from './editor/inbox-page.ts'
import { buildHeaderData } from './header-data.ts'
import { siteAddresses } from './site-addresses.ts'

async function buildServingRules({ clientDir, config, photos }: BuildContext): Promise<ServingRules> {
  const files = listFiles(clientDir)
  const documents = Object.fromEntries(
    await Promise.all(
      files
        .filter((file) => file.endsWith('.html'))
        .map(async (file) => [file, await readFile(join(clientDir, file), 'utf8')]),
    ),
  )
  const { site } = config
  const target = editorTarget(config.editor)
  return {
    ...siteAddresses(clientDir, config).addresses,
    enquiries: isProviderConfigured(site) ? 'provider' : 'local-stand-in',
    siteOrigin: new URL(site.url).origin,
    contact: { name: site.name, email: site.email },
    // What the endpoint answers a form post with, and the choices it checks the post's service against.
    enquiryAnswers: ENQUIRY_ANSWERS,
    enquiryServices: serviceOptions.map(({ value, label }) => ({ value, label })),
    preview: config.build.preview,
    headers: buildHeaderData({
      documents,
      // Photos come from the site itself; the stock host only when the build had to link a photo there.
      imageOrigin: photos.remoteOrigin,
      connectOrigin: site.emailjs.origin,
      analytics: analyticsTag(config.analytics),
      // The editor needs sources no visitor page may use (see ./editor/build-editor.ts).
      ownPolicies: {
        [EDITOR_DOCUMENT]: () =>
          buildEditorContentSecurityPolicy(
            target,
            target && signInFormAction(config.build.githubSignIn, config.build.host, target.apiRoot),
          ),
      },
    }),
    cache: CACHE_POLICY,
    notServed: NOT_SERVED,
    // Pages only the owner opens: the editor and its inbox of enquiries (./editor/inbox-page.ts).
    editorPages: [EDITOR_PATH, INBOX_PATH],
    files: await digestFiles(clientDir),
    ...(config.build.githubSignIn && target ? { githubSignIn: { apiRoot: target.apiRoot } } : {}),
  }
}

export const writeServingRules: BuildStep = {
  name: 'writeServingRules',
  purpose: 'site-manifest.json: pages, not-found documents, enquiry answers, cache policy and each document’s headers',
  reads: ['documents', 'client files', 'owner report'],
  writes: ['serving rules'],
  async run(context) {
    const rules = await buildServingRules(context)
    const file = join(context.buildDir, SERVING_RULES_FILE)
    await writeWhole(file, `${JSON.stringify(rules, null, 2)}\n`)
  },
}
