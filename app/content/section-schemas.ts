/**
 * The section types an owner composes a page from (content/pages/added/, and the sections the fixed
 * pages take): one zod schema per type, told apart by `type`. Each type's `.meta({ title })` is its
 * name in the editor's list of types (pipeline/editor/editor-fields.ts). Drawn by
 * app/components/sections/page-sections/page-sections.tsx.
 */
import { z } from 'zod'
import { Text } from './schemas.ts'

const TextSection = z
  .strictObject({
    type: z.literal('text'),
    heading: Text,
    body: Text.meta({ title: 'Text', description: 'paragraphs; a blank line starts a new one' }),
  })
  .meta({ title: 'Text', description: 'a heading and paragraphs' })

const CtaSection = z
  .strictObject({ type: z.literal('cta'), heading: Text, text: Text })
  .meta({ title: 'Call to action', description: 'a banner that invites the visitor to get in touch' })

export const SectionSchema = z.discriminatedUnion('type', [TextSection, CtaSection])
export const SectionsSchema = z.array(SectionSchema)
export type Section = z.output<typeof SectionSchema>
