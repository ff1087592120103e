/**
 * Build step: static hosts read `_headers`/`_redirects` from the published folder; nginx.conf goes
 * beside it (visitors have no business reading it), its root pointing at this build's client folder.
 * All three come from the serving rules as written, so they cannot disagree with `npm start`.
 */
import { writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { readServingRules } from '../../server/serving-rules.js'
import type { BuildStep } from './build-step.ts'
import { buildHeadersFile, buildNginxConf, buildRedirectsFile } from './deploy-files.ts'

export const writeDeployFiles: BuildStep = {
  name: 'writeDeployFiles',
  purpose: '_headers, _redirects and nginx.conf from site-manifest.json',
  reads: ['serving rules'],
  // Into client/, but never served (server/serving-rules.js NOT_SERVED), so not 'client files'.
  async run({ buildDir, clientDir, config }) {
    const rules = readServingRules(buildDir)
    await writeFile(join(clientDir, '_headers'), buildHeadersFile(rules))
    await writeFile(join(clientDir, '_redirects'), buildRedirectsFile(rules))
    const nginx = buildNginxConf(rules, { root: resolve(clientDir), listen: config.build.nginxListen })
    await writeFile(join(buildDir, 'nginx.conf'), nginx)
  },
}
