// @vitest-environment node
// The rules across the owner's pages, resolved the same way every time so that whatever the editor
// saved publishes, each with the warning the build log prints (./place-owner-pages.ts).
import { expect, test } from 'vitest'
import { adviceText } from '../config/advice-form'
import { placeOwnerPages } from './place-owner-pages'

type Linked = 'sitemap' | 'header' | 'footer'

/** An owner's page as the reader makes it: at its file name's address unless `address` says otherwise. */
const page = (id: string, more: { address?: string; linkedFrom?: Linked; position?: number } = {}) => ({
  id,
  path: more.address ?? `/${id}`,
  file: `content/pages/added/${id}.yaml`,
  linkedFrom: more.linkedFrom ?? 'sitemap',
  ...(more.position === undefined ? {} : { position: more.position }),
})

const site = {
  pages: [
    { path: '/', file: 'content/pages/home.yaml' },
    { path: '/about', file: 'content/pages/about.yaml' },
  ],
}

/** The placement of `owned`, with its warnings as the build log prints them. */
function place(owned: ReturnType<typeof page>[]) {
  const { pages, warnings } = placeOwnerPages(owned, site)
  return {
    ids: pages.map((kept) => kept.id),
    pages,
    log: warnings.map((w) => adviceText(w.heading, w.lines)).join('\n'),
  }
}

test('pages at addresses of their own are all kept, with nothing to say', () => {
  expect(place([page('faq'), page('pricing'), page('team', { address: '/about/team' })])).toMatchObject({
    ids: ['faq', 'pricing', 'team'],
    log: '',
  })
})

test('a page asking for the address another page has by its file name is left out, and is the one named', () => {
  // prices.yaml sorts before pricing.yaml: file-name order alone would have blamed pricing.yaml.
  const { ids, log } = place([page('prices', { address: '/pricing' }), page('pricing')])
  expect(ids).toEqual(['pricing'])
  expect(log).toBe(
    'Pages left out of this build, their address taken (docs/owner-guide.md "Add a page"):\n' +
      '  - content/pages/added/prices.yaml, address: /pricing, the address of content/pages/added/pricing.yaml, by its file name: this page is left out until it has an address of its own (“Address” in the editor)',
  )
})

test('two pages asking for one address in their Address field: the first by file name keeps it', () => {
  const { ids, log } = place([page('b-team', { address: '/team' }), page('a-team', { address: '/team' })].reverse())
  expect(ids).toEqual(['a-team'])
  expect(log).toMatch(
    /- content\/pages\/added\/b-team\.yaml, address: \/team, the address content\/pages\/added\/a-team\.yaml asks for too, which comes first by file name: this page is left out/,
  )
})

test('a page at the address of a page of the site’s own, or under one the site keeps, is left out naming why', () => {
  const { ids, log } = place([
    page('about'),
    page('admin'),
    page('who-we-are', { address: '/about' }),
    page('assets'),
    page('pricing'),
  ])
  expect(ids).toEqual(['pricing'])
  expect(log).toContain(
    "- content/pages/added/about.yaml, address: its file name gives it the address /about, the address of the site's own page (content/pages/about.yaml): this page is left out",
  )
  expect(log).toContain("- content/pages/added/who-we-are.yaml, address: /about, the address of the site's own page")
  expect(log).toMatch(
    /- content\/pages\/added\/admin\.yaml, address: its file name gives it the address \/admin, under \/admin, which the site keeps for itself/,
  )
  expect(log).toMatch(/assets\.yaml, address: its file name gives it the address \/assets, under \/assets/)
})

test('header links, however many, stay header links where their files ask, with nothing to say: none moves to the footer', () => {
  const header = (id: string, position?: number) => page(id, { linkedFrom: 'header', position })
  const owned = [header('a-last'), header('b-first', 1), header('c-second', 2), header('d-last'), header('e', 3)]
  const { pages, log } = place([...owned, page('faq', { linkedFrom: 'footer' })])
  expect(pages.map(({ id, linkedFrom, position }) => ({ id, linkedFrom, position }))).toEqual(
    [...owned, page('faq', { linkedFrom: 'footer' })].map(({ id, linkedFrom, position }) => ({
      id,
      linkedFrom,
      position,
    })),
  )
  expect(log).toBe('')
})

test('a page left out for its address takes no place in the header', () => {
  const { ids, pages } = place([
    page('prices', { address: '/pricing', linkedFrom: 'header', position: 1 }),
    page('pricing', { linkedFrom: 'header' }),
  ])
  expect(ids).toEqual(['pricing'])
  expect(pages[0]?.linkedFrom).toBe('header')
})
