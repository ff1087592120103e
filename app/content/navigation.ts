/**
 * The header's and footer's links, derived from where each row of the page list (app/content/page-list.ts)
 * says its page is linked, labelled by the pages' copy (content/pages/<page>.yaml).
 */
import { refusal } from '../config/advice-form'
import { atPositions, headerLinks } from './header-links'
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

/** The owner's pages linked from `place`, each with its Position, in file-name order (./page-list.ts). */
function ownerLinks<Item>(place: 'header' | 'footer', link: (page: (typeof ownerPages)[number]) => Item) {
  return ownerPages
    .filter((page) => page.linkedFrom === place)
    .map((page) => ({ position: page.position, item: link(page) }))
}

const header = headerLinks<NavItem>(
  inOrder(
    'header',
    allPages.map((page) => ({ position: page.linkedFrom.header, item: page })),
  ).map(headerItem),
  ownerLinks('header', (page) => ({ label: page.menuLabel, href: page.path })),
)

/** The header bar's items, left to right; the same links make the mobile menu. */
export const mainNav: NavItem[] = header.bar

/**
 * The owner's header links past the bar's room (./header-links.ts), in the header's order: the bar's
 * MORE menu lists them, and the mobile menu after the bar's links. Empty while the bar has room.
 */
export const moreNav: NavLink[] = header.more

/**
 * From which width the header shows its bar: five links fit from 768 px (md); a sixth does not fit
 * beside the logo there but six do from 1024 px (lg, measured: decision 027); six and the MORE menu
 * from 1280 px (xl, measured: decision 042). Narrower screens get the menu button.
 */
const LINKS_FROM_768 = 5
export const headerRowFrom: 'md' | 'lg' | 'xl' =
  moreNav.length > 0 ? 'xl' : mainNav.length > LINKS_FROM_768 ? 'lg' : 'md'

function footerList(list: FooterList): NavLink[] {
  return inOrder(`footer's ${list} list`, [
    ...allPages.map((page) => ({ position: page.linkedFrom[list], item: [{ label: page.name, href: page.path }] })),
    ...linkedCollections().map(({ linkedFrom, links }) => ({ position: linkedFrom?.[list], item: links })),
  ]).flat()
}

/** The footer's lists of links, each in order; the owner's pages join the company column. */
export const footerLinks: Record<FooterList, NavLink[]> = {
  services: footerList('services'),
  company: atPositions(
    footerList('company'),
    ownerLinks('footer', (page) => ({ label: page.name, href: page.path })),
  ),
  legal: footerList('legal'),
}
