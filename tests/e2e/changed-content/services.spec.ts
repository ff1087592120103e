/**
 * The owner added services as files under content/ (two with the icons `database` and `cloud`,
 * tests/support/more-services.ts, beside the one of tests/support/changed-content/added-files.ts),
 * and the changed-content build shows them everywhere a visitor looks for services, in balanced
 * rows, with no accessibility problem; with pages of the owner's in the header too (one in its row,
 * two in its MORE menu), the header still fits at 375, 768, 1024 and 1280 px, on the same visits.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { href } from 'react-router'
import { balancedColumns } from '../../../app/components/ui/balanced-grid'
import { countInWords } from '../../../app/content/service-count'
import { readServingRules } from '../../../server/serving-rules.js'
import { expectNoViolations } from '../../support/axe'
import { CHANGED_BUILD_DIR } from '../../support/changed-content/changes'
import { moreLinks, ownerPages } from '../../support/changed-content/owner-pages'
import { changedSite } from '../../support/changed-site-server'
import { test as base, expect } from '../../support/fixtures'
import { ADDED_SERVICES } from '../../support/more-services'
import type { Served } from '../../support/served-per-worker'

const test = base.extend<object, { served: { site: Served } }>({ served: changedSite(CHANGED_BUILD_DIR) })
const buildDir = CHANGED_BUILD_DIR
/** Every published service of the changed content: the shipped ones the owner kept and those they added. */
const serviceCount = readServingRules(CHANGED_BUILD_DIR).pages.filter((page) => page.startsWith('/services/')).length
const inWords = countInWords(serviceCount)

/** `count` cards in rows of `columns`: full rows, then the rest. */
const rowsOf = (count: number, columns: number) =>
  Array.from({ length: Math.ceil(count / columns) }, (_, row) => Math.min(columns, count - row * columns))

const added = ADDED_SERVICES.map((service) => ({ ...service, path: href('/services/:id', { id: service.id }) }))

/**
 * Whether every link of the header's row, or the menu button, stands inside the header and the
 * screen: the changed content's row holds the most links it has room for and MORE, one of them an
 * owner's page with the longest link text the schema allows (tests/support/changed-content/owner-pages.ts).
 */
async function expectHeaderFits(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 })
  const outside = await page.evaluate(() => {
    const header = document.querySelector('header')?.getBoundingClientRect()
    const shown = [...document.querySelectorAll('header li, header button')].filter(
      (element) => element.getBoundingClientRect().width > 0 && !element.closest('[popover]'),
    )
    return shown
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return !header || box.top < header.top || box.bottom > header.bottom || box.right > window.innerWidth
      })
      .map((element) => element.textContent)
  })
  expect(outside, `header at ${width}px`).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width)
}

test('the two new services are in the header, the footer, the home cards with their icons, the services list, the form and the sitemaps', async ({
  page,
  served,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  // Cards rise into place as they scroll into view; with reduced motion they stand where they end up.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`${served.site.origin}/`)
  // Whatever their number, in balanced rows on a wide screen: no card alone on a row.
  const cards = page.locator('#services article')
  await expect(cards).toHaveCount(serviceCount)
  const tops = await cards.evaluateAll((all) => all.map((card) => Math.round(card.getBoundingClientRect().top / 8)))
  const rows = [...new Set(tops)].map((top) => tops.filter((other) => other === top).length)
  const columns = balancedColumns(serviceCount).lg
  expect(rows).toEqual(rowsOf(serviceCount, columns))
  expect(rows.every((row) => row > 1)).toBe(true)
  await expect(page.locator('#services')).toContainText(
    `${inWords[0]?.toUpperCase()}${inWords.slice(1)} focused services`,
  )
  await page.getByRole('button', { name: 'SERVICES' }).click()
  for (const service of added) {
    const card = cards.filter({ hasText: service.title })
    await expect(card.locator(`svg.lucide-${service.icon}`)).toBeVisible()
    await expect(page.locator('#services-menu').getByRole('link', { name: service.title })).toBeVisible()
    await expect(page.getByRole('contentinfo').getByRole('link', { name: service.title })).toBeVisible()
  }
  await expectNoViolations(page, `home with ${inWords} services`)
  for (const width of [1280, 1024, 768]) await expectHeaderFits(page, width)
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.goto(`${served.site.origin}/services`)
  for (const service of added) {
    await expect(page.getByRole('heading', { level: 2, name: service.title })).toBeVisible()
  }
  await expectNoViolations(page, `/services with ${inWords} services`)

  await page.goto(`${served.site.origin}/contact`)
  const choices = await page
    .getByLabel(/Service/)
    .locator('option')
    .allTextContents()
  expect(choices).toEqual(expect.arrayContaining(added.map((service) => service.title)))

  await page.goto(`${served.site.origin}/sitemap`)
  for (const service of added) {
    await expect(page.getByRole('main').getByRole('link', { name: service.title })).toBeVisible()
  }
  const sitemap = readFileSync(join(buildDir, 'client', 'sitemap.xml'), 'utf8')
  for (const service of added) expect(sitemap).toContain(`${service.path}</loc>`)

  await page.goto(`${served.site.origin}${added[1]?.path}`)
  await expect(page.getByRole('heading', { level: 1, name: added[1]?.title })).toBeVisible()
  await expectNoViolations(page, 'a new service page')
})

test('on a phone the mobile menu lists them on a services page, and the cards stand one per row', async ({
  page,
  served,
}) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto(`${served.site.origin}${added[0]?.path}`)
  await page.getByRole('button', { name: 'Toggle menu', exact: true }).click()
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  for (const service of added) await expect(menu.getByRole('link', { name: service.title })).toBeVisible()
  await expect(menu.getByRole('link', { name: ownerPages.header.menuLabel })).toBeVisible()
  // The header's MORE links too, after the row's: on a phone there is no menu inside the menu.
  for (const { name } of Object.values(moreLinks)) {
    await expect(menu.getByRole('link', { name: name.toUpperCase(), exact: true })).toBeVisible()
  }
  await expectNoViolations(page, `mobile menu with ${inWords} services`)
  await expectHeaderFits(page, 375)

  await page.goto(`${served.site.origin}/`)
  const widths = await page
    .locator('#services article')
    .evaluateAll((all) => all.map((card) => Math.round(card.getBoundingClientRect().width)))
  expect(new Set(widths).size).toBe(1)
})
