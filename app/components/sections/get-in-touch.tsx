import { getInTouch } from '#app/content/home'
import { cn } from '#app/utils/cn'
import { ContactPanel } from './contact-panel'
import { container, SectionHeading } from './section-heading'

export function GetInTouch() {
  return (
    <section id="get-in-touch" aria-labelledby="get-in-touch-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className={cn(container, 'space-y-12')}>
        <SectionHeading id="get-in-touch-heading" title={getInTouch.heading} text={getInTouch.text} />
        <ContactPanel headingLevel={3} />
      </div>
    </section>
  )
}
