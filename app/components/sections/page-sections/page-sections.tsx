import { CtaBanner } from '#app/components/sections/cta-banner'
import type { Section } from '#app/content/section-schemas'

type Props<Type extends Section['type']> = { section: Extract<Section, { type: Type }> }

function TextSection({ section }: Props<'text'>) {
  return (
    <section className="page-frame py-14 sm:py-20">
      <div className="prose prose-slate mx-auto max-w-3xl sm:prose-lg">
        <h2>{section.heading}</h2>
        {section.body.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  )
}

function CtaSection({ section }: Props<'cta'>) {
  return <CtaBanner heading={section.heading} text={section.text} />
}

/** One component per section type: the one place a type meets its drawing. */
const components: { [Type in Section['type']]: (props: Props<Type>) => React.ReactNode } = {
  text: TextSection,
  cta: CtaSection,
}

function SectionOf({ section }: { section: Section }) {
  // The map pairs each type with its component; TypeScript cannot follow the pairing through the index.
  const Component = components[section.type] as (props: { section: Section }) => React.ReactNode
  return <Component section={section} />
}

/** The owner's sections of a page, in their order. */
export function PageSections({ sections }: { sections: readonly Section[] }) {
  // The list is the file's, fixed at build: its positions are the sections' identities.
  // biome-ignore lint/suspicious/noArrayIndexKey: a prerendered list never reorders
  return sections.map((section, index) => <SectionOf key={index} section={section} />)
}
