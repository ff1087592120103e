import { createElement, type ReactNode } from 'react'
import type { RichNode } from '#app/content/section-markdown'
import { cn } from '#app/utils/cn'
import { SectionAnchor } from './section-link'

function richNode(node: RichNode, key: number): ReactNode {
  if (typeof node === 'string') return node
  const children = node.children.map(richNode)
  if (node.tag === 'a') {
    return (
      <SectionAnchor key={key} href={node.href ?? '#'}>
        {children}
      </SectionAnchor>
    )
  }
  return createElement(node.tag, { key }, ...(node.tag === 'br' || node.tag === 'hr' ? [] : children))
}

/**
 * A section's Markdown as the build read it (app/content/section-markdown.ts): React elements of a
 * few tags, in the site's article typography. React writes every text as text, so nothing the owner
 * typed becomes markup.
 */
export function RichText({ nodes, className }: { nodes: readonly RichNode[]; className?: string }) {
  return (
    <div className={cn('prose prose-slate sm:prose-lg prose-a:text-brand-700', className)}>{nodes.map(richNode)}</div>
  )
}
