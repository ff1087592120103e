import type { Page } from '@playwright/test'
import { site } from '../../app/config/configuration'
import { caseStudies } from '../../app/content/case-studies'
import { pages } from '../../app/content/page-list'
import { services } from '../../app/content/services'
import { expect, test, waitForHydration } from '../support/fixtures'
import { readPdf } from '../support/pdf-text'

// What a visitor gets from File → Print: Chromium prints each page to PDF, and the PDF is read back.
// With the motion a visitor's browser allows by default: nothing printed may wait for an animation.
test.use({ reducedMotion: 'no-preference' })

const service = services[0]
const servicePath = `/services/${service?.id}`
// The service page last: the check of its images and animations is made on it as printed, without
// loading it again.
const printed = [
  { path: '/case-studies', heading: pages.caseStudies.heading, text: caseStudies[3]?.title ?? '', maxPages: 6 },
  { path: '/privacy', heading: pages.privacy.heading, text: 'ico.org.uk/make-a-complaint', maxPages: 8 },
  { path: '/terms', heading: pages.terms.heading, text: '', maxPages: 8 },
  { path: servicePath, heading: service?.title ?? '', text: service?.process[2]?.title ?? '', maxPages: 5 },
]

/** Header menu labels, and the footer's columns, legal links and copyright line: none belongs on paper. */
const screenOnly = ['HOME', 'ABOUT', pages.about.name, pages.sitemap.name, 'All rights reserved']

async function printToPdf(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
  const pdf = await readPdf(await page.pdf({ format: 'A4' }))
  // Lines break wherever the paper width puts them.
  return { pages: pdf.pages, text: pdf.text.replace(/\s+/g, ' ') }
}

// The pages printed in turn on one page object: a context each cost more than a print
// (docs/decisions/032-tests-in-the-headless-shell.md).
test('printed, each page keeps its content without navigation, the footer down to name and e-mail, links followed by their address, every image on the page and nothing waiting for an animation', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const texts = new Map<string, string>()
  for (const { path, heading, text, maxPages } of printed) {
    await test.step(`${path} prints its content without navigation, the footer down to name and e-mail`, async () => {
      const pdf = await printToPdf(page, path)
      texts.set(path, pdf.text)
      expect(pdf.pages, `${path}: pages`).toBeGreaterThanOrEqual(1)
      expect(pdf.pages, `${path}: pages`).toBeLessThanOrEqual(maxPages)
      expect(pdf.text).toContain(heading)
      expect(pdf.text).toContain(text)
      expect(pdf.text).toContain(site.name)
      expect(pdf.text).toContain(site.email)
      for (const label of screenOnly.filter((label) => label !== heading)) {
        expect(pdf.text, `${path} prints "${label}"`).not.toContain(label)
      }
    })
  }

  await test.step('printed, every image fits the page and nothing waits for an animation', async () => {
    // The service page, as the last print above left it.
    expect(new URL(page.url()).pathname).toBe(servicePath)
    await page.emulateMedia({ media: 'print' })
    const layout = await page.evaluate(() => ({
      width: document.documentElement.clientWidth,
      imageRights: [...document.images].map((image) => image.getBoundingClientRect().right),
      moving: [...document.querySelectorAll('body *')].filter((element) => {
        const style = getComputedStyle(element)
        return style.animationName !== 'none' || Number.parseFloat(style.transitionDuration) > 0
      }).length,
      header: getComputedStyle(document.querySelector('body > header') ?? document.body).display,
    }))
    expect(layout.imageRights.length).toBeGreaterThan(0)
    for (const right of layout.imageRights) expect(right).toBeLessThanOrEqual(layout.width)
    expect(layout.moving).toBe(0)
    expect(layout.header).toBe('none')
  })
  await page.emulateMedia({ media: null })

  await test.step('links in the text print their address after the text, unless the text is the address', async () => {
    const sitemap = await printToPdf(page, '/sitemap')
    // The PDF's text may or may not keep a space before the brackets.
    const name = pages.about.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    expect(sitemap.text).toMatch(new RegExp(`${name} ?\\(/about ?\\)`))
    // The privacy page as printed above.
    const privacy = texts.get('/privacy') ?? ''
    expect(privacy).toContain('ico.org.uk/make-a-complaint')
    expect(privacy).not.toContain('(https://ico.org.uk')
  })
})
