import { buttonVariants } from '#app/components/ui/button'
import { SideImage } from '#app/components/ui/photo'
import { Reveal } from '#app/components/ui/reveal'
import { cn } from '#app/utils/cn'
import { SectionHeading } from '../section-heading'
import { RichText } from './rich-text'
import { SectionAnchor } from './section-link'
import type { SectionProps } from './section-types'

/** Words beside a photo, as the About mission and a service's overview are drawn; the photo left or right. */
export function PhotoTextSection({ section, name, background }: SectionProps<'photo-text'>) {
  return (
    <section
      aria-labelledby={`${name}-heading`}
      className={cn(background === 'muted' ? 'bg-slate-50' : 'bg-white', 'py-16 sm:py-24')}
    >
      <div className="page-frame grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <Reveal className={cn(section.photoSide === 'left' && 'lg:order-last')}>
          <SectionHeading id={`${name}-heading`} eyebrow={section.eyebrow} title={section.heading} align="left" />
          <RichText nodes={section.body} className="mt-6" />
          {section.action ? (
            <SectionAnchor href={section.action.href} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
              {section.action.label}
            </SectionAnchor>
          ) : null}
        </Reveal>
        <SideImage photo={section.photo.image} alt={section.photo.description} />
      </div>
    </section>
  )
}
