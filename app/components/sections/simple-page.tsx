import type { z } from 'zod'
import type { SimplePageSchema } from '#app/content/page-copy-schemas'
import { PageHeader } from './page-header'

type SimplePageProps = { copy: z.output<typeof SimplePageSchema> }

/**
 * The one layout of a page whose copy has no schema of its own (SimplePageSchema in
 * app/content/schemas.ts): its name, heading and intro in the banner, then each section's heading
 * and paragraphs.
 */
export function SimplePage({ copy }: SimplePageProps) {
  return (
    <>
      <PageHeader eyebrow={copy.name} title={copy.heading}>
        <p>{copy.intro}</p>
      </PageHeader>
      {copy.sections.length > 0 ? (
        <div className="page-frame py-14 sm:py-20">
          <div className="prose prose-slate mx-auto max-w-3xl sm:prose-lg">
            {copy.sections.map((section) => (
              <section key={section.heading}>
                <h2>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            ))}
          </div>
        </div>
      ) : null}
    </>
  )
}
