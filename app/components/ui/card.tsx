import type { ComponentProps } from 'react'
import { cn } from '#app/utils/cn'

/** The white, bordered surface every card on the site sits on. */
export function Card({ className, ...props }: ComponentProps<'article'>) {
  return (
    <article
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm',
        className,
      )}
      {...props}
    />
  )
}
