/**
 * A rehype step for Markdown bodies: a link or image the owner wrote as a path of the site
 * (`[our services](/services)`) is given the site's base path, so it works on a site served under
 * one (app/config/base-path.ts). Other addresses (`https://…`, `mailto:`, `#part`, `//host`) stay.
 */
import type { Element, Root } from 'hast'

function visit(node: Root | Element, change: (element: Element) => void) {
  for (const child of node.children) {
    if (child.type !== 'element') continue
    change(child)
    visit(child, change)
  }
}

const sitePathPattern = /^\/(?!\/)/

export function linksUnderBasePath(basePath: string) {
  return (tree: Root) => {
    if (!basePath) return
    visit(tree, (element) => {
      for (const name of ['href', 'src'] as const) {
        const value = element.properties[name]
        if (typeof value === 'string' && sitePathPattern.test(value)) element.properties[name] = `${basePath}${value}`
      }
    })
  }
}
