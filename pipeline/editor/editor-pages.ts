/**
 * The editor's "Your pages" collection: the owner's pages, one file each in content/pages/added/,
 * created with "New page", each form generated from app/content/owner-page-schema.ts like every other
 * form (./editor-fields.ts), its sections a list of types to add, drag into order and remove. The
 * address field also refuses the addresses of the site's own pages, where the build would leave the
 * page out (app/content/place-owner-pages.ts), so that a form the editor saves is a page the next
 * build publishes. Another owner's page's address the editor cannot see: the build keeps the page whose
 * file name gives it that address, leaves the other out and says so.
 */
import { OWNER_PAGES_FOLDER, OwnerPageSchema } from '../../app/content/owner-page-schema.ts'
import { pages } from '../../app/content/page-list.ts'
import { CONTENT_FOLDER, type EditorCollection, type EditorField, folderFields } from './editor-collections.ts'

/** The address field's pattern, with the site's own pages' addresses refused as well. */
function withSitePages(field: EditorField): EditorField {
  if (field.name !== 'address' || field.pattern === undefined) return field
  const taken = Object.values(pages).map((page) => page.path.replace(/[-/]/g, (character) => `\\${character}`))
  const [pattern, message] = field.pattern
  return {
    ...field,
    pattern: [
      pattern.replace(/^\^/, `^(?!(${taken.join('|')})$)`),
      `${message}, nor a page the site has: ${Object.values(pages)
        .map((page) => page.path)
        .join(' ')}`,
    ],
  }
}

export function ownerPagesCollection(contentDir: string): EditorCollection {
  return {
    name: 'added-pages',
    label: 'Your pages',
    label_singular: 'Page',
    description:
      'Pages you add: each is a file, at the address of its file name (from the page name when you create one) unless you give it one; a page asking for another page’s address is left out of the site, and the build log says so. Add sections from the list of types, drag them into order.',
    folder: `${CONTENT_FOLDER}/${OWNER_PAGES_FOLDER}`,
    extension: 'yaml',
    format: 'yaml',
    create: true,
    identifier_field: 'name',
    slug: '{{slug}}',
    summary: '{{name}}',
    fields: folderFields(OwnerPageSchema, contentDir, OWNER_PAGES_FOLDER).map(withSitePages),
  }
}
