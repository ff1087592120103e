/**
 * Every environment variable the site and its build read, parsed into one typed Configuration.
 * A bad value stops the build (or the test run) with an error naming each bad variable.
 * Documented for owners in .env.example and docs/owner-guide.md "Configure the site".
 */
import { z } from 'zod'
import { AnalyticsEnvSchema } from './analytics-config.ts'
import { EditorEnvSchema } from './editor-settings.ts'
import { type Environment, flag, text, textOr } from './fields.ts'
import { hostPreview } from './host-preview.ts'
import { SiteEnvSchema } from './site-config.ts'

/** Where the build goes unless BUILD_DIR says otherwise: the live site's, and a preview's of its own. */
const LIVE_BUILD_DIR = 'build'
const PREVIEW_BUILD_DIR = 'build-preview'

const BuildEnvSchema = z
  .object({
    BUILD_DIR: text,
    CONTENT_DIR: textOr('content'),
    CI_DEPLOY: flag,
    STRICT_DEPLOY: flag,
    NGINX_LISTEN: textOr('80'),
    PHOTO_CACHE_DIR: textOr('.cache/photos'),
    PREVIEW: flag,
    // Set by the hosts on their own builds: which is one of their previews (./host-preview.ts).
    CONTEXT: text,
    CF_PAGES: text,
    CF_PAGES_BRANCH: text,
    VERCEL_ENV: text,
    // The branch the site is published from (the editor commits to it): Cloudflare's production branch.
    VITE_EDITOR_BRANCH: textOr('main'),
    // Set by npm to the npm that runs the build, which the editor's install uses too.
    npm_execpath: text,
  })
  .transform((env) => {
    const preview = hostPreview(env, env.VITE_EDITOR_BRANCH)
    return {
      /**
       * Where React Router writes the build, relative to the project unless absolute. A PREVIEW=1
       * build goes beside the live build, never over it: `npm start` serves build/
       * (server/build-switch.js). A host's own preview builds into the usual folder: the host
       * publishes that one to its preview address.
       */
      buildDir: env.BUILD_DIR || (env.PREVIEW ? PREVIEW_BUILD_DIR : LIVE_BUILD_DIR),
      /** The content folder, relative to the project unless absolute. */
      contentDir: env.CONTENT_DIR,
      /** Deploy pipelines opt in to refusing a build without e-mail provider keys. */
      requireEmailProvider: env.CI_DEPLOY || env.STRICT_DEPLOY,
      /** What the generated nginx server block listens on. */
      nginxListen: env.NGINX_LISTEN,
      /** Where downloaded stock photos and encoded photo files are kept between builds, relative to the project unless absolute. */
      photoCacheDir: env.PHOTO_CACHE_DIR,
      /** Deploy pipelines refuse a build that would link a photo at the stock host instead of serving it. */
      requireLocalPhotos: env.CI_DEPLOY || env.STRICT_DEPLOY,
      /**
       * A preview: drafts and scheduled articles are built too, marked (app/content/publication.ts).
       * PREVIEW=1, or a host building one of its own previews (`hostPreview`).
       */
      preview: env.PREVIEW || preview !== '',
      /**
       * The host preview this build is (Netlify deploy preview or branch deploy, Cloudflare Pages
       * preview deployment, Vercel preview deployment), in words for the build log; '' for none.
       */
      hostPreview: preview,
      /** The build's day (UTC, as content dates are written): an article dated after it is held back. */
      today: new Date().toISOString().slice(0, 10),
      /** The npm CLI script that runs this build (`npm run build`), if npm runs it. */
      npmCli: env.npm_execpath,
    }
  })

const parts = { site: SiteEnvSchema, analytics: AnalyticsEnvSchema, editor: EditorEnvSchema, build: BuildEnvSchema }

/** Every variable the build reads, by name: the keys of each part's schema. */
export function configurationVariables(): string[] {
  const names = Object.values(parts).flatMap((schema) => Object.keys(schema.in.shape))
  return [...new Set(names)]
}

export type Configuration = { [Part in keyof typeof parts]: z.output<(typeof parts)[Part]> }

class ConfigurationError extends Error {
  constructor(issues: z.core.$ZodIssue[]) {
    const lines = issues.map((issue) => `  - ${[...issue.path.map(String), issue.message].join(' ')}`)
    super(`Invalid configuration (see .env.example):\n${lines.join('\n')}`)
    this.name = 'ConfigurationError'
  }
}

/** The Configuration from `env`; throws a ConfigurationError naming every bad variable. */
export function parseConfiguration(env: Environment): Configuration {
  const issues: z.core.$ZodIssue[] = []
  const parsed = Object.fromEntries(
    Object.entries(parts).map(([name, schema]) => {
      const result = schema.safeParse(env)
      if (!result.success) issues.push(...result.error.issues)
      return [name, result.data]
    }),
  )
  // The site URL is checked by two parts: report it once.
  const key = (issue: z.core.$ZodIssue) => `${issue.path.join('.')} ${issue.message}`
  const unique = issues.filter((issue, index) => issues.findIndex((other) => key(other) === key(issue)) === index)
  if (unique.length > 0) throw new ConfigurationError(unique)
  // Object.fromEntries loses the pairing of each part with its schema; `parts` guarantees it.
  return parsed as Configuration
}
