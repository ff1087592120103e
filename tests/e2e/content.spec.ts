import type { Page } from '@playwright/test'
import { caseStudies } from '../../app/content/case-studies'
import { officeHours } from '../../app/content/contact-page'
import { ctaBanner } from '../../app/content/home'
import { articles } from '../../app/content/insights'
import { indexablePages, pages } from '../../app/content/pages'
import { homeFeatures, servicePath, services } from '../../app/content/services'
import { site } from '../../app/content/site'
import { expect, test, waitForHydration } from './fixtures'

const allPaths = indexablePages().map(({ path }) => path)

/** Scrolls down the page a screen at a time, so every reveal fires, then back to the top. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    window.scrollTo(0, document.body.scrollHeight)
  })
  // Longest reveal: 0.6 s transition after a 0.3 s delay.
  await page.waitForTimeout(1000)
}

test('home shows the hero, the intro cards, three service cards and exactly three case studies', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: pages.home.heading })).toBeVisible()
  for (const id of ['hero', 'intro', 'services', 'case-studies']) {
    await expect(page.locator(`section#${id}`)).toHaveCount(1)
  }
  await expect(page.locator('#hero img')).toHaveAttribute('fetchpriority', 'high')
  await expect(page.getByRole('heading', { level: 2, name: 'Innovate. Protect. Grow.' })).toBeVisible()
  for (const title of ['AI-Powered Automation', 'Cybersecurity & Resilience', 'Digital Strategy & Development']) {
    await expect(page.locator('#intro').getByRole('heading', { level: 3, name: title })).toBeVisible()
  }
  const serviceCards = page.locator('#services article')
  await expect(serviceCards).toHaveCount(3)
  for (const [index, service] of services.entries()) {
    const card = serviceCards.nth(index)
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(service.title)
    await expect(card.getByRole('listitem')).toHaveText([...homeFeatures(service)])
  }
  const caseCards = page.locator('#case-studies article')
  await expect(caseCards).toHaveCount(3)
  for (const [index, caseStudy] of caseStudies.slice(0, 3).entries()) {
    const card = caseCards.nth(index)
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(caseStudy.title)
    await expect(card.getByText(caseStudy.category, { exact: true })).toBeVisible()
    await expect(card.getByText(caseStudy.summary)).toBeVisible()
    await expect(card.getByRole('img')).toHaveAttribute('alt', caseStudy.imageAlt)
  }
  await expect(page.getByText(caseStudies[3]?.title ?? '-', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'View All Case Studies' })).toHaveAttribute('href', '/case-studies')
})

test('the call-to-action banner has its two lines and no button', async ({ page }) => {
  await page.goto('/')
  const banner = page.getByRole('region', { name: ctaBanner.heading })
  await expect(banner.getByRole('heading', { level: 2 })).toHaveText('Ready to Transform Your Business?')
  await expect(banner.getByText("Let's discuss how we can help your business thrive in the digital age.")).toBeVisible()
  await expect(banner.getByRole('button')).toHaveCount(0)
  await expect(banner.getByRole('link')).toHaveCount(0)
})

test('home Get In Touch shows the e-mail, office hours, the 24-hour promise and the form slot', async ({ page }) => {
  await page.goto('/')
  const section = page.getByRole('region', { name: 'Get In Touch' })
  await expect(section.locator('dl').getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  )
  await expect(section.getByText(officeHours.label)).toBeVisible()
  await expect(section.getByText(/within 24 hours/).first()).toBeVisible()
  await expect(section.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible()
})

test('Learn More and Read Full Case Study go where the SPEC says', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  for (const service of services) {
    await expect(page.getByRole('link', { name: `Learn More about ${service.title}` })).toHaveAttribute(
      'href',
      servicePath(service),
    )
  }
  const readMore = page.getByRole('link', { name: /^Read Full Case Study/ })
  await expect(readMore).toHaveCount(3)
  for (const link of await readMore.all()) await expect(link).toHaveAttribute('href', '/case-studies')

  await page.getByRole('link', { name: `Learn More about ${services[1]?.title}` }).click()
  await expect(page).toHaveURL(servicePath({ id: 'cybersecurity-resilience' }))
  await expect(page.getByRole('heading', { level: 1, name: 'Cybersecurity & Resilience' })).toBeVisible()
  await page.goBack()
  await readMore.first().click()
  await expect(page).toHaveURL('/case-studies')
  await expect(page.getByRole('heading', { level: 1, name: pages.caseStudies.heading })).toBeVisible()
})

test('About shows the mission, an image and the three approach pillars', async ({ page }) => {
  await page.goto('/about')
  const missionHeading = page.getByRole('heading', { level: 2, name: /mission|future-ready/i })
  await expect(missionHeading).toBeVisible()
  await expect(page.locator('main section').filter({ has: missionHeading }).locator('img')).toHaveCount(1)
  for (const title of ['AI-Powered Automation', 'Cybersecurity & Resilience', 'Digital Strategy & Development']) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()
  }
})

test('Services lists each service with its description, six features, image and detail link', async ({ page }) => {
  await page.goto('/services')
  await expect(page.locator('main img')).toHaveCount(3)
  for (const service of services) {
    const section = page.getByRole('region', { name: service.title })
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(service.title)
    await expect(section.getByText(service.description)).toBeVisible()
    await expect(section.getByRole('listitem')).toHaveText([...service.features])
    await expect(section.locator('svg').first()).toBeAttached()
    await expect(section.getByRole('link', { name: new RegExp(service.title.replace('&', '\\&')) })).toHaveAttribute(
      'href',
      servicePath(service),
    )
  }
})

test('each service page shows tagline, overview, key features and the three delivery steps', async ({ page }) => {
  for (const service of services) {
    await page.goto(servicePath(service))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title)
    await expect(page.getByText(service.tagline)).toBeVisible()
    await expect(page.getByText(service.description)).toBeVisible()
    await expect(page.getByText(service.additionalInfo)).toBeVisible()
    await expect(page.getByRole('img', { name: service.imageAlt })).toBeVisible()
    const features = page.getByRole('region', { name: 'Key Features' })
    await expect(features.getByRole('listitem')).toHaveText([...service.features])
    const process = page.getByRole('region', { name: 'How We Deliver' })
    await expect(process.getByRole('heading', { level: 3 })).toHaveText(
      service.process.map((step, index) => `Step ${index + 1}: ${step.title}`),
    )
    for (const step of service.process) await expect(process.getByText(step.description)).toBeVisible()
  }
})

test('Case Studies shows all four cases with badge, summary, challenge, solution and results', async ({ page }) => {
  await page.goto('/case-studies')
  const cards = page.locator('main article')
  await expect(cards).toHaveCount(4)
  for (const [index, caseStudy] of caseStudies.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(caseStudy.title)
    await expect(card.getByText(caseStudy.category, { exact: true })).toBeVisible()
    for (const text of [caseStudy.summary, caseStudy.challenge, caseStudy.solution]) {
      await expect(card.getByText(text)).toBeVisible()
    }
    await expect(card.getByRole('listitem')).toHaveText([...caseStudy.results])
  }
})

test('Contact shows the intro, the e-mail link, office hours and the form slot', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeVisible()
  await expect(page.locator('main dl').getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  )
  await expect(page.getByText('Monday to Friday, 9:00 AM to 6:00 PM BST')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Send Us a Message' })).toBeVisible()
})

test('Privacy and Terms are real documents naming the form data, the processor, cookies and the ICO', async ({
  page,
}) => {
  await page.goto('/privacy')
  const privacy = page.locator('main')
  for (const text of ['EmailJS', 'sets no cookies', 'ico.org.uk', 'your phone number', 'Your rights']) {
    await expect(privacy.getByText(text).first()).toBeVisible()
  }
  await expect(privacy.getByRole('link', { name: site.email }).first()).toHaveAttribute('href', `mailto:${site.email}`)
  expect(await privacy.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(8)
  await page.goto('/terms')
  await expect(page.locator('main').getByText('Governing law')).toBeVisible()
  await expect(page.locator('main').getByText(site.name).first()).toBeVisible()
})

test('the sitemap page links to every indexable page, grouped', async ({ page }) => {
  await page.goto('/sitemap')
  const main = page.locator('main')
  const groups = new Set(indexablePages().map((page) => page.group))
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(groups.size)
  for (const { path, name } of indexablePages()) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', path)
  }
})

test('every image has alt text, width and height, a srcset, and only the hero loads eagerly', async ({ page }) => {
  // Every page, articles and topics included: more than the default 30 s on a busy machine.
  test.slow()
  for (const path of allPaths) {
    await page.goto(path)
    const images = await page.locator('img').evaluateAll((elements) =>
      elements.map((element) => ({
        alt: element.getAttribute('alt') ?? '',
        width: element.getAttribute('width'),
        height: element.getAttribute('height'),
        srcset: element.getAttribute('srcset') ?? '',
        loading: element.getAttribute('loading'),
        hero: element.closest('#hero') !== null,
      })),
    )
    for (const image of images) {
      expect(image.alt.trim(), path).not.toBe('')
      expect(Number(image.width), path).toBeGreaterThan(0)
      expect(Number(image.height), path).toBeGreaterThan(0)
      expect(image.srcset, path).toMatch(/ 320w, .* 640w/)
      expect(image.loading, path).toBe(image.hero ? 'eager' : 'lazy')
    }
  }
})

test('a missing image leaves the layout intact', async ({ page }) => {
  await page.route(`${site.imageOrigin}/**`, (route) => route.abort())
  await page.goto('/')
  const box = await page.locator('#hero img').locator('..').boundingBox()
  expect(box?.width).toBeGreaterThan(300)
  expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(0.75, 1)
})

test('reveal: below-the-fold cards fade in once, 0.1 s apart, and stay revealed', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const wrappers = page.locator('#case-studies article').locator('..')
  await expect(wrappers.first()).toHaveAttribute('data-reveal', 'hidden')
  expect(await wrappers.evaluateAll((elements) => elements.map((e) => getComputedStyle(e).transitionDelay))).toEqual([
    '0s',
    '0.1s',
    '0.2s',
  ])
  await page.locator('#case-studies h2').scrollIntoViewIfNeeded()
  await wrappers.first().scrollIntoViewIfNeeded()
  await expect(wrappers.first()).toHaveAttribute('data-reveal', 'shown')
  await expect(wrappers.first()).toHaveCSS('opacity', '1')
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(300)
  await expect(wrappers.first()).toHaveAttribute('data-reveal', 'shown')
  await wrappers.first().scrollIntoViewIfNeeded()
  await expect(wrappers.first()).toHaveCSS('opacity', '1')
  // The hero was on screen at load: it is never hidden, so it never moves.
  await expect(page.locator('[data-reveal]').filter({ has: page.locator('#hero') })).toHaveCount(0)
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('nothing is hidden and nothing moves', async ({ page }) => {
    for (const path of ['/', '/case-studies', '/services']) {
      await page.goto(path)
      await waitForHydration(page)
      await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0)
      await scrollThrough(page)
      const styles = await page
        .locator('main *')
        .evaluateAll((elements) =>
          elements
            .map((e) => getComputedStyle(e))
            .filter((style) => style.opacity !== '1' || style.transform !== 'none' || style.animationName !== 'none'),
        )
      expect(styles, path).toHaveLength(0)
    }
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the hero and every card are visible on every page', async ({ page }) => {
    // One pass over every page, articles included: more than the default 30 s on a busy machine.
    test.slow()
    for (const path of allPaths) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const cards = page.locator('main article')
      for (const card of await cards.all()) {
        await card.scrollIntoViewIfNeeded()
        await expect(card).toBeVisible()
        await expect(card).toHaveCSS('opacity', '1')
      }
    }
    await page.goto('/')
    await expect(page.locator('#hero img')).toBeVisible()
    // Highlights, services, case studies, contact cards, and the newest articles.
    await expect(page.locator('main article')).toHaveCount(3 + 3 + 3 + 2 + Math.min(3, articles.length))
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0)
  })
})

test.describe('screenshots', () => {
  const shots: [string, string][] = [
    ['home', '/'],
    ['about', '/about'],
    ['services', '/services'],
    ['service-detail', '/services/ai-automation'],
    ['case-studies', '/case-studies'],
    ['contact', '/contact'],
    ['privacy', '/privacy'],
    ['sitemap', '/sitemap'],
  ]
  for (const width of [375, 1280]) {
    test(`pages at ${width}px`, async ({ page }) => {
      test.setTimeout(90_000)
      await page.setViewportSize({ width, height: width < 768 ? 812 : 800 })
      for (const [name, path] of shots) {
        await page.goto(path)
        await waitForHydration(page)
        await scrollThrough(page)
        await page.evaluate(() => window.scrollTo(0, 0))
        await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true })
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${path} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0)
      }
    })
  }
})
