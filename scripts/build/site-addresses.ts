/**
 * The addresses a build answers, from its files: its pages, its not-found documents and the old
 * addresses that moved. The serving rules record them (./write-serving-rules.ts), and the not-found
 * pages' address script knows the same ones (./add-address-script.ts), read the same way.
 */
import { notFoundDocuments } from '../../app/content/pages.ts'
import { listFiles, pagesOfFiles, type ServingRules } from '../../server/serving-rules.js'

export type SiteAddresses = Pick<ServingRules, 'pages' | 'notFound' | 'redirects'>

export function siteAddresses(clientDir: string): SiteAddresses {
  const notFound = notFoundDocuments().map(({ prefix, file }) => ({ prefix, file }))
  const pages = pagesOfFiles(
    listFiles(clientDir),
    notFound.map(({ file }) => file),
  )
  return { pages, notFound, redirects: [] }
}
