/**
 * The Markdown of a page section, read at build into plain data (RichText): elements of a short list
 * of tags, their text, and a link's address, nothing else. The page draws it as React elements
 * (app/components/sections/page-sections/rich-text.tsx), so no HTML the owner typed reaches the
 * page as HTML: it is shown as the text it is. Runs in Node only.
 */
import type { Element, RootContent as HastContent, Root as HastRoot } from 'hast'
import type { Nodes as MdastNode, Root as MdastRoot } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'

const RICH_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'em',
  'strong',
  'del',
  'code',
  'pre',
  'blockquote',
  'br',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const
type RichTag = (typeof RICH_TAGS)[number]

/** A piece of text, or an element of RICH_TAGS with its children (and, for a link, its address). */
export type RichNode = string | { tag: RichTag; href?: string; children: RichNode[] }
export type RichText = RichNode[]

const parser = unified().use(remarkParse).use(remarkGfm)

function childrenOf(node: MdastNode): MdastNode[] {
  return 'children' in node ? (node.children as MdastNode[]) : []
}

/** Every link and picture of the Markdown whose address `allowed` refuses. */
export function markdownLinkProblems(
  source: string,
  allowed: (url: string) => boolean,
): { kind: 'link' | 'image'; url: string }[] {
  const problems: { kind: 'link' | 'image'; url: string }[] = []
  const visit = (node: MdastNode) => {
    if (node.type === 'image' || node.type === 'imageReference') {
      problems.push({ kind: 'image', url: node.type === 'image' ? node.url : node.identifier })
    } else if ((node.type === 'link' || node.type === 'definition') && !allowed(node.url)) {
      problems.push({ kind: 'link', url: node.url })
    }
    for (const child of childrenOf(node)) visit(child)
  }
  visit(parser.parse(source))
  return problems
}

/** Where Markdown puts blocks: HTML typed there is a paragraph of its own. */
const BLOCK_PARENTS = ['root', 'blockquote', 'listItem']

/** HTML typed into the Markdown becomes text that reads as typed, never markup. */
function htmlAsText(node: MdastNode) {
  if (!('children' in node)) return
  const block = BLOCK_PARENTS.includes(node.type)
  node.children = (node.children as MdastNode[]).map((child) => {
    if (child.type !== 'html') return child
    const text = { type: 'text', value: child.value } as const
    return block ? { type: 'paragraph', children: [text] } : text
  }) as typeof node.children
  for (const child of node.children as MdastNode[]) htmlAsText(child)
}

/** The Markdown's heading depths used, each mapped in order to `first`, `first + 1`… (never skipping, at most h6). */
function headingLevels(tree: MdastRoot, first: number): Map<number, number> {
  const depths = new Set<number>()
  const visit = (node: MdastNode) => {
    if (node.type === 'heading') depths.add(node.depth)
    for (const child of childrenOf(node)) visit(child)
  }
  visit(tree)
  return new Map([...depths].sort().map((depth, rank) => [depth, Math.min(first + rank, 6)]))
}

function isRichTag(tag: string): tag is RichTag {
  return (RICH_TAGS as readonly string[]).includes(tag)
}

/** Elements whose children are blocks: the line breaks Markdown leaves between them are not text. */
const BLOCK_CONTAINERS = ['root', 'ul', 'ol', 'blockquote', 'table', 'thead', 'tbody', 'tr']

function richNodes(nodes: readonly HastContent[], levels: Map<number, number>, parent: string): RichNode[] {
  const blocks = BLOCK_CONTAINERS.includes(parent)
  return nodes.flatMap((node): RichNode[] => {
    if (node.type === 'text') return blocks && node.value.trim() === '' ? [] : [node.value]
    if (node.type !== 'element') return []
    return [richElement(node, levels)].flat()
  })
}

function richElement(element: Element, levels: Map<number, number>): RichNode | RichNode[] {
  const children = richNodes(element.children, levels, element.tagName)
  const heading = /^h([1-6])$/.exec(element.tagName)
  const tag = heading ? `h${levels.get(Number(heading[1])) ?? 6}` : element.tagName
  // Anything else Markdown makes (a footnote's <sup>, a task's checkbox) keeps only its text.
  if (!isRichTag(tag)) return children
  const href = tag === 'a' ? String(element.properties.href ?? '') : undefined
  return { tag, ...(href !== undefined ? { href } : {}), children }
}

/** The Markdown as RichText, its headings starting at `firstHeading` (3 under a section's h2). */
export function markdownToRichText(source: string, firstHeading: number): RichText {
  const tree = parser.parse(source)
  htmlAsText(tree)
  const levels = headingLevels(tree, firstHeading)
  const hast = unified().use(remarkRehype).runSync(tree) as HastRoot
  return richNodes(hast.children, levels, 'root')
}
