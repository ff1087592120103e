/**
 * The owner's redirects (app/content/read-redirects.ts) resolved against what the build serves, so
 * that every host can be given them as they are. Each rule here is across files (a redirect and a
 * page, two redirects), which the editor cannot see as it checks one file at a time; so the build
 * never stops for one: it keeps what it can serve and says what it did with the rest, each line
 * naming the file and the entry (an OwnerWarning: app/config/advice-form.ts). docs/owner-guide.md "Redirects".
 *
 * - An old address that is a page or a file of the build: the page wins, the redirect is left out.
 * - An old address listed twice (in any spelling): the first entry is kept, the later left out.
 * - A chain through another old address: sent straight to where the chain ends.
 * - A loop, a target that is no page of this build (or is held back), an https address that is not
 *   one: left out, so the old address answers as any unknown address does.
 */
import type { AdviceLine, OwnerWarning } from '../../app/config/advice-form.ts'
import type { RedirectEntry } from '../../app/content/read-redirects.ts'
import { canonicalPath, pageFile, type Redirect } from '../../server/serving-rules.js'

const HEADING = 'Redirects the build changed (docs/owner-guide.md "Redirects")'

const isWebAddress = (to: string) => to.startsWith('https://')

/**
 * What the build serves: its pages, every file under client/, the pages it held back (path → file),
 * and the file of each page the owner added (path → file), so that a message names both files.
 */
export type ServedSite = {
  pages: string[]
  files: string[]
  heldBack?: Map<string, string>
  pageFiles?: Map<string, string>
}

function problemWithFrom(from: string, site: ServedSite, files: Set<string>): string | undefined {
  if (site.pages.includes(from)) {
    const source = site.pageFiles?.get(from)
    return `${from} is a page of this site${source ? ` (${source})` : ''}: a redirect from it would hide the page, so it is left out`
  }
  const file = [from.slice(1), pageFile(from)].find((candidate) => files.has(candidate))
  if (file)
    return `${from} is the address of ${file}, which the site serves: a redirect would hide it, so it is left out`
  return undefined
}

/** Where `to` leads once every old address on the way is followed, and the addresses passed. */
function follow(from: string, to: string, moved: Map<string, string>): { end: string; path: string[]; loop: boolean } {
  const path = [from, to]
  for (let next = moved.get(to); next !== undefined; next = moved.get(next)) {
    path.push(next)
    if (path.indexOf(next) < path.length - 1) return { end: next, path, loop: true }
  }
  return { end: path.at(-1) ?? to, path, loop: false }
}

/** Why the redirect cannot lead to `end`, or undefined when it is a page of this build or a valid https address. */
function problemWithEnd(end: string, site: ServedSite): string | undefined {
  if (isWebAddress(end)) return URL.canParse(end) ? undefined : `${end} is not a valid https:// address: left out`
  if (site.pages.includes(end)) return undefined
  const held = site.heldBack?.get(end)
  if (held)
    return `${end} is not on this build: ${held} is held back (a draft, or scheduled for a later day): left out until that is published`
  return `${end} is not a page of this site: left out, until it leads to one, such as /insights, or to an https:// address`
}

/** The redirects every host serves (old address in its canonical spelling), and what the build did with the others. */
export function checkRedirects(
  entries: RedirectEntry[],
  site: ServedSite,
): { redirects: Redirect[]; warnings: OwnerWarning[] } {
  const files = new Set(site.files)
  const lines: AdviceLine[] = []
  // `where`: the file, the entry and what it says; `label`: the editor's label of its list.
  const kept = new Map<string, Redirect & { source: string; where: string; label?: string }>()
  for (const entry of entries) {
    const from = canonicalPath(entry.from)
    const to = isWebAddress(entry.to) ? entry.to : canonicalPath(entry.to)
    const where = `${entry.source} (${entry.from} → ${entry.to})`
    const other = kept.get(from)
    const problem =
      problemWithFrom(from, site, files) ??
      (other ? `${from} is redirected already by ${other.source}, which comes first: this one is left out` : undefined)
    if (problem) lines.push({ file: where, path: [], message: problem, label: entry.label })
    else kept.set(from, { from, to, source: entry.source, where, label: entry.label })
  }
  const moved = new Map([...kept.values()].map(({ from, to }) => [from, to]))
  const redirects: Redirect[] = []
  for (const entry of kept.values()) {
    const { end, path, loop } = isWebAddress(entry.to)
      ? { end: entry.to, path: [], loop: false }
      : follow(entry.from, entry.to, moved)
    const problem = loop ? `a loop: ${path.join(' → ')}: left out` : problemWithEnd(end, site)
    const say = (message: string) => lines.push({ file: entry.where, path: [], message, label: entry.label })
    if (problem) {
      say(
        path.length > 2 && !loop
          ? `${entry.to} itself redirects (${path.slice(1).join(' → ')}), and ${problem}`
          : problem,
      )
      continue
    }
    if (end !== entry.to) say(`${entry.to} itself redirects (${path.slice(1).join(' → ')}): sent straight to ${end}`)
    redirects.push({ from: entry.from, to: end })
  }
  const warnings = lines.length > 0 ? [{ heading: HEADING, lines }] : []
  return { redirects: redirects.sort((a, b) => a.from.localeCompare(b.from)), warnings }
}
