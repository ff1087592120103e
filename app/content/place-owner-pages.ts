/**
 * Where the owner's pages go on this build, by the rules across pages that the editor cannot state,
 * as it checks one file at a time: one page per address, none under an address the site keeps for
 * itself, and at most MAX_HEADER_LINKS links in the header. Whatever the editor saved, the site
 * publishes: the build resolves each clash the same way every time and says what it did, naming the
 * files (an OwnerWarning, printed by pipeline/report-owner-pages.ts). docs/decisions/036-the-build-settles-what-files-disagree-on.md.
 *
 * - **An address**: the site's own pages keep theirs; then a page whose address is its file name
 *   (`pricing.yaml` at `/pricing`), which no other file can have; then the pages that ask for it in
 *   their Address field, the first by file name. A page that loses is left out of this build. The one
 *   at fault is the one that asked for an address its file name did not give it.
 * - **The header**: the owner's links in the header's order (Position, then file name) up to the room
 *   the site's own links leave; the rest are linked from the footer's company column instead, last.
 *
 * Imports nothing that reads files: the page list runs it in the browser too.
 */
import type { AdviceLine, OwnerWarning } from '../config/advice-form'
import { MAX_HEADER_LINKS } from './header-size'
import { reservedPrefixOf } from './reserved-addresses'

/** What the placement reads of an owner's page. */
type Placeable = {
  id: string
  path: string
  file: string
  linkedFrom: 'sitemap' | 'header' | 'footer'
  position?: number
}

/** A page of the site's own: its address and its copy file, as messages name it. */
type SitePage = { path: string; file: string }

export type Placement<Page> = { pages: Page[]; warnings: OwnerWarning[] }

const ADDRESS_HEADING = 'Pages left out of this build, their address taken (docs/owner-guide.md "Add a page")'

/** Whether `page` is at the address its file name gives it, which no other owner's file can have. */
const atFileName = (page: Placeable) => page.path === `/${page.id}`

/** Why `page` cannot have its address, or undefined when it is free: taken by `holder`. */
function clash(page: Placeable, holder: { file: string; site: boolean; byName: boolean } | undefined) {
  const reserved = reservedPrefixOf(page.path)
  if (reserved)
    return `under ${reserved}, which the site keeps for itself (its collections, the editor, the build's files)`
  if (!holder) return undefined
  if (holder.site) return `the address of the site's own page (${holder.file})`
  if (holder.byName) return `the address of ${holder.file}, by its file name`
  return `the address ${holder.file} asks for too, which comes first by file name`
}

function placeAddresses<Page extends Placeable>(owned: readonly Page[], site: readonly SitePage[]) {
  const holders = new Map(site.map(({ path, file }) => [path, { file, site: true, byName: false }]))
  const lines: AdviceLine[] = []
  const kept = new Set<Page>()
  // Pages at their file name's address first: theirs is the address the site gives a file of that name.
  for (const page of [...owned.filter(atFileName), ...owned.filter((page) => !atFileName(page))]) {
    const problem = clash(page, holders.get(page.path))
    if (problem === undefined) {
      holders.set(page.path, { file: page.file, site: false, byName: atFileName(page) })
      kept.add(page)
      continue
    }
    const asked = atFileName(page) ? `its file name gives it the address ${page.path}` : page.path
    lines.push({
      file: page.file,
      path: ['address'],
      message: `${asked}, ${problem}: this page is left out until it has an address of its own`,
      label: 'Address',
    })
  }
  return { pages: owned.filter((page) => kept.has(page)), lines }
}

function placeHeaderLinks<Page extends Placeable>(owned: readonly Page[], siteHeaderLinks: number) {
  const room = Math.max(0, MAX_HEADER_LINKS - siteHeaderLinks)
  const asking = owned
    .filter((page) => page.linkedFrom === 'header')
    .sort((a, b) => (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY))
  const moved = new Set(asking.slice(room))
  const lines: AdviceLine[] = [...moved].map((page) => ({
    file: page.file,
    path: ['linkedFrom'],
    message:
      "header, past the links it holds (in the header's order: Position, then file name): linked from the footer instead",
    label: 'Linked from',
  }))
  // Its position was one in the header's row; in the footer it comes after the links placed there.
  const pages = owned.map((page) =>
    moved.has(page) ? { ...page, linkedFrom: 'footer' as const, position: undefined } : page,
  )
  const heading = `Header links moved to the footer: the header holds ${MAX_HEADER_LINKS} links, the site's ${siteHeaderLinks} and ${room} of yours, and ${asking.length} of yours asked (docs/owner-guide.md "Add a page")`
  return { pages, lines, heading }
}

/**
 * The owner's pages of this build, each at an address of its own and linked where there is room for
 * it, with a warning for each page the build left out or linked elsewhere; `owned` in file-name order.
 */
export function placeOwnerPages<Page extends Placeable>(
  owned: readonly Page[],
  site: { pages: readonly SitePage[]; headerLinks: number },
): Placement<Page> {
  const addressed = placeAddresses(owned, site.pages)
  const header = placeHeaderLinks(addressed.pages, site.headerLinks)
  const warnings = [
    { heading: ADDRESS_HEADING, lines: addressed.lines },
    { heading: header.heading, lines: header.lines },
  ].filter(({ lines }) => lines.length > 0)
  return { pages: header.pages, warnings }
}
