import type { ComponentProps } from 'react'
import { cn } from '#app/utils/cn'

/** A small pill label, e.g. a case study's category. */
export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset',
        className,
      )}
      {...props}
    />
  )
}
