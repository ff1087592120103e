import { expect, test } from 'vitest'
import { aboutIntro, approach, mission } from './about'
import { caseStudies, featuredCaseStudies } from './case-studies'
import { ctaBanner, intro } from './home'
import { privacyPolicy, termsOfService } from './legal'
import { indexablePages, pages } from './pages'
import { homeFeatures, services } from './services'
import { site } from './site'

const specServices = {
  'ai-automation': {
    title: 'AI & Automation',
    home: [
      'automate repetitive tasks',
      'deploy AI-powered tools to boost productivity',
      'data-driven insights and predictive analytics',
    ],
    steps: ['Assessment', 'Implementation', 'Optimisation'],
  },
  'cybersecurity-resilience': {
    title: 'Cybersecurity & Resilience',
    home: [
      'end-to-end protection against digital threats',
      'compliance with data protection regulations',
      'business continuity and disaster recovery planning',
    ],
    steps: ['Evaluate', 'Secure', 'Monitor'],
  },
  'digital-strategy': {
    title: 'Digital Strategy & Development',
    home: [
      'IT infrastructure design',
      // British English throughout: optimisation, not optimization.
      'cloud migration and optimisation',
      'bespoke system, app and website development',
    ],
    steps: ['Plan', 'Build', 'Scale'],
  },
} as const

test('there are three services with the ids, titles, home features and process steps the product lists (docs/product.md#pages)', () => {
  expect(services.map((service) => service.id)).toEqual(Object.keys(specServices))
  for (const service of services) {
    const spec = specServices[service.id]
    expect(service.title).toBe(spec.title)
    expect(homeFeatures(service).map((feature) => feature.toLowerCase())).toEqual(
      spec.home.map((feature) => feature.toLowerCase()),
    )
    expect(service.process.map((step) => step.title)).toEqual(spec.steps)
  }
})

test('each service has six distinct features', () => {
  for (const service of services) expect(new Set(service.features).size).toBe(6)
})

test('every service and case study has the copy the pages show, in full sentences', () => {
  for (const service of services) {
    for (const text of [service.tagline, service.description, service.additionalInfo, service.metaDescription]) {
      expect(text.length).toBeGreaterThan(40)
    }
    for (const step of service.process) expect(step.description).toMatch(/^[A-Z].{40,}\.$/)
  }
  for (const caseStudy of caseStudies) {
    for (const text of [caseStudy.summary, caseStudy.challenge, caseStudy.solution])
      expect(text).toMatch(/^[A-Z].{60,}\.$/)
    expect(caseStudy.imageAlt.length).toBeGreaterThan(10)
    expect(caseStudy.imageUrl).toMatch(/^\/photo-[\w-]+$/)
  }
})

test('there are four case studies with the ids, titles, categories and results the product lists', () => {
  expect(caseStudies.map(({ id, title, category }) => ({ id, title, category }))).toEqual([
    { id: 'ecommerce-ai', title: 'E-commerce SME', category: 'AI & Automation' },
    {
      id: 'professional-cybersecurity',
      title: 'Professional Services Company',
      category: 'Cybersecurity & Resilience',
    },
    { id: 'saas-digital', title: 'SaaS Startup', category: 'Digital Strategy & Development' },
    { id: 'manufacturing-automation', title: 'Manufacturing Company', category: 'AI & Automation' },
  ])
  const results = Object.fromEntries(caseStudies.map((caseStudy) => [caseStudy.id, caseStudy.results.join(' | ')]))
  expect(results['ecommerce-ai']).toMatch(/40%.*24 hours to under 10 minutes.*28%/)
  expect(results['professional-cybersecurity']).toMatch(/compliance.*achieved.*\|.*attack.*repelled/i)
  expect(results['saas-digital']).toMatch(/35%.*3x user growth.*\|.*99\.99%/)
  expect(results['manufacturing-automation']).toMatch(
    /downtime.*62%.*\|.*[Mm]aintenance costs.*35%.*\|.*15%.*\|.*3\+ years/,
  )
})

test('the home page features the first three case studies', () => {
  expect(featuredCaseStudies).toEqual(caseStudies.slice(0, 3))
})

test('home copy says what docs/product.md#pages promises: the intro heading, its three cards and the CTA banner', () => {
  expect(pages.home.heading).toBe('Empowering SMEs with Future-Ready Technology')
  expect(pages.caseStudies.heading).toBe('Proven Results for Growing SMEs')
  expect(intro.heading).toBe('Innovate. Protect. Grow.')
  const pillars = ['AI-Powered Automation', 'Cybersecurity & Resilience', 'Digital Strategy & Development']
  expect(intro.highlights.map((card) => card.title)).toEqual(pillars)
  expect(approach.pillars.map((pillar) => pillar.title)).toEqual(pillars)
  expect(ctaBanner).toEqual({
    heading: 'Ready to Transform Your Business?',
    text: "Let's discuss how we can help your business thrive in the digital age.",
  })
  expect(aboutIntro.length).toBeGreaterThan(80)
  expect(mission.paragraphs.join(' ').length).toBeGreaterThan(300)
})

test('the Privacy Policy names the form fields, the processor, retention, rights, the ICO and no cookies', () => {
  const text = privacyPolicy.html
  for (const field of ['your name', 'your e-mail address', 'your phone number', 'your company name', 'the service']) {
    expect(text).toContain(field)
  }
  expect(text).toContain('your message')
  for (const phrase of ['EmailJS', 'processor', 'How long we keep it', 'Your rights', 'ico.org.uk', 'no cookies']) {
    expect(text).toContain(phrase)
  }
})

test('legal texts name the configured company, e-mail and site, and leave no placeholder or owner note visible', () => {
  for (const document of [privacyPolicy, termsOfService]) {
    expect(document.html).toContain(site.name)
    // Marked as its own address, so print doesn't repeat it after the link.
    expect(document.html).toContain(`<a href="mailto:${site.email}" data-url-in-text="">${site.email}</a>`)
    expect(document.html).not.toMatch(/\{\w+\}|OWNER|<!--/)
    expect(document.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  }
  expect(termsOfService.html).toContain(site.url)
})

test('the sitemap groups come from indexablePages: every page and service, once', () => {
  const paths = indexablePages().map((page) => page.path)
  expect(new Set(paths).size).toBe(paths.length)
  expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/services/ai-automation', '/privacy', '/sitemap']))
  expect(new Set(indexablePages().map((page) => page.group))).toEqual(
    new Set(['Main', 'Services', 'Insights', 'Legal']),
  )
})
