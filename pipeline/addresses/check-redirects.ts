/**
 * The owner's redirects (app/content/read-redirects.ts) checked against what the build serves, so
 * that every host can be given them as they are: an old address may not be a page or a file of the
 * build (the redirect would hide it), nor listed twice; it must lead to a page of this build or an
 * https:// address, straight (no chain through another old address, no loop). Every problem is
 * listed at once, each naming the file and the entry that says it. docs/owner-guide.md "Redirects".
 */
import { type AdviceLine, adviceText, OwnerAdvice } from '../../app/config/advice-form.ts'
import type { RedirectEntry } from '../../app/content/read-redirects.ts'
import { canonicalPath, pageFile, type Redirect } from '../../server/serving-rules.js'

/** The owner's to fix, in the form of every refusal (app/config/advice-form.ts), printed without a stack. */
class RedirectError extends OwnerAdvice {
  constructor(problems: AdviceLine[]) {
    super(adviceText('Invalid redirects (docs/owner-guide.md "Redirects")', problems))
    this.name = 'RedirectError'
  }
}

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
    return `${from} is a page of this site${source ? ` (${source})` : ''}: a redirect from it would hide the page`
  }
  const file = [from.slice(1), pageFile(from)].find((candidate) => files.has(candidate))
  if (file) return `${from} is the address of ${file}, which the site serves: a redirect would hide it`
  return undefined
}

function problemWithTo(entry: Redirect, site: ServedSite, moved: Map<string, string>): string | undefined {
  const { from, to } = entry
  if (isWebAddress(to)) {
    return URL.canParse(to) ? undefined : `${to} is not a valid https:// address`
  }
  if (site.pages.includes(to)) return undefined
  if (moved.has(to)) {
    const path = [from, to]
    for (let next = moved.get(to); next !== undefined; next = moved.get(next)) {
      path.push(next)
      if (path.indexOf(next) < path.length - 1) return `a loop: ${path.join(' → ')}`
    }
    return `${to} itself redirects (${path.slice(1).join(' → ')}): point ${from} straight at ${path.at(-1)}`
  }
  const held = site.heldBack?.get(to)
  if (held) return `${to} is not on this build: ${held} is held back (a draft, or scheduled for a later day)`
  return `${to} is not a page of this site: point it at one, such as /insights, or at an https:// address`
}

/** The redirects as every host serves them (old address in its canonical spelling), or a RedirectError. */
export function checkRedirects(entries: RedirectEntry[], site: ServedSite): Redirect[] {
  const files = new Set(site.files)
  const problems: AdviceLine[] = []
  // `where`: the file, the entry and what it says; `label`: the editor's label of its list.
  const kept = new Map<string, Redirect & { source: string; where: string; label?: string }>()
  for (const entry of entries) {
    const from = canonicalPath(entry.from)
    const to = isWebAddress(entry.to) ? entry.to : canonicalPath(entry.to)
    const where = `${entry.source} (${entry.from} → ${entry.to})`
    const other = kept.get(from)
    const problem =
      problemWithFrom(from, site, files) ?? (other ? `${from} is redirected already by ${other.source}` : undefined)
    if (problem) problems.push({ file: where, path: [], message: problem, label: entry.label })
    else kept.set(from, { from, to, source: entry.source, where, label: entry.label })
  }
  const moved = new Map([...kept.values()].map(({ from, to }) => [from, to]))
  for (const entry of kept.values()) {
    const problem = problemWithTo(entry, site, moved)
    if (problem) problems.push({ file: entry.where, path: [], message: problem, label: entry.label })
  }
  if (problems.length > 0) throw new RedirectError(problems)
  return [...kept.values()].map(({ from, to }) => ({ from, to })).sort((a, b) => a.from.localeCompare(b.from))
}
