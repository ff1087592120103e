import { site } from '../../app/config/configuration'
import { caseStudies, caseStudyLabels, featuredCaseStudies } from '../../app/content/case-studies'
import { indexablePages, pages } from '../../app/content/page-list'
import { homeFeatures, serviceDetailLabels, services } from '../../app/content/services'
import { expect, test, waitForHydration } from '../support/fixtures'
import { someService } from '../support/some-service'

const { caseStudiesSection, ctaBanner, getInTouch, intro, servicesSection } = pages.home.copy
const { approach, mission } = pages.about.copy
const { details: contactDetails, formSection: contactFormSection, officeHours } = pages.contact.copy

// Each page's own content, one load of each on one page object per test: a context for each check
// cost more than the check (docs/decisions/032-tests-in-the-headless-shell.md).
test('home shows the hero, the intro cards, a card per service, the first three case studies, the call-to-action banner and Get In Touch, and its links lead on', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/')
  await waitForHydration(page)
  await test.step('home shows the hero, the intro cards, a card per service and the first three case studies', async () => {
    await expect(page.getByRole('heading', { level: 1, name: pages.home.heading })).toBeVisible()
    for (const id of ['hero', 'intro', 'services', 'case-studies']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1)
    }
    await expect(page.locator('#hero img')).toHaveAttribute('fetchpriority', 'high')
    await expect(page.getByRole('heading', { level: 2, name: intro.heading })).toBeVisible()
    for (const { title } of intro.highlights) {
      await expect(page.locator('#intro').getByRole('heading', { level: 3, name: title })).toBeVisible()
    }
    const serviceCards = page.locator('#services article')
    await expect(serviceCards).toHaveCount(services.length)
    for (const [index, service] of services.entries()) {
      const card = serviceCards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(service.title)
      await expect(card.getByRole('listitem')).toHaveText([...homeFeatures(service)])
    }
    const caseCards = page.locator('#case-studies article')
    await expect(caseCards).toHaveCount(Math.min(3, caseStudies.length))
    for (const [index, caseStudy] of featuredCaseStudies.entries()) {
      const card = caseCards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(caseStudy.title)
      await expect(card.getByText(caseStudy.category, { exact: true })).toBeVisible()
      await expect(card.getByText(caseStudy.summary)).toBeVisible()
      await expect(card.getByRole('img')).toHaveAttribute('alt', caseStudy.imageAlt)
    }
    for (const other of caseStudies.slice(3)) await expect(page.getByText(other.title, { exact: true })).toHaveCount(0)
    await expect(page.getByRole('link', { name: caseStudiesSection.allLinkLabel })).toHaveAttribute(
      'href',
      pages.caseStudies.path,
    )
  })
  await test.step('the call-to-action banner has its two lines and no button', async () => {
    const banner = page.getByRole('region', { name: ctaBanner.heading })
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText(ctaBanner.heading)
    await expect(banner.getByText(ctaBanner.text)).toBeVisible()
    await expect(banner.getByRole('button')).toHaveCount(0)
    await expect(banner.getByRole('link')).toHaveCount(0)
  })
  await test.step('home Get In Touch shows the e-mail, office hours, the reply promise and the form slot', async () => {
    const section = page.getByRole('region', { name: getInTouch.heading })
    await expect(section.locator('dl').getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    )
    await expect(section.getByText(officeHours.label)).toBeVisible()
    await expect(section.getByText(contactDetails.reply)).toBeVisible()
    await expect(section.getByRole('heading', { name: contactFormSection.heading })).toBeVisible()
  })
  await test.step('Learn More and Read Full Case Study lead to the service and the case studies', async () => {
    for (const service of services) {
      await expect(
        page.getByRole('link', { name: `${servicesSection.linkLabel} about ${service.title}` }),
      ).toHaveAttribute('href', service.path)
    }
    const readMore = page.getByRole('link', { name: caseStudyLabels.readMore })
    await expect(readMore).toHaveCount(featuredCaseStudies.length)
    for (const link of await readMore.all()) await expect(link).toHaveAttribute('href', pages.caseStudies.path)

    const service = someService(-1)
    await page.getByRole('link', { name: `${servicesSection.linkLabel} about ${service.title}` }).click()
    await expect(page).toHaveURL(service.path)
    await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible()
    await page.goBack()
    await readMore.first().click()
    await expect(page).toHaveURL(pages.caseStudies.path)
    await expect(page.getByRole('heading', { level: 1, name: pages.caseStudies.heading })).toBeVisible()
  })
})

