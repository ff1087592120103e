// @vitest-environment jsdom
// A page of the owner's is one file in content/pages/added/: each test writes its own into a scratch
// copy of content/ and reads the site's page list, routes and menus from it, so the owner's content
// can change freely. docs/decisions/027-pages-and-sections.md.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { render, screen } from '@testing-library/react'
import { createElement } from 'react'
import { createRoutesStub } from 'react-router'
import { beforeAll, expect, test, vi } from 'vitest'
import { stringify } from 'yaml'
import { scratchContentCopies } from '../../tests/support/scratch-content'
import '../../tests/support/dom-testing'

const scratchContent = scratchContentCopies()

const pricing = {
  name: 'Pricing',
  heading: 'Three packages, one price each',
  description: 'What each package costs and what it includes, in plain words, for small businesses.',
  intro: 'Every package starts with a conversation <script>alert(1)</script>.',
  linkedFrom: 'header',
  position: 3,
  menuLabel: 'PRICING',
  sections: [
    { type: 'text', heading: 'What every package includes', body: 'A named consultant.\n\nA written plan.' },
    { type: 'cta', heading: 'Ask us for a quote', text: 'We answer within a day.' },
  ],
}

/** Writes the owner's pages into a fresh copy of content/, by file name. */
function withPages(files: Record<string, object>): string {
  const dir = scratchContent()
  mkdirSync(join(dir, 'pages', 'added'), { recursive: true })
  for (const [name, page] of Object.entries(files)) writeFileSync(join(dir, 'pages', 'added', name), stringify(page))
  return dir
}

// As in ./content.test.ts: the first import of the graph transforms every module of it (past 15 s
// under npm test's load), done once before the tests, which then import what is already transformed.
vi.setConfig({ testTimeout: 20_000 })
beforeAll(() => readSite(), 90_000)

async function readSite() {
  vi.resetModules()
  const [routes, list, navigation] = await Promise.all([
    import('../routes'),
    import('./page-list'),
    import('./navigation'),
  ])
  return { routes: routes.default, list, navigation }
}

test('a file in content/pages/added/ is a page: route, prerender, sitemap, header and footer where it asks', async () => {
  withPages({
    'pricing.yaml': pricing,
    'faq.yaml': { ...pricing, name: 'Questions', menuLabel: undefined, linkedFrom: 'footer', position: 1 },
    'team.yaml': { ...pricing, name: 'Our team', address: '/about/team', linkedFrom: 'sitemap' },
    'later.yaml': { ...pricing, name: 'Later', linkedFrom: 'sitemap', draft: true },
  })
  const { routes, list, navigation } = await readSite()
  const owned = routes.filter((route) => route.file === 'routes/owner-page.tsx')
  expect(owned.map(({ id, path }) => ({ id, path }))).toEqual([
    { id: 'owner-page-faq', path: '/faq' },
    { id: 'owner-page-pricing', path: '/pricing' },
    { id: 'owner-page-team', path: '/about/team' },
  ])
  expect(list.prerenderPaths()).toEqual(expect.arrayContaining(['/pricing', '/faq', '/about/team']))
  expect(list.prerenderPaths()).not.toContain('/later')
  expect(list.indexablePages()).toContainEqual({ path: '/about/team', name: 'Our team', group: 'Main' })

  const header = navigation.mainNav.map((item) => item.label)
  expect(header[2]).toBe('PRICING')
  expect(header).toHaveLength(6)
  // A sixth link fits the header's row from 1024 px; narrower screens get the menu button.
  expect(navigation.headerRowFrom).toBe('lg')
  expect(navigation.footerLinks.company[0]).toEqual({ label: 'Questions', href: '/faq' })
  expect(navigation.footerLinks.company.map((link) => link.href)).not.toContain('/about/team')
})

test('the page shows its heading, intro and sections in order, and text typed as HTML as text', async () => {
  withPages({ 'pricing.yaml': pricing })
  vi.resetModules()
  const { default: OwnerPageRoute } = await import('../routes/owner-page')
  const Stub = createRoutesStub([{ id: 'owner-page-pricing', path: '/pricing', Component: OwnerPageRoute }])
  const { container } = render(createElement(Stub, { initialEntries: ['/pricing'] }))
  expect(await screen.findByRole('heading', { level: 1, name: pricing.heading })).toBeInTheDocument()
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'What every package includes',
    'Ask us for a quote',
  ])
  expect(screen.getByText(pricing.intro)).toBeInTheDocument()
  expect(container.querySelector('script')).toBeNull()
})

