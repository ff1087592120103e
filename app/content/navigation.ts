/**
 * The header's and footer's links, derived from where each row of the page list (app/content/page-list.ts)
 * says its page is linked, labelled by the pages' copy (content/pages/<page>.yaml).
 */
import { refusal } from '../config/advice-form'
import { type FooterList, linkedCollections, type NavLink, ownerPages, type Page, pages } from './page-list'

export type { NavLink }

export type NavItem = NavLink & {
  /** The pages of a collection under this item (SERVICES: the service pages), after `overviewLabel` linking the item's own page. */
  submenu?: { overviewLabel: string; links: NavLink[] }
}

/** Items in the order of their positions; two rows claiming one position is a mistake in the page list. */
function inOrder<Item>(place: string, placed: { position: number | undefined; item: Item }[]): Item[] {
  const sorted = placed.flatMap(({ position, item }) => (position === undefined ? [] : [{ position, item }]))
  sorted.sort((a, b) => a.position - b.position)
  for (const [index, { position }] of sorted.entries()) {
    if (sorted[index - 1]?.position === position) {
      throw new Error(`app/content/page-list.ts: two rows take position ${position} of the ${place}`)
    }
  }
  return sorted.map(({ item }) => item)
}

/** The editor's labels of the copy's header words (their key as words: pipeline/editor/editor-fields.ts). */
const MENU_WORD_LABELS = { menuLabel: 'Menu label', menuOverviewLabel: 'Menu overview label' } as const

/** A word of the page's copy that its place in the header needs. */
function menuWord(page: Page, field: keyof typeof MENU_WORD_LABELS): string {
  const word = (page.copy as { [field]?: string })[field]
  if (word === undefined) {
    const file = `content/pages/${page.copyFile}.yaml`
    throw refusal(`Invalid content file ${file}`, [
      {
        path: [field],
        message: `missing: the header links ${page.path} with this word`,
        label: MENU_WORD_LABELS[field],
      },
    ])
  }
  return word
}

function headerItem(page: Page): NavItem {
  const link = { label: menuWord(page, 'menuLabel'), href: page.path }
  const links = linkedCollections()
    .filter((collection) => collection.menuUnder === page.id)
    .flatMap((collection) => collection.links)
  return links.length === 0 ? link : { ...link, submenu: { overviewLabel: menuWord(page, 'menuOverviewLabel'), links } }
}

const allPages: Page[] = Object.values(pages)

/**
 * The owner's pages linked from `place`, each put at its position (1 first) among the site's own
 * links, in the order of their positions; one without a position comes last.
 */
function withOwnerPages<Item>(
  items: Item[],
  place: 'header' | 'footer',
  link: (page: (typeof ownerPages)[number]) => Item,
) {
  const placed = ownerPages
    .filter((page) => page.linkedFrom === place)
    .sort((a, b) => (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY))
  const result = [...items]
  for (const page of placed) result.splice((page.position ?? result.length + 1) - 1, 0, link(page))
  return result
}

function headerItems(): NavItem[] {
  const own = inOrder(
    'header',
    allPages.map((page) => ({ position: page.linkedFrom.header, item: page })),
  ).map(headerItem)
  // At most MAX_HEADER_LINKS: the page list links the rest from the footer (./place-owner-pages.ts).
  return withOwnerPages<NavItem>(own, 'header', (page) => ({ label: page.menuLabel, href: page.path }))
}

/** The header's items, left to right; the same links make the mobile menu. */
export const mainNav: NavItem[] = headerItems()

/**
 * How many links the header's row takes from 768 px wide. With more (an owner's page in the header,
 * up to MAX_HEADER_LINKS), the row starts at 1024 px and the menu button serves narrower screens,
 * where a sixth link would not fit beside the logo (measured: decision 027).
 */
const LINKS_FROM_768 = 5
export const headerRowFrom: 'md' | 'lg' = mainNav.length > LINKS_FROM_768 ? 'lg' : 'md'

function footerList(list: FooterList): NavLink[] {
  return inOrder(`footer's ${list} list`, [
    ...allPages.map((page) => ({ position: page.linkedFrom[list], item: [{ label: page.name, href: page.path }] })),
    ...linkedCollections().map(({ linkedFrom, links }) => ({ position: linkedFrom?.[list], item: links })),
  ]).flat()
}

/** The footer's lists of links, each in order; the owner's pages join the company column. */
export const footerLinks: Record<FooterList, NavLink[]> = {
  services: footerList('services'),
  company: withOwnerPages(footerList('company'), 'footer', (page) => ({ label: page.name, href: page.path })),
  legal: footerList('legal'),
}
