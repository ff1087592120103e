/**
 * The build's check that each owner's page (content/pages/added/) has an address of its own. Its
 * schema's pattern (./owner-page-schema.ts) already keeps it out of the collections, the editor, the
 * build's folders and the files the build writes (which have a dot); what only the whole site shows is
 * checked here: the address of a page of the site, or of another owner's page. The message names both files,
 * in the form of every refusal (app/config/advice-form.ts).
 */
import { refusal } from '../config/advice-form.ts'

type Placed = { path: string; file: string }

export function checkOwnerAddresses<Page extends Placed>(owned: readonly Page[], fixed: readonly Placed[]): Page[] {
  const taken = new Map(fixed.map((page) => [page.path, page.file]))
  for (const page of owned) {
    const other = taken.get(page.path)
    if (other !== undefined) {
      throw refusal(`Two pages have the address ${page.path}`, [
        {
          file: page.file,
          path: ['address'],
          message: `${page.path} is already the page of ${other}: give this page another address, by its file name or this field`,
          label: 'Address',
        },
      ])
    }
    taken.set(page.path, page.file)
  }
  return [...owned]
}
