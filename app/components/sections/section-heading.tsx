import type { ReactNode } from 'react'
import { cn } from '#app/utils/cn'

type SectionHeadingProps = {
  eyebrow?: string
  title: string
  text?: string
  align?: 'center' | 'left'
  /** `light` for dark backgrounds. */
  tone?: 'dark' | 'light'
  id?: string
  className?: string
}

/** The eyebrow, h2 and lead paragraph that open a page section. */
export function SectionHeading({
  eyebrow,
  title,
  text,
  align = 'center',
  tone = 'dark',
  id,
  className,
}: SectionHeadingProps) {
  const light = tone === 'light'
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p
          className={cn('text-sm font-semibold tracking-widest uppercase', light ? 'text-brand-200' : 'text-brand-700')}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          'mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          light ? 'text-white' : 'text-slate-900',
        )}
      >
        {title}
      </h2>
      {text ? (
        <p className={cn('mt-4 text-lg leading-8', light ? 'text-brand-100' : 'text-slate-600')}>{text}</p>
      ) : null}
    </div>
  )
}

type HeadedSectionProps = {
  /** Names the heading (`${name}-heading`, which labels the section) and, with `anchor`, the section's id. */
  name: string
  /** Gives the section the id `name`, so it can be linked to (`/#services`). */
  anchor?: boolean
  background?: 'white' | 'muted'
  heading: Pick<SectionHeadingProps, 'eyebrow' | 'title' | 'text'>
  children: ReactNode
}

/** A full-width page section: landmark labelled by its centred heading, then its content below. */
export function HeadedSection({ name, anchor = false, background = 'white', heading, children }: HeadedSectionProps) {
  return (
    <section
      id={anchor ? name : undefined}
      aria-labelledby={`${name}-heading`}
      className={cn(background === 'muted' ? 'bg-slate-50' : 'bg-white', 'py-16 sm:py-24')}
    >
      <div className="page-frame space-y-12">
        <SectionHeading id={`${name}-heading`} {...heading} />
        {children}
      </div>
    </section>
  )
}