test('every other page shows its own content', async ({ page }) => {
  // Seven checks of a minute each at most, on ten pages.
  test.setTimeout(180_000)
  await test.step('About shows the mission, an image and the three approach pillars', async () => {
    await page.goto('/about')
    const missionHeading = page.getByRole('heading', { level: 2, name: mission.heading })
    await expect(missionHeading).toBeVisible()
    await expect(page.locator('main section').filter({ has: missionHeading }).locator('img')).toHaveCount(1)
    for (const { title } of approach.pillars) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()
    }
  })
  await test.step('Services lists each service with its description, six features, image and detail link', async () => {
    await page.goto('/services')
    await expect(page.locator('main img')).toHaveCount(services.length)
    for (const service of services) {
      const section = page.getByRole('region', { name: service.title })
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(service.title)
      await expect(section.getByText(service.description)).toBeVisible()
      await expect(section.getByRole('listitem')).toHaveText([...service.features])
      await expect(section.locator('svg').first()).toBeAttached()
      await expect(section.getByRole('link', { name: new RegExp(service.title.replace('&', '\\&')) })).toHaveAttribute(
        'href',
        service.path,
      )
    }
  })
  await test.step('each service page shows tagline, overview, key features and the three delivery steps', async () => {
    for (const service of services) {
      await page.goto(service.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title)
      await expect(page.getByText(service.tagline)).toBeVisible()
      await expect(page.getByText(service.description)).toBeVisible()
      await expect(page.getByText(service.additionalInfo)).toBeVisible()
      await expect(page.getByRole('img', { name: service.imageAlt })).toBeVisible()
      const features = page.getByRole('region', { name: serviceDetailLabels.keyFeatures })
      await expect(features.getByRole('listitem')).toHaveText([...service.features])
      const process = page.getByRole('region', { name: serviceDetailLabels.process })
      await expect(process.getByRole('heading', { level: 3 })).toHaveText(
        service.process.map((step, index) => `Step ${index + 1}: ${step.title}`),
      )
      for (const step of service.process) await expect(process.getByText(step.description)).toBeVisible()
    }
  })
  await test.step('Case Studies shows every case with badge, summary, challenge, solution and results', async () => {
    await page.goto('/case-studies')
    const cards = page.locator('main article')
    await expect(cards).toHaveCount(caseStudies.length)
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
  await test.step('Contact shows the intro, the e-mail link, office hours and the form slot', async () => {
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 2, name: contactDetails.heading })).toBeVisible()
    await expect(page.locator('main dl').getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    )
    await expect(page.getByText(officeHours.label)).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: contactFormSection.heading })).toBeVisible()
  })
  await test.step('Privacy and Terms are real documents naming the form data, the processor, cookies and the ICO', async () => {
    await page.goto('/privacy')
    const privacy = page.locator('main')
    for (const text of ['EmailJS', 'sets no cookies', 'ico.org.uk', 'your phone number', 'Your rights']) {
      await expect(privacy.getByText(text).first()).toBeVisible()
    }
    await expect(privacy.getByRole('link', { name: site.email }).first()).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    )
    expect(await privacy.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(8)
    await page.goto('/terms')
    await expect(page.locator('main').getByText('Governing law')).toBeVisible()
    await expect(page.locator('main').getByText(site.name).first()).toBeVisible()
  })
  await test.step('the sitemap page links to every indexable page, grouped', async () => {
    await page.goto('/sitemap')
    const main = page.locator('main')
    const groups = new Set(indexablePages().map((page) => page.group))
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(groups.size)
    for (const { path, name } of indexablePages()) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', path)
    }
  })
})
