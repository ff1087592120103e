import { SideImage } from '#app/components/ui/photo'
import { Reveal } from '#app/components/ui/reveal'
import { pages } from '#app/content/page-list'
import { SectionHeading } from './section-heading'

const { mission } = pages.about.copy

export function AboutMission() {
  return (
    <section aria-labelledby="mission-heading" className="bg-white py-16 sm:py-24">
      <div className="page-frame grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <Reveal>
          <SectionHeading id="mission-heading" eyebrow={mission.eyebrow} title={mission.heading} align="left" />
          <div className="mt-6 space-y-5 text-lg leading-8 text-slate-600">
            {mission.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Reveal>
        <SideImage photo={mission.imageUrl} alt={mission.imageAlt} />
      </div>
    </section>
  )
}
