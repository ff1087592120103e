import type { MetaDescriptor } from 'react-router'
import { pageTitle } from '#app/content/pages'

type PageMetaInput = {
  name: string
  description: string
  /** Not-found pages ask search engines not to index them. */
  noindex?: boolean
}

/** The per-page <title> and meta tags, rendered into the prerendered HTML. */
export function pageMeta({ name, description, noindex = false }: PageMetaInput): MetaDescriptor[] {
  return [
    { title: pageTitle(name) },
    { name: 'description', content: description },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
}
