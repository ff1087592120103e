/**
 * The one real build a test makes to see a build fail (every other check of a failure is at the
 * level that sees its message: the content readers', the redirect check's, the steps' own tests):
 * an article without a title stops `react-router build` with a message naming the file and the
 * field, before anything is prerendered. It fails within seconds, as the owner meets it.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { buildSite } from '../support/build-site'
import { SAMPLE_CONTENT_DIR } from '../support/test-environment'

/** It fails in seconds; two minutes allow for a machine that is busy with more than this. */
const FAILS_WITHIN_MS = 120_000

test('an article without a title fails the build with a message naming the file and the field', {
  timeout: FAILS_WITHIN_MS + 30_000,
}, async () => {
  const contentDir = mkdtempSync(join(tmpdir(), 'broken-article-'))
  const buildDir = '.test-build-broken-article'
  try {
    cpSync(SAMPLE_CONTENT_DIR, contentDir, { recursive: true })
    const [model = ''] = readdirSync(join(contentDir, 'articles')).sort()
    const file = join(contentDir, 'articles', model)
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*\n/m, ''))
    const { code, output } = await buildSite(contentDir, buildDir, {}, { timeoutMs: FAILS_WITHIN_MS })
    expect(code).not.toBe(0)
    expect(output).toMatch(new RegExp(`Invalid content file \\S*articles/${model.replace('.', '\\.')}:\\s+- title: `))
    expect(existsSync(join(buildDir, 'client', 'index.html')), 'nothing was prerendered').toBe(false)
  } finally {
    rmSync(contentDir, { recursive: true, force: true })
    rmSync(buildDir, { recursive: true, force: true })
  }
})
