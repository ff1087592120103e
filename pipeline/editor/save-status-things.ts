/**
 * What /admin's strip says of a save whose build settled things for the owner (a page left out, a
 * file written by hand…: pipeline/owner-report.ts): "Live, with 2 things to look at", and, opened,
 * the list, each naming the field as the editor labels it and the file. The list is the site's
 * published report (/admin/build-report.json) when it was built from that save; for another save,
 * the count the content check posted and a link to its log, which lists them. Runs in the editor's
 * page, written into /admin/save-status.js by ./save-status-panel.ts: nothing from outside its body.
 */
import type { SaveSummary } from './save-status.ts'

/** The strip's words for `save` (`stateText`, its state's: "Live"), and what to show under it when opened. */
export function describeSave(
  doc: Document,
  save: Pick<SaveSummary, 'state' | 'thingsToLookAt' | 'things' | 'checkLog'>,
  stateText: string,
): { text: string; parts: HTMLElement[] } {
  const count = save.things?.length ?? save.thingsToLookAt ?? 0
  // Only a build that passed settled anything; a failed or running one has its own words.
  if (count === 0 || (save.state !== 'live' && save.state !== 'unreported')) return { text: stateText, parts: [] }
  const make = <Tag extends keyof HTMLElementTagNameMap>(tag: Tag, text = '') => {
    const element = doc.createElement(tag)
    if (text) element.textContent = text
    return element
  }
  const text = `${stateText}, with ${count} ${count === 1 ? 'thing' : 'things'} to look at`
  if (!save.things) {
    const where = make('p', 'The content check’s log lists them, each naming the file and the field: ')
    const link = make('a', 'open the log')
    if (save.checkLog) Object.assign(link, { href: save.checkLog, target: '_blank', rel: 'noopener noreferrer' })
    if (save.checkLog) where.append(link)
    else where.textContent = 'The content check’s log lists them, each naming the file and the field.'
    return { text, parts: [where] }
  }
  // Grouped by what the build did, each under its heading, in the build's order.
  const parts: HTMLElement[] = []
  for (const about of [...new Set(save.things.map((thing) => thing.about))]) {
    const list = make('ul')
    list.className = 'save-things'
    for (const { file, field, label, message } of save.things.filter((thing) => thing.about === about)) {
      const item = make('li')
      const where = [file, field].filter(Boolean).join(', ')
      item.append(make('strong', label || field || file), ` in ${where}: ${message}`)
      list.append(item)
    }
    parts.push(make('p', `${about}:`), list)
  }
  return { text, parts }
}
