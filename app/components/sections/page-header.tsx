import type { ReactNode } from 'react'

type PageHeaderProps = {
  eyebrow?: string
  title: string
  children?: ReactNode
}

/** The banner at the top of every inner page: optional eyebrow, the page's h1 and an intro. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <section className="inverse-block bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <div className="page-frame py-16 sm:py-20">
        {eyebrow ? <p className="text-sm font-semibold tracking-widest text-brand-200 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {children ? <div className="mt-5 max-w-2xl text-lg leading-8 text-brand-100">{children}</div> : null}
      </div>
    </section>
  )
}
