import ArrowRightIcon from 'lucide-react/icons/arrow-right'
import { buttonVariants } from '#app/components/ui/button'
import { Photo } from '#app/components/ui/photo'
import { cn } from '#app/utils/cn'
import { SectionAnchor } from './section-link'
import type { SectionProps } from './section-types'

type HeroSectionProps = SectionProps<'hero'> & {
  /** 1 when the hero opens a page that has no banner of its own: its heading is then the page's h1. */
  headingLevel?: 1 | 2
}

/** A page's opening in the look of the home hero: heading, intro, up to two buttons and a photo. */
export function HeroSection({ section, name, headingLevel = 2 }: HeroSectionProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const [primary, secondary] = section.actions
  return (
    <section
      aria-labelledby={`${name}-heading`}
      className="inverse-block relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800"
    >
      <div
        className={cn(
          'page-frame grid items-center gap-10 py-14 sm:py-20 lg:gap-16 lg:py-24',
          section.photo && 'lg:grid-cols-2',
        )}
      >
        <div>
          {section.eyebrow ? (
            <p className="text-sm font-semibold tracking-widest text-brand-200 uppercase">{section.eyebrow}</p>
          ) : null}
          <Heading
            id={`${name}-heading`}
            className="mt-3 text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl"
          >
            {section.heading}
          </Heading>
          <p className="mt-6 max-w-xl text-lg leading-8 text-brand-100">{section.intro}</p>
          {primary ? (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <SectionAnchor href={primary.href} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
                {primary.label}
                <ArrowRightIcon className="size-4" />
              </SectionAnchor>
              {secondary ? (
                <SectionAnchor
                  href={secondary.href}
                  className={buttonVariants({ variant: 'outlineOnBlock', size: 'lg' })}
                >
                  {secondary.label}
                </SectionAnchor>
              ) : null}
            </div>
          ) : null}
        </div>
        {section.photo ? (
          <Photo
            photo={section.photo.image}
            alt={section.photo.description}
            layout="half"
            priority={headingLevel === 1}
            className="rounded-2xl shadow-2xl ring-1 ring-white/10"
          />
        ) : null}
      </div>
    </section>
  )
}
