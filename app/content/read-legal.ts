/**
 * The legal texts (content/legal/privacy.md and terms.md), with the site's name, e-mail and address
 * written in where they say {company}, {email} or {siteUrl}. Runs in Node only, like ./read-content.ts.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { basePathOf, homeAddress } from '../config/base-path.ts'
import { ContentError, type ContentSettings, check, displayPath, fillPlaceholders } from './content-files.ts'
import { readMarkdown } from './read-markdown.ts'
import { LegalFrontMatterSchema } from './schemas.ts'

/** What legal texts may write as {company}, {email} and {siteUrl}: the build's site configuration (docs/owner-guide.md "Configure the site"). */
function legalPlaceholders({ site }: ContentSettings): Record<string, string> {
  return { company: site.name, email: site.email, siteUrl: homeAddress(site.url) }
}

const LEGAL_DOCUMENTS = ['privacy', 'terms'] as const

export function readLegal(settings: ContentSettings) {
  const values = legalPlaceholders(settings)
  const documents = LEGAL_DOCUMENTS.map((name) => {
    const file = join(settings.contentDir, 'legal', `${name}.md`)
    if (!existsSync(file)) throw new ContentError(displayPath(file), [{ path: [], message: 'the file is missing' }])
    const { frontMatter, html } = readMarkdown(file, basePathOf(settings.site.url), (source) =>
      fillPlaceholders(source, values, file),
    )
    return [name, { ...check(LegalFrontMatterSchema, frontMatter, file), html }] as const
  })
  // Object.fromEntries loses the pairing of names and documents; LEGAL_DOCUMENTS lists each once.
  return Object.fromEntries(documents) as Record<(typeof LEGAL_DOCUMENTS)[number], (typeof documents)[number][1]>
}
