/** Article bodies as HTML, rendered from Markdown at build time; only the article page imports them. */
import { entries } from './replaced-at-build/articles'

export function articleBody(slug: string): string | undefined {
  return entries.find((article) => article.slug === slug)?.html
}
