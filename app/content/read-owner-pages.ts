/**
 * The owner's pages (content/pages/added/*.yaml), each checked against ./owner-page-schema.ts, with
 * its address (the file name unless its `address` says otherwise) and why it is held back, if it is
 * (a draft: app/content/publication.ts). Runs in Node only, like ./read-content.ts, which makes it the
 * content module app/content/replaced-at-build/owner-pages.ts.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { type ContentSettings, check, displayPath, fileSlug, readYaml } from './content-files.ts'
import { OWNER_PAGES_FOLDER, type OwnerPageFile, OwnerPageSchema } from './owner-page-schema.ts'
import { type HeldBack, heldBack } from './publication.ts'

/** One owner's page as the site uses it. */
export type OwnerPage = Omit<OwnerPageFile, 'address' | 'draft' | 'menuLabel'> & {
  /** Its file's name: the route's id and, unless `address` is set, its address. */
  id: string
  path: string
  /** Its file, as messages name it. */
  file: string
  /** The header's words for it. */
  menuLabel: string
  held?: HeldBack
}

/** Every page file of content/pages/added/, drafts too, in the order of their file names. */
export function readOwnerPageFiles(settings: ContentSettings): OwnerPage[] {
  const dir = join(settings.contentDir, OWNER_PAGES_FOLDER)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml') && !name.startsWith('.'))
    .sort()
    .map((name) => {
      const file = join(dir, name)
      const id = fileSlug(file, '.yaml')
      const { address, draft, menuLabel, ...page } = check(OwnerPageSchema, readYaml(file), file)
      const held = heldBack({ draft }, settings.publishing.today)
      return {
        ...page,
        id,
        path: address ?? `/${id}`,
        file: displayPath(file),
        menuLabel: menuLabel ?? page.name.toUpperCase(),
        ...(held ? { held } : {}),
      }
    })
}
