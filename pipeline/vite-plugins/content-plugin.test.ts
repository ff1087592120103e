// @vitest-environment node
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { ResolvedConfig } from 'vite'
import { afterAll, expect, test, vi } from 'vitest'
import { SAMPLE_CONTENT_DIR } from '../../tests/support/test-environment'
import { configurationPlugin } from './configuration-plugin'
import { contentCollections } from './content-plugin'

// A copy of content/ with a draft article in it.
const content = mkdtempSync(join(tmpdir(), 'plugin-content-'))
afterAll(() => rmSync(content, { recursive: true, force: true }))
cpSync(SAMPLE_CONTENT_DIR, content, { recursive: true })
const [model] = readdirSync(join(content, 'articles')).sort()
const source = readFileSync(join(content, 'articles', model ?? ''), 'utf8')
writeFileSync(join(content, 'articles', 'still-writing.md'), source.replace(/^---\n/, '---\ndraft: true\n'))

/** The article summaries the bundle gets from the plugins as Vite runs them for `command`. */
function bundledArticles(command: 'serve' | 'build'): { slug: string; held?: unknown }[] {
  vi.stubEnv('CONTENT_DIR', content)
  try {
    const configuration = configurationPlugin()
    const collections = contentCollections()
    const config = { mode: 'production', root: resolve('.'), command, plugins: [configuration] }
    // Vite calls each plugin's configResolved with the resolved config; these two read only these fields.
    const hook = (plugin: { configResolved?: unknown }) => plugin.configResolved as (config: ResolvedConfig) => void
    hook(configuration)(config as unknown as ResolvedConfig)
    hook(collections)(config as unknown as ResolvedConfig)
    const transform = collections.transform as (code: string, id: string) => { code: string }
    const id = resolve('app/content/replaced-at-build/article-summaries.ts')
    const output = transform.call({}, "export const entries = readContent('article-summaries')", id).code
    return JSON.parse(output.replace(/^export const entries = /, ''))
  } finally {
    vi.unstubAllEnvs()
  }
}

test('npm run dev bundles drafts, marked; a production build leaves them out', () => {
  expect(bundledArticles('serve').find((article) => article.slug === 'still-writing')?.held).toEqual({
    reason: 'draft',
  })
  expect(bundledArticles('build').map((article) => article.slug)).not.toContain('still-writing')
})
