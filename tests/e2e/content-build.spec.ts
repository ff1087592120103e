import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { href } from 'react-router'
import { site } from '../../app/config/configuration'
import { articles, feedPath } from '../../app/content/insights'
import { shareImageFor } from '../../app/content/share-images'
import { testBuildEnv } from '../../scripts/local-stand-ins/test-build-env'
import { pageFile } from '../../server/serving-rules.js'

// Each test runs a real production build (about a minute on two busy cores) from a copy of content/.
const BUILD_TIMEOUT_MS = 240_000
test.describe.configure({ mode: 'serial', timeout: BUILD_TIMEOUT_MS + 30_000 })

/** A copy of content/ to change freely; the real files are never touched. */
function copyContent(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-build-'))
  cpSync('content', dir, { recursive: true })
  return dir
}

/** `react-router build` reading content from `contentDir` into `buildDir`; resolves with its exit code and output. */
function build(contentDir: string, buildDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['react-router', 'build'], {
      env: { ...process.env, ...testBuildEnv, CONTENT_DIR: contentDir, BUILD_DIR: buildDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGTERM'), BUILD_TIMEOUT_MS)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

const [model] = articles
const modelFile = (dir: string) => join(dir, 'articles', `${model?.slug}.md`)

test('copying an article to a new file with a new title publishes it everywhere, with no code change', async () => {
  if (!model) throw new Error('no article to copy in content/articles')
  const contentDir = copyContent()
  // Inside the checkout: prerendering loads the project's own node_modules.
  const buildDir = '.test-build-added-article'
  try {
    const title = 'A copied article proves that publishing needs no code'
    const source = readFileSync(modelFile(contentDir), 'utf8').replace(/^title: .*$/m, `title: ${title}`)
    writeFileSync(join(contentDir, 'articles', 'a-copied-article.md'), source)
    const { code, output } = await build(contentDir, buildDir)
    expect(code, output.slice(-2000)).toBe(0)

    const client = join(buildDir, 'client')
    const path = href('/insights/:slug', { slug: 'a-copied-article' })
    const page = readFileSync(join(client, pageFile(path)), 'utf8')
    expect(page).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
    expect(readFileSync(join(client, pageFile('/insights')), 'utf8')).toContain(`href="${path}"`)
    expect(readFileSync(join(client, feedPath), 'utf8')).toContain(`<link>${site.url}${path}</link>`)
    expect(readFileSync(join(client, 'sitemap.xml'), 'utf8')).toContain(`<loc>${site.url}${path}</loc>`)
    const manifest = JSON.parse(readFileSync(join(buildDir, 'site-manifest.json'), 'utf8')) as { pages: string[] }
    expect(manifest.pages, 'the server serves it as a page').toContain(path)
    const image = shareImageFor({ path, name: title }).path
    expect(page, 'its share tags name its own image').toContain(`${site.url}${image}`)
    expect(readFileSync(join(client, image)).subarray(1, 4).toString(), 'its share image is a PNG').toBe('PNG')
  } finally {
    rmSync(contentDir, { recursive: true, force: true })
    rmSync(buildDir, { recursive: true, force: true })
  }
})

test('an article without a title fails the build with a message naming the file and the field', async () => {
  if (!model) throw new Error('no article to break in content/articles')
  const contentDir = copyContent()
  const buildDir = '.test-build-broken-article'
  try {
    writeFileSync(modelFile(contentDir), readFileSync(modelFile(contentDir), 'utf8').replace(/^title: .*\n/m, ''))
    const { code, output } = await build(contentDir, buildDir)
    expect(code).not.toBe(0)
    expect(output).toMatch(new RegExp(`Invalid content file \\S*articles/${model.slug}\\.md:\\s+- title: `))
    expect(existsSync(join(buildDir, 'client', 'index.html')), 'nothing was prerendered').toBe(false)
  } finally {
    rmSync(contentDir, { recursive: true, force: true })
    rmSync(buildDir, { recursive: true, force: true })
  }
})
