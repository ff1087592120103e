import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'
import { Reveal } from '#app/components/ui/reveal'

type CtaBannerProps = {
  heading: string
  text: string
  /** Optional link; the home page banner has none (docs/product.md#pages). */
  action?: { label: string; href: string }
  /** The heading's id, which labels the banner: another where a page has more than one banner. */
  headingId?: string
}

/** A full-width brand banner that closes a page with an invitation to talk. */
export function CtaBanner({ heading, text, action, headingId = 'cta-heading' }: CtaBannerProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="inverse-block bg-gradient-to-r from-brand-800 to-brand-950 py-16 sm:py-20"
    >
      <Reveal className="page-frame text-center">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-brand-100">{text}</p>
        {action ? (
          <Link to={action.href} className={buttonVariants({ variant: 'secondary', size: 'lg', className: 'mt-8' })}>
            {action.label}
          </Link>
        ) : null}
      </Reveal>
    </section>
  )
}
