/**
 * The addresses a build answers, from its files and content: its pages, its not-found documents,
 * the path it is served under (app/config/base-path.ts) and the old addresses that moved (resolved:
 * ./addresses/check-redirects.ts, with what it did with the others). The serving rules record them
 * (./write-serving-rules.ts), and the not-found pages' address script knows the same ones
 * (./addresses/add-address-script.ts, which prints the warnings), read the same way.
 */
import type { OwnerWarning } from '../app/config/advice-form.ts'
import { basePathOf } from '../app/config/base-path.ts'
import type { Configuration } from '../app/config/configuration-schema.ts'
import { notFoundDocuments, ownerPages } from '../app/content/page-list.ts'
import { contentSettingsOf } from '../app/content/read-content.ts'
import { heldBackPages, readRedirectEntries } from '../app/content/read-redirects.ts'
import { listFiles, pagesOfFiles, type ServingRules } from '../server/serving-rules.js'
import { checkRedirects } from './addresses/check-redirects.ts'

export type SiteAddresses = Pick<ServingRules, 'pages' | 'notFound' | 'redirects' | 'basePath'>

export function siteAddresses(
  clientDir: string,
  config: Configuration,
): { addresses: SiteAddresses; warnings: OwnerWarning[] } {
  const notFound = notFoundDocuments().map(({ prefix, file }) => ({ prefix, file }))
  const files = listFiles(clientDir)
  const pages = pagesOfFiles(
    files,
    notFound.map(({ file }) => file),
  )
  const content = contentSettingsOf(config)
  // The owner's pages of this build, as the page list placed them: a message names the file of each.
  const pageFiles = new Map(ownerPages.map((page) => [page.path, page.file]))
  const { redirects, warnings } = checkRedirects(readRedirectEntries(content), {
    pages,
    files,
    heldBack: heldBackPages(content),
    pageFiles,
  })
  return { addresses: { pages, notFound, redirects, basePath: basePathOf(config.site.url) }, warnings }
}
