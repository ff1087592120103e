/**
 * A rehype step for Markdown bodies: marks each link whose text is its own address (an e-mail or a
 * bare URL) with `data-url-in-text`, so the print styles (app/styles/print.css) don't print the
 * address a second time after it.
 */
import type { Element, Root, RootContent } from 'hast'

function textOf(node: Element | RootContent): string {
  if (node.type === 'text') return node.value
  return 'children' in node ? node.children.map(textOf).join('') : ''
}

function visitLinks(node: Root | Element, mark: (link: Element) => void) {
  for (const child of node.children) {
    if (child.type !== 'element') continue
    if (child.tagName === 'a') mark(child)
    visitLinks(child, mark)
  }
}

export function markSelfDescribingLinks() {
  return (tree: Root) =>
    visitLinks(tree, (link) => {
      const href = String(link.properties.href ?? '')
      const text = textOf(link).trim()
      const address = href.replace(/^mailto:/, '').replace(/^https?:\/\//, '')
      if (text === href || text === address || `https://${text}` === href) link.properties.dataUrlInText = ''
    })
}
