import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { contentSettings, readContent } from '../../app/content/read-content'
import { CMS_PATH } from '../../scripts/build/build-cms'
import { CMS_PORT } from '../../scripts/local-stand-ins/test-build-env'
import { expect, test } from './fixtures'

// The editor saves into a throwaway copy of content/, served by the local backend (decap-server,
// what `npm run cms` starts); the real files are never touched.
const require = createRequire(import.meta.url)
let workingCopy = ''
let backend: ChildProcess | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  workingCopy = mkdtempSync(join(tmpdir(), 'cms-working-copy-'))
  cpSync('content', join(workingCopy, 'content'), { recursive: true })
  backend = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    env: { ...process.env, PORT: String(CMS_PORT), GIT_REPO_DIRECTORY: workingCopy, MODE: 'fs', LOG_LEVEL: 'error' },
    stdio: 'ignore',
  })
  const deadline = Date.now() + 15_000
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${CMS_PORT}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    }).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    if (Date.now() > deadline) throw new Error(`decap-server did not start on port ${CMS_PORT}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
})

test.afterAll(() => {
  backend?.kill()
  if (workingCopy) rmSync(workingCopy, { recursive: true, force: true })
})

test('the owner changes an article title in /admin and the file on disk changes', async ({ page }) => {
  // The editor is a 5 MB single-page app: give it time to start on a busy machine.
  test.setTimeout(90_000)
  const file = readdirSync(join(workingCopy, 'content/articles')).find((name) => name.endsWith('.md')) ?? ''
  const slug = file.replace(/\.md$/, '')
  const path = join(workingCopy, 'content/articles', file)
  const before = readFileSync(path, 'utf8')
  const newTitle = `Edited in the browser ${Date.now()}`

  await page.goto(`${CMS_PATH}/`)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.goto(`${CMS_PATH}/#/collections/articles/entries/${slug}`)
  const title = page.getByLabel('Title', { exact: true })
  await expect(title).toHaveValue(/\S/, { timeout: 30_000 })
  await title.fill(newTitle)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now', { exact: true }).click()

  await expect.poll(() => readFileSync(path, 'utf8'), { timeout: 10_000 }).toContain(`title: ${newTitle}`)
  const after = readFileSync(path, 'utf8')
  // Only the title changed: the rest of the front matter and the body survive the round trip.
  const body = (text: string) => text.split(/^---$/m).slice(2).join('---').trim()
  expect(body(after)).toBe(body(before))
  expect(after).not.toContain(before.match(/^title: .*$/m)?.[0] ?? '-')
})

test('the owner duplicates a case study under a new title, and the new file is named so the build takes it', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const folder = join(workingCopy, 'content/case-studies')
  const [file = ''] = readdirSync(folder).sort()
  const before = new Set(readdirSync(folder))

  await page.goto(`${CMS_PATH}/`)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.goto(`${CMS_PATH}/#/collections/case-studies/entries/${file.replace(/\.yaml$/, '')}`)
  await expect(page.getByLabel('Client (described, not named)')).toHaveValue(/\S/, { timeout: 30_000 })
  await page.getByRole('button', { name: 'Published' }).click()
  await page.getByText('Duplicate', { exact: true }).click()
  await page.getByLabel('Client (described, not named)').fill('Café & Co: Logistics')
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now', { exact: true }).click()

  await expect
    .poll(() => readdirSync(folder).filter((name) => !before.has(name)), { timeout: 10_000 })
    .toEqual(['cafe-co-logistics.yaml'])
  const caseStudies = readContent('case-studies', { ...contentSettings(), contentDir: join(workingCopy, 'content') })
  expect(caseStudies.find((caseStudy) => caseStudy.id === 'cafe-co-logistics')?.title).toBe('Café & Co: Logistics')
})

test('/admin asks not to be indexed, is not in the sitemap, and only it gets the editor policy', async ({
  request,
}) => {
  const admin = await request.get(CMS_PATH)
  expect(admin.status()).toBe(200)
  expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow">')
  const adminPolicy = admin.headers()['content-security-policy'] ?? ''
  expect(adminPolicy).toContain(`connect-src 'self' http://localhost:${CMS_PORT}`)
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(CMS_PATH)

  const home = (await request.get('/')).headers()['content-security-policy'] ?? ''
  expect(home).toMatch(/script-src 'self'[^;]*;/)
  for (const loosened of ["'unsafe-eval'", "'unsafe-inline'", 'localhost', 'data:', 'blob:']) {
    expect(home, `the site's policy must not allow ${loosened}`).not.toContain(loosened)
  }
})
