/**
 * First parts of an address that belong to the site already: the collections' pages, the editor, the
 * build's own folders (scripts and styles, share images, photos), the enquiry's pages (its sent page
 * and the answer the endpoint fills: server/serving-rules.js ENQUIRY_ANSWERS) and the files of the not-found page
 * (404.html) and the home page (index.html). An owner's page may not take one: its address field's
 * pattern says so in the editor (./owner-page-schema.ts), and a page whose file name would give it
 * one is left out by the build, which says so (./place-owner-pages.ts). A module of its own, importing
 * nothing, as ./header-links.ts is: the page list that reads it runs in the browser too.
 */
export const RESERVED_PREFIXES = [
  'services',
  'insights',
  'case-studies',
  'admin',
  'assets',
  'share',
  'media',
  'enquiry',
  '404',
  'index',
]

/** The reserved first part `path` starts with (`/admin` for `/admin/x`), or undefined. */
export function reservedPrefixOf(path: string): string | undefined {
  const first = path.split('/')[1] ?? ''
  return RESERVED_PREFIXES.includes(first) ? `/${first}` : undefined
}
