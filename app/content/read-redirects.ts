/**
 * Every redirect the owner asked for, as written, with where each was written: content/redirects.yaml
 * (pages that went away) and the `redirectFrom:` of each article, service and case study on this
 * build (old addresses after a rename). Node only, like ./read-content.ts; the build checks them
 * against its pages and files (pipeline/addresses/check-redirects.ts). docs/owner-guide.md "Redirects".
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { href } from 'react-router'
import { pathInWords } from '../config/advice-form.ts'
import { type ContentSettings, check, displayPath, readYaml } from './content-files.ts'
import type { HeldBack } from './publication.ts'
import { RedirectsFileSchema } from './publishing-schemas.ts'
import { collectionFiles, isOnSite, type Sourced } from './read-content.ts'

/**
 * One redirect as written: an old address, where it leads, the file and entry that say so (positions
 * from 1, as every refusal counts them: app/config/advice-form.ts) and the editor's label of its list.
 */
export type RedirectEntry = { from: string; to: string; source: string; label?: string }

const REDIRECTS_FILE = 'redirects.yaml'

function movedTo<Entry extends { held?: HeldBack }>(
  settings: ContentSettings,
  files: Sourced<Entry>[],
  to: (entry: Entry) => string,
) {
  return files
    .filter(({ entry }) => isOnSite(entry, settings))
    .flatMap(({ file, entry, redirectFrom }) =>
      redirectFrom.map((from, index) => ({
        from,
        to: to(entry),
        source: `${file}, ${pathInWords(undefined, ['redirectFrom', index])}`,
        label: 'Old addresses',
      })),
    )
}

export function readRedirectEntries(settings: ContentSettings): RedirectEntry[] {
  const file = join(settings.contentDir, REDIRECTS_FILE)
  const listed = existsSync(file)
    ? check(RedirectsFileSchema, readYaml(file), file).redirects.map((redirect, index) => ({
        ...redirect,
        source: `${displayPath(file)}, ${pathInWords(undefined, ['redirects', index])}`,
        label: 'Redirects',
      }))
    : []
  const { articles, services, caseStudies } = collectionFiles(settings)
  return [
    ...listed,
    ...movedTo(settings, articles, (article) => href('/insights/:slug', { slug: article.slug })),
    ...movedTo(settings, services, (service) => href('/services/:id', { id: service.id })),
    // A case study has no page of its own: the case studies page shows it.
    ...movedTo(settings, caseStudies, () => href('/case-studies')),
  ]
}

/** The pages a build leaves out (drafts, scheduled articles) by path, with their files: for clearer messages. */
export function heldBackPages(settings: ContentSettings): Map<string, string> {
  const { articles, services } = collectionFiles(settings)
  return new Map([
    ...articles
      .filter(({ entry }) => !isOnSite(entry, settings))
      .map(({ entry, file }) => [href('/insights/:slug', { slug: entry.slug }), file] as const),
    ...services
      .filter(({ entry }) => !isOnSite(entry, settings))
      .map(({ entry, file }) => [href('/services/:id', { id: entry.id }), file] as const),
  ])
}