test('a page asking for another page’s address is left out of the routes and lists, and the build log names it', async () => {
  withPages({
    'who-we-are.yaml': { ...pricing, linkedFrom: 'sitemap', address: '/about' },
    'pricing.yaml': { ...pricing, linkedFrom: 'sitemap' },
    // Sorted before pricing.yaml, which has /pricing by its file name: prices.yaml is the one left out.
    'prices.yaml': { ...pricing, address: '/pricing' },
  })
  const { routes, list, navigation } = await readSite()
  const owned = routes.filter((route) => route.file === 'routes/owner-page.tsx').map(({ id }) => id)
  expect(owned).toEqual(['owner-page-pricing'])
  expect(list.indexablePages().filter((page) => page.path === '/about')).toHaveLength(1)
  expect(navigation.mainNav.map((item) => item.href)).not.toContain('/pricing')
  const [left] = list.ownerPageWarnings
  expect(left?.lines.map((line) => line.file)).toEqual([
    expect.stringMatching(/pages\/added\/prices\.yaml$/),
    expect.stringMatching(/pages\/added\/who-we-are\.yaml$/),
  ])
})

test('a page under a collection, the editor or a file the build writes is refused by its address’s pattern', async () => {
  const { OwnerPageSchema } = await import('./owner-page-schema')
  const address = (path: string) => OwnerPageSchema.safeParse({ ...pricing, address: path }).success
  for (const taken of [
    '/services/pricing',
    '/insights',
    '/case-studies/x',
    '/admin',
    '/assets/x',
    '/sitemap.xml',
    '/404',
    '/index',
    '/404.html',
    '/Pricing',
    '/pricing/',
  ]) {
    expect(address(taken), taken).toBe(false)
  }
  expect(address('/pricing')).toBe(true)
  expect(address('/about/our-team')).toBe(true)
})

test('a name or header link text too long for the header’s row is refused, as the editor refuses it', async () => {
  const { OwnerPageSchema } = await import('./owner-page-schema')
  const accepts = (words: object) => OwnerPageSchema.safeParse({ ...pricing, ...words }).success
  expect(accepts({ menuLabel: 'OWNER PRICES PER PACKAGE' })).toBe(true)
  expect(accepts({ menuLabel: 'OWNER PRICES PER PACKAGES' })).toBe(false)
  expect(accepts({ menuLabel: 'PRICESANDPACKAGES' })).toBe(false)
  expect(accepts({ name: 'Prices and packages' })).toBe(true)
  expect(accepts({ name: 'Pricesandpackagesandmore' })).toBe(false)
})

test('header links past the bar’s room are in the header’s MORE menu, none in the footer, with nothing to say (the HTML: tests/changed-site/owner-pages.test.ts)', async () => {
  vi.resetModules()
  const { BAR_LINKS } = await import('./header-links')
  const { mainNav } = await import('./navigation')
  const room = BAR_LINKS - mainNav.length
  const files = Object.fromEntries(
    Array.from({ length: room + 2 }, (_, index) => [
      `page-${index}.yaml`,
      { ...pricing, name: `Page ${index}`, menuLabel: `PAGE ${index}` },
    ]),
  )
  withPages(files)
  const { list, navigation } = await readSite()
  const hrefs = Object.keys(files).map((file) => `/${file.replace('.yaml', '')}`)
  // All ask for position 3: the first by file name takes the bar's room there, the rest are in MORE in file-name order.
  expect(navigation.mainNav).toHaveLength(BAR_LINKS)
  expect(navigation.mainNav[2]?.href).toBe(hrefs[0])
  expect(navigation.moreNav.map((link) => link.href)).toEqual(hrefs.slice(room))
  expect(navigation.moreNav[0]).toEqual({ label: `PAGE ${room}`, href: `/page-${room}` })
  for (const href of hrefs) expect(navigation.footerLinks.company.map((link) => link.href)).not.toContain(href)
  // Six links and MORE fit beside the logo from 1280 px; narrower screens get the menu button.
  expect(navigation.headerRowFrom).toBe('xl')
  expect(list.ownerPageWarnings).toEqual([])
})

test('an unknown section type stops the build, naming the file, the section’s number and type and the field', async () => {
  withPages({
    'pricing.yaml': {
      ...pricing,
      sections: [pricing.sections[0], { type: 'slider', heading: 'Slides' }, { type: 'cta', heading: '' }],
    },
  })
  const error = await readSite().then(
    () => undefined,
    (thrown: unknown) => String(thrown),
  )
  expect(error).toMatch(/Invalid content file .*pages\/added\/pricing\.yaml:/)
  expect(error).toMatch(/sections › section 2 \(slider\) › type: unknown section type "slider": use one of hero, text/)
  expect(error).toMatch(/sections › section 3 \(cta\) › heading: must not be empty/)
})
