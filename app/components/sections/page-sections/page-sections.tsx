import { type ComponentType, Fragment } from 'react'
import type { Section, SectionType } from '#app/content/section-schemas'
import { CardsSection } from './cards-section'
import { CollectionListSection } from './collection-list-section'
import { ContactFormSection } from './contact-form-section'
import { CtaSection } from './cta-section'
import { FaqSection } from './faq-section'
import { FiguresSection } from './figures-section'
import { HeroSection } from './hero-section'
import { LogosSection } from './logos-section'
import { PhotoTextSection } from './photo-text-section'
import { PricesSection } from './prices-section'
import { QuotesSection } from './quotes-section'
import type { SectionProps } from './section-types'
import { StepsSection } from './steps-section'
import { TeamSection } from './team-section'
import { TextSection } from './text-section'
import { TicksSection } from './ticks-section'

/** The one map from a section's type to the component that draws it (app/content/section-schemas.ts). */
const SECTION_COMPONENTS: { [Type in SectionType]: ComponentType<SectionProps<Type>> } = {
  hero: HeroSection,
  text: TextSection,
  'photo-text': PhotoTextSection,
  cards: CardsSection,
  ticks: TicksSection,
  steps: StepsSection,
  faq: FaqSection,
  quotes: QuotesSection,
  team: TeamSection,
  prices: PricesSection,
  figures: FiguresSection,
  logos: LogosSection,
  cta: CtaSection,
  'collection-list': CollectionListSection,
  'contact-form': ContactFormSection,
}

/** Whether the sections hold the contact form: its page then loads the form's script, as /contact does. */
export function sectionsUseForm(sections: readonly Section[]): boolean {
  return sections.some((section) => section.type === 'contact-form')
}

type PageSectionsProps = {
  sections: readonly Section[]
  /**
   * Where the ids of the sections' headings start counting (`section-1-heading`…), for a page that
   * draws more than one list of sections (the home page between its own).
   */
  firstNumber?: number
  /** For a page without a banner of its own: a first section that is a hero carries the page's h1. */
  heroIsPageHeading?: boolean
}

/**
 * The owner's sections of a page, in their order, each by its type's component. Headings are h2 and
 * their items' headings h3 under the page's one h1; backgrounds alternate so neighbours stand apart.
 */
export function PageSections({ sections, firstNumber = 1, heroIsPageHeading = false }: PageSectionsProps) {
  return sections.map((section, index) => {
    const number = firstNumber + index
    const name = `section-${number}`
    const Component = SECTION_COMPONENTS[section.type] as ComponentType<SectionProps<typeof section.type>>
    const drawn =
      section.type === 'hero' ? (
        <HeroSection
          section={section}
          name={name}
          background="white"
          headingLevel={heroIsPageHeading && index === 0 ? 1 : 2}
        />
      ) : (
        <Component section={section} name={name} background={index % 2 === 1 ? 'muted' : 'white'} />
      )
    // The owner's anchor (#prices) is a block of its own around the section, whose ids stay numbered.
    return (
      <Fragment key={`${number}-${section.type}`}>
        {section.anchor ? <div id={section.anchor}>{drawn}</div> : drawn}
      </Fragment>
    )
  })
}
