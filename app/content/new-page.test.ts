// @vitest-environment jsdom
// Adds a page the way docs/owner-guide.md's "Add a page" says, in a scratch copy of app/ and content/: one row in
// app/content/page-list.ts, its route module, its copy file. Nothing else is edited, and every expectation
// is read from the copy's own page list, so the test holds whatever pages and words the site has.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { render, screen, within } from '@testing-library/react'
import { createElement } from 'react'
import { createRoutesStub } from 'react-router'
import { expect, test, vi } from 'vitest'
import { stringify } from 'yaml'
import { scratchProjectCopies } from '../../tests/support/scratch-content'
import * as navigation from './navigation'
import * as pages from './page-list'

const scratchProject = scratchProjectCopies()

const careers = {
  name: 'Careers',
  heading: 'Work with a team that explains itself',
  description: 'Open roles at the consultancy, how we hire and what it is like to work with SMEs every day.',
  menuLabel: 'CAREERS',
  intro: 'We hire consultants who like plain English as much as good engineering.',
  sections: [{ heading: 'How we hire', paragraphs: ['One conversation, one small paid exercise, one answer.'] }],
}

/** The route module exactly as the owner's guide gives it, so the guide cannot drift from the code. */
function guideRouteModule(): string {
  const guide = readFileSync('docs/owner-guide.md', 'utf8')
  const section = guide.slice(
    guide.indexOf('## Add a page'),
    guide.indexOf('\n## ', guide.indexOf('## Add a page') + 1),
  )
  const block = /```tsx\n([\s\S]*?)```/.exec(section)?.[1]
  if (!block) throw new Error('docs/owner-guide.md "Add a page" has no tsx block')
  // The guide indents the block under its list item.
  return block.replace(/^ {3}/gm, '')
}
const ROUTE_MODULE = guideRouteModule()

type SiteModules = {
  routes: { default: { path?: string; file: string }[] }
  pages: typeof import('./page-list')
  navigation: typeof import('./navigation')
}

/** A module of the copy, by its path there. */
function load(dir: string, module: string) {
  return import(/* @vite-ignore */ join(dir, module))
}

async function readSite(dir: string): Promise<SiteModules> {
  vi.resetModules()
  const [routes, pages, navigation] = await Promise.all([
    load(dir, 'app/routes.ts'),
    load(dir, 'app/content/page-list.ts'),
    load(dir, 'app/content/navigation.ts'),
  ])
  return { routes, pages, navigation }
}

/** Renders one of the copy's components at `path`, inside a router as the prerender does. */
async function renderAt(dir: string, module: string, name: string, path: string) {
  const Component = (await load(dir, module))[name]
  const Stub = createRoutesStub([{ path: '*', Component }])
  return render(createElement(Stub, { initialEntries: [path] }))
}

test('a new page is one row, a route module and a copy file: routes, prerender, sitemap, header and footer take it', async () => {
  // The site as it is, which the copy starts as.
  const before = { pages, navigation }
  const dir = scratchProject()
  const headerPositions = Object.values(before.pages.pages)
    .flatMap((page) => page.linkedFrom.header ?? [])
    .sort((a, b) => a - b)
  const companyPositions = Object.values(before.pages.pages).flatMap((page) => page.linkedFrom.company ?? [])
  // Between the header's second and third items, and last in the footer's company column.
  const header = ((headerPositions[1] ?? 0) + (headerPositions[2] ?? 0)) / 2
  const company = Math.max(...companyPositions) + 1

  const list = join(dir, 'app/content/page-list.ts')
  const end = '} as const satisfies Record<string, SinglePage>'
  const row = `  careers: { pattern: '/careers', module: 'routes/careers.tsx', copy: 'careers', group: 'Main', linkedFrom: { header: ${header}, company: ${company} } },\n`
  writeFileSync(list, readFileSync(list, 'utf8').replace(end, `${row}${end}`))
  writeFileSync(join(dir, 'app/routes/careers.tsx'), ROUTE_MODULE)
  writeFileSync(join(dir, 'content/pages/careers.yaml'), stringify(careers))

  const site = await readSite(dir)
  expect(site.routes.default).toContainEqual(expect.objectContaining({ path: '/careers', file: 'routes/careers.tsx' }))
  expect(site.pages.prerenderPaths()).toContain('/careers')
  const sitemap = site.pages.indexablePages().map(({ path, name, group }) => ({ path, name, group }))
  expect(sitemap).toContainEqual({ path: '/careers', name: careers.name, group: 'Main' })
  expect(sitemap.filter((page) => page.path !== '/careers')).toEqual(
    before.pages.indexablePages().map(({ path, name, group }) => ({ path, name, group })),
  )

  const labels = before.navigation.mainNav.map((item) => item.label)
  expect(site.navigation.mainNav.map((item) => item.label)).toEqual([
    ...labels.slice(0, 2),
    'CAREERS',
    ...labels.slice(2),
  ])
  expect(site.navigation.footerLinks.company).toEqual([
    ...before.navigation.footerLinks.company,
    { label: careers.name, href: '/careers' },
  ])
  expect(site.navigation.footerLinks.legal).toEqual(before.navigation.footerLinks.legal)

  await renderAt(dir, 'app/components/layout/site-header.tsx', 'SiteHeader', '/careers')
  const main = screen.getByRole('navigation', { name: 'Main' })
  expect(within(main).getByRole('link', { name: 'CAREERS' })).toHaveAttribute('aria-current', 'page')
  expect(
    within(main)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === main),
  ).toHaveLength(labels.length + 1)
  const mobile = document.getElementById('mobile-menu')
  expect(mobile && within(mobile).getByRole('link', { name: 'CAREERS', hidden: true })).toHaveAttribute(
    'href',
    '/careers',
  )
  await renderAt(dir, 'app/components/layout/site-footer.tsx', 'SiteFooter', '/')
  const footer = screen.getByRole('contentinfo')
  expect(within(footer).getByRole('link', { name: careers.name })).toHaveAttribute('href', '/careers')

  await renderAt(dir, 'app/routes/careers.tsx', 'default', '/careers')
  expect(screen.getByRole('heading', { level: 1, name: careers.heading })).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: 'How we hire' })).toBeInTheDocument()
  expect(screen.getByText(careers.intro)).toBeInTheDocument()
}, 90_000)

test('a row that puts a page in the header needs its copy file to say the menu label, and says so', async () => {
  const dir = scratchProject()
  const list = join(dir, 'app/content/page-list.ts')
  const end = '} as const satisfies Record<string, SinglePage>'
  const row = `  careers: { pattern: '/careers', module: 'routes/careers.tsx', copy: 'careers', group: 'Main', linkedFrom: { header: 99 } },\n`
  writeFileSync(list, readFileSync(list, 'utf8').replace(end, `${row}${end}`))
  const { menuLabel: _none, ...withoutLabel } = careers
  writeFileSync(join(dir, 'content/pages/careers.yaml'), stringify(withoutLabel))
  await expect(readSite(dir)).rejects.toThrow('content/pages/careers.yaml needs a menuLabel')
}, 90_000)
