// @vitest-environment node
// Where the header links each page (./header-links.ts, decision 042): the site's own always in the
// bar, the owner's at their positions while the bar has room and in MORE past it, never elsewhere.
import { expect, test } from 'vitest'
import { atPositions, BAR_LINKS, headerLinks } from './header-links'

const SITE = ['HOME', 'ABOUT', 'SERVICES', 'CASE STUDIES', 'CONTACT']
/** The owner's header links as the page list hands them over: in file-name order, each with its Position. */
const owner = (...pages: [name: string, position?: number][]) =>
  pages.map(([item, position]) => (position === undefined ? { item } : { item, position }))

test('every link the owner asks for is in the header, the bar’s or MORE, once: however many they add', () => {
  for (let count = 0; count <= 12; count += 1) {
    const asked = owner(...Array.from({ length: count }, (_, index): [string] => [`PAGE ${index}`]))
    const { bar, more } = headerLinks(SITE, asked)
    expect([...bar, ...more].sort()).toEqual([...SITE, ...asked.map(({ item }) => item)].sort())
    expect(bar.length, `${count} of the owner’s`).toBe(Math.min(BAR_LINKS, SITE.length + count))
  }
})

test('the site’s own links always keep the bar, in their order, whatever positions the owner’s ask for', () => {
  const { bar, more } = headerLinks(SITE, owner(['TEAM', 1], ['PRICING', 1], ['FAQ', 2]))
  expect(bar.filter((item) => SITE.includes(item))).toEqual(SITE)
  expect(bar).toEqual(['TEAM', ...SITE])
  expect(more).toEqual(['PRICING', 'FAQ'])
})

test('the header’s order is Position, then file name: the first takes the bar’s room, the rest are in MORE in that order', () => {
  // In file-name order, as the page list gives them: a-team, b-prices, c-pricing, d-faq.
  const { bar, more } = headerLinks(SITE, owner(['A-TEAM'], ['B-PRICES', 4], ['C-PRICING', 3], ['D-FAQ']))
  expect(bar).toEqual(['HOME', 'ABOUT', 'C-PRICING', 'SERVICES', 'CASE STUDIES', 'CONTACT'])
  expect(more).toEqual(['B-PRICES', 'A-TEAM', 'D-FAQ'])
})

test('a page added after the live one, later in the header’s order, leaves the live one where it was', () => {
  const live = owner(['PRICING', 3])
  const before = headerLinks(SITE, live)
  const after = headerLinks(SITE, [...owner(['OUR TEAM']), ...live])
  expect(after.bar).toEqual(before.bar)
  expect(before.more).toEqual([])
  expect(after.more).toEqual(['OUR TEAM'])
})

test('a position past the end puts a link last, and an empty one after those with a position', () => {
  expect(atPositions(['A', 'B'], owner(['LAST'], ['FAR', 9], ['FIRST', 1]))).toEqual(['FIRST', 'A', 'B', 'FAR', 'LAST'])
})
