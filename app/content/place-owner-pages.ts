/**
 * Where the owner's pages go on this build, by the rule across pages that the editor cannot state, as
 * it checks one file at a time: one page per address, none under an address the site keeps for
 * itself. Whatever the editor saved, the site publishes: the build resolves each clash the same way
 * every time and says what it did, naming the files (an OwnerWarning, printed by
 * pipeline/report-owner-pages.ts). docs/decisions/036-the-build-settles-what-files-disagree-on.md.
 *
 * The site's own pages keep their addresses; then a page whose address is its file name
 * (`pricing.yaml` at `/pricing`), which no other file can have; then the pages that ask for it in
 * their Address field, the first by file name. A page that loses is left out of this build. The one
 * at fault is the one that asked for an address its file name did not give it.
 *
 * Where a kept page is linked is its own `linkedFrom`, never changed here: the header links every
 * page that asks, past its bar's room in its MORE menu (./header-links.ts, decision 042).
 *
 * Imports nothing that reads files: the page list runs it in the browser too.
 */
import type { AdviceLine, OwnerWarning } from '../config/advice-form'
import { reservedPrefixOf } from './reserved-addresses'

/** What the placement reads of an owner's page. */
type Placeable = {
  id: string
  path: string
  file: string
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

/**
 * The owner's pages of this build, each at an address of its own, with a warning for each page the
 * build left out; `owned` in file-name order.
 */
export function placeOwnerPages<Page extends Placeable>(
  owned: readonly Page[],
  site: { pages: readonly SitePage[] },
): Placement<Page> {
  const addressed = placeAddresses(owned, site.pages)
  const warnings = [{ heading: ADDRESS_HEADING, lines: addressed.lines }].filter(({ lines }) => lines.length > 0)
  return { pages: addressed.pages, warnings }
}
