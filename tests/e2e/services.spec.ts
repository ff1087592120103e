/**
 * The owner adds two services as files under content/ (tests/support/more-services.ts: icons
 * `database` and `cloud`), and one real build shows them everywhere a visitor looks for services,
 * with no accessibility problem.
 */
import { readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { href } from 'react-router'
import { expectNoViolations } from '../support/axe'
import { BUILD_TIMEOUT_MS, buildSite, copyContent } from '../support/build-site'
import { expect, test } from '../support/fixtures'
import { ADDED_SERVICES, addTwoServices } from '../support/more-services'
import { startSite } from '../support/site-process'

test.describe.configure({ mode: 'serial', timeout: BUILD_TIMEOUT_MS + 60_000 })

// Inside the checkout: prerendering loads the project's own node_modules.
const buildDir = '.test-build-more-services'
let contentDir = ''
let origin = ''
let stop: () => Promise<void> = async () => {}

/** A port no one listens on, for this spec's own server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

test.beforeAll(async () => {
  test.setTimeout(BUILD_TIMEOUT_MS + 30_000)
  contentDir = copyContent()
  addTwoServices(contentDir)
  const { code, output } = await buildSite(contentDir, buildDir)
  expect(code, output.slice(-2000)).toBe(0)
  ;({ origin, stop } = await startSite({ buildDir, port: await freePort() }))
})

test.afterAll(async () => {
  await stop()
  rmSync(contentDir, { recursive: true, force: true })
  rmSync(buildDir, { recursive: true, force: true })
})

const added = ADDED_SERVICES.map((service) => ({ ...service, path: href('/services/:id', { id: service.id }) }))

test('the two new services are in the header, the footer, the home cards with their icons, the services list, the form and the sitemaps', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`${origin}/`)
  // Five services, in rows of 3 + 2 on a wide screen: none alone.
  const cards = page.locator('#services article')
  await expect(cards).toHaveCount(5)
  const tops = await cards.evaluateAll((all) => all.map((card) => Math.round(card.getBoundingClientRect().top)))
  expect(new Set(tops).size).toBe(2)
  expect(tops.filter((top) => top === tops.at(-1))).toHaveLength(2)
  await expect(page.locator('#services')).toContainText('Five focused services')
  await page.getByRole('button', { name: 'SERVICES' }).click()
  for (const service of added) {
    const card = cards.filter({ hasText: service.title })
    await expect(card.locator(`svg.lucide-${service.icon}`)).toBeVisible()
    await expect(page.locator('#services-menu').getByRole('link', { name: service.title })).toBeVisible()
    await expect(page.getByRole('contentinfo').getByRole('link', { name: service.title })).toBeVisible()
  }
  await expectNoViolations(page, 'home with five services')

  await page.goto(`${origin}/services`)
  for (const service of added) {
    await expect(page.getByRole('heading', { level: 2, name: service.title })).toBeVisible()
  }
  await expectNoViolations(page, '/services with five services')

  await page.goto(`${origin}/contact`)
  const choices = await page
    .getByLabel(/Service/)
    .locator('option')
    .allTextContents()
  expect(choices).toEqual(expect.arrayContaining(added.map((service) => service.title)))

  await page.goto(`${origin}/sitemap`)
  for (const service of added) {
    await expect(page.getByRole('main').getByRole('link', { name: service.title })).toBeVisible()
  }
  const sitemap = readFileSync(join(buildDir, 'client', 'sitemap.xml'), 'utf8')
  for (const service of added) expect(sitemap).toContain(`${service.path}</loc>`)

  await page.goto(`${origin}${added[1]?.path}`)
  await expect(page.getByRole('heading', { level: 1, name: added[1]?.title })).toBeVisible()
  await expectNoViolations(page, 'a new service page')
})

test('on a phone the mobile menu lists them on a services page, and the cards stand one per row', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto(`${origin}${added[0]?.path}`)
  await page.getByRole('button', { name: 'Toggle menu', exact: true }).click()
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  for (const service of added) await expect(menu.getByRole('link', { name: service.title })).toBeVisible()
  await expectNoViolations(page, 'mobile menu with five services')

  await page.goto(`${origin}/`)
  const widths = await page
    .locator('#services article')
    .evaluateAll((all) => all.map((card) => Math.round(card.getBoundingClientRect().width)))
  expect(new Set(widths).size).toBe(1)
})
