/**
 * The shared changed-content builds (tests/support/changed-content/changes.ts): one scratch copy of
 * content/ with every change applied, built
 *  - `rebuilt`: for production, into a copy of the test build that `npm start` serves meanwhile,
 *    as the owner rebuilds a live site (needs `npm run build:test` first);
 *  - `preview`: with PREVIEW=1, into another copy of the test build that `npm start` serves and
 *    must refuse (needs `npm run build:test` first);
 *  - `project-site`: the owner's content/ as it is (checked whatever it holds), for a site address with a path (tests/support/project-site.ts).
 * `npm test` runs each as a stage of its own; `npm run build:changed` makes all three. Each build's log
 * is written into its folder (BUILD_LOG) and its content beside it (contentOf), where the checks of
 * tests/changed-site/ read them.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ensureImageServer } from '../tests/stand-ins/image-server'
import { buildSite } from '../tests/support/build-site'
import {
  BUILD_LOG,
  CHANGED_BUILD_DIR,
  CHANGED_PREVIEW_DIR,
  contentChanges,
  contentOf,
  PREVIEW_RECORD,
  REBUILD_RECORD,
  writeChangedContent,
} from '../tests/support/changed-content/changes'
import { previewOverLive } from '../tests/support/changed-content/preview-over-live'
import { rebuildWhileServed } from '../tests/support/changed-content/rebuild-while-served'
import { PROJECT_SITE, projectSiteEnvironment } from '../tests/support/project-site'
import { TEST_BUILD_DIR } from '../tests/support/test-environment'

const kinds = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['rebuilt', 'preview', 'project-site']
const needsTestBuild = () => {
  if (!existsSync(join(TEST_BUILD_DIR, 'site-manifest.json'))) throw new Error('No test build: npm run build:test')
}
const done = await ensureImageServer()
console.log(`Content changed as the owner would: ${Object.keys(contentChanges).join('; ')}.`)
let failed = false
try {
  for (const kind of kinds) {
    const started = Date.now()
    const dirs: Record<string, string> = {
      rebuilt: CHANGED_BUILD_DIR,
      preview: CHANGED_PREVIEW_DIR,
      'project-site': PROJECT_SITE.buildDir,
    }
    const dir = dirs[kind]
    if (!dir) throw new Error(`Unknown build "${kind}": ${Object.keys(dirs).join(', ')}`)
    const contentDir = contentOf(dir)
    if (kind !== 'project-site') await writeChangedContent(contentDir)
    let result: { code: number | null; output: string }
    if (kind === 'rebuilt') {
      needsTestBuild()
      result = await rebuildWhileServed(TEST_BUILD_DIR, CHANGED_BUILD_DIR, contentDir, REBUILD_RECORD)
    } else if (kind === 'preview') {
      needsTestBuild()
      result = await previewOverLive(TEST_BUILD_DIR, CHANGED_PREVIEW_DIR, contentDir, PREVIEW_RECORD)
    } else {
      rmSync(dir, { recursive: true, force: true })
      result = await buildSite('content', dir, projectSiteEnvironment)
    }
    if (existsSync(dir)) writeFileSync(join(dir, BUILD_LOG), result.output)
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(`${kind}: ${dir}, exit code ${result.code}, ${seconds} s`)
    if (result.code !== 0) {
      console.log(result.output.slice(-3000))
      failed = true
    }
  }
} finally {
  done()
}
process.exit(failed ? 1 : 0)
