/**
 * CSP hash sources for everything inline in one prerendered document, read with an HTML parser
 * (parse5, the parser jsdom uses) so that entities, quoting and attribute order read as a browser
 * reads them: each inline `<script>` body (React Router's context and module bootstrap, React's
 * streaming runtime) and each distinct `style="…"` value (Radix renders a few; they need
 * `'unsafe-hashes'`). A hash covers the decoded value, as the browser checks it.
 */
import { createHash } from 'node:crypto'
import { type DefaultTreeAdapterMap, parse } from 'parse5'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

export type InlineHashes = { scripts: string[]; styles: string[] }

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node
  const children = 'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : []
  for (const child of children) yield* elements(child)
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value

/** A script the browser runs from its body: no src, and not a data block such as JSON-LD. */
function isInlineScript(element: Element): boolean {
  if (element.tagName !== 'script' || attribute(element, 'src') !== undefined) return false
  return attribute(element, 'type')?.trim().toLowerCase() !== 'application/ld+json'
}

function text(element: Element): string {
  return element.childNodes.map((child) => ('value' in child ? child.value : '')).join('')
}

export function hashInlineContent(html: string): InlineHashes {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const element of elements(parse(html))) {
    if (isInlineScript(element)) scripts.add(sha256Source(text(element)))
    const style = attribute(element, 'style')
    if (style !== undefined) styles.add(sha256Source(style))
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() }
}
