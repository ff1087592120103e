import type { ComponentProps } from 'react'
import { cn } from '#app/utils/cn'

type CardProps = Omit<ComponentProps<'article'>, 'ref'> & {
  /** An article (the default) stands on its own and carries its own heading; a div is a plain panel. */
  as?: 'article' | 'div'
}

/** The white, bordered surface every card on the site sits on. */
export function Card({ as: Element = 'article', className, ...props }: CardProps) {
  return (
    <Element
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm',
        className,
      )}
      {...props}
    />
  )
}
