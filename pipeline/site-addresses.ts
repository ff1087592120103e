/**
 * The addresses a build answers, from its files and content: its pages, its not-found documents,
 * the path it is served under (app/config/base-path.ts) and the old addresses that moved (checked: ./addresses/check-redirects.ts). The serving rules record them
 * (./write-serving-rules.ts), and the not-found pages' address script knows the same ones
 * (./addresses/add-address-script.ts), read the same way.
 */
import { basePathOf } from '../app/config/base-path.ts'
import type { Configuration } from '../app/config/configuration-schema.ts'
import { notFoundDocuments } from '../app/content/page-list.ts'
import { contentSettingsOf } from '../app/content/read-content.ts'
import { readOwnerPageFiles } from '../app/content/read-owner-pages.ts'
import { heldBackPages, readRedirectEntries } from '../app/content/read-redirects.ts'
import { listFiles, pagesOfFiles, type ServingRules } from '../server/serving-rules.js'
import { checkRedirects } from './addresses/check-redirects.ts'

export type SiteAddresses = Pick<ServingRules, 'pages' | 'notFound' | 'redirects' | 'basePath'>

export function siteAddresses(clientDir: string, config: Configuration): SiteAddresses {
  const notFound = notFoundDocuments().map(({ prefix, file }) => ({ prefix, file }))
  const files = listFiles(clientDir)
  const pages = pagesOfFiles(
    files,
    notFound.map(({ file }) => file),
  )
  const content = contentSettingsOf(config)
  const pageFiles = new Map(readOwnerPageFiles(content).map((page) => [page.path, page.file]))
  const redirects = checkRedirects(readRedirectEntries(content), {
    pages,
    files,
    heldBack: heldBackPages(content),
    pageFiles,
  })
  return { pages, notFound, redirects, basePath: basePathOf(config.site.url) }
}
