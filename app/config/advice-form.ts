/**
 * The one form of every refusal of what the owner wrote, whichever part of the build refuses it
 * (content, settings, photos, addresses, the header, the brand, the variables of a build): a heading
 * that says what is wrong and, when one file is at fault, names it; then a line per field, naming the
 * file when the heading does not, the field's path with positions counted from 1 as the owner counts
 * them (`sections › section 2 (team) › members › item 3 › name`), what is wrong and what would pass,
 * and the field's label in the editor. ./owner-advice.ts prints it without a stack.
 *
 * Imports nothing: the header (app/content/navigation.ts) and the legal pages refuse with it, and
 * they run in the browser too, where a Node module or the schemas would be dead weight.
 */

/**
 * Marks an error whose message is advice to the owner, which the build prints alone, without a stack
 * (./owner-advice.ts). A symbol of the global registry: Vite and React Router each load their own
 * copy of this module, so `instanceof` would not see one thrown by the other.
 */
export const OWNER_ADVICE = Symbol.for('owner-advice')

/** A refusal of what the owner wrote, in words that say what to change: the one error type the build prints as advice. */
export class OwnerAdvice extends Error {
  readonly [OWNER_ADVICE] = true
  override name = 'OwnerAdvice'
}

/**
 * One line of a refusal: the file (where the heading names none), the field's path in it (keys and
 * positions from 0, as the file and zod have them; `data`, the file's content, lets a position name
 * a section by its type), what is wrong and what would pass, and the editor's label for the field.
 */
export type AdviceLine = {
  file?: string
  path: readonly PropertyKey[]
  data?: unknown
  message: string
  label?: string
}

/** The text of a refusal: `heading:` then a line per field, the label after the problem's first line. */
export function adviceText(heading: string, lines: readonly AdviceLine[]): string {
  const body = lines.map(({ file, path, data, message, label }) => {
    // The label after the problem's first line, where a list of details may follow.
    const [first, ...details] = message.split('\n')
    const named = label ? `${first} (“${label}” in the editor)` : first
    const where = [file, pathInWords(data, path)].filter(Boolean).join(', ') || '(whole file)'
    return `  - ${where}: ${[named, ...details].join('\n')}`
  })
  return `${heading}:\n${body.join('\n')}`
}

/**
 * What the build did where the owner's files disagree with each other (two pages asking for one
 * address, a page at an address the site keeps, a redirect from a page's address), so that the site still publishes:
 * in the same form as a refusal, each line saying what the build did instead. ./owner-advice.ts
 * prints it, without a stack. Rules across files go here; a rule of one file is the editor's, and
 * the build refuses only what the editor could not have saved.
 */
export type OwnerWarning = { heading: string; lines: readonly AdviceLine[] }

/** A refusal in the one form, as the build prints it. */
export function refusal(heading: string, lines: readonly AdviceLine[]): OwnerAdvice {
  return new OwnerAdvice(adviceText(heading, lines))
}

const isIndexable = (value: unknown): value is Record<PropertyKey, unknown> =>
  typeof value === 'object' && value !== null

/**
 * Where a mistake is, in words: `title`, `mission.imageUrl`, or, through a list, with positions from 1:
 * "sections.1.members.0.photo" as "sections › section 2 (team) › members › item 1 › photo" (a section
 * named by its type, so the owner finds it in a long list). A position may come as a number (zod's
 * paths) or as digits (a field path written `sections.1`).
 */
export function pathInWords(data: unknown, path: readonly PropertyKey[]): string {
  let value = data
  let listed = false
  const parts = path.map((raw, index) => {
    const key = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw
    const item = isIndexable(value) ? value[key] : undefined
    value = item
    if (typeof key !== 'number') return String(key)
    listed = true
    const type = isIndexable(item) ? item.type : undefined
    const isSection = typeof type === 'string' || path[index - 1] === 'sections' || path[index + 1] === 'type'
    if (!isSection) return `item ${key + 1}`
    return typeof type === 'string' ? `section ${key + 1} (${type})` : `section ${key + 1}`
  })
  return parts.join(listed ? ' › ' : '.')
}
