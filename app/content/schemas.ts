/**
 * The shape of every file under content/, in one place: each file is checked against its schema when
 * the site builds (app/content/read-content.ts), so a mistake fails the build naming the file and
 * field. Services and case studies take their id from their file name, so a new one is a new file.
 * The fields about publishing (drafts, old addresses) and content/redirects.yaml are in
 * ./publishing-schemas.ts, the copy of each page (content/pages/) in ./page-copy-schemas.ts.
 */
import { z } from 'zod'
import { IconName } from './icon-schema.ts'
import { PhotoReference } from './photo-schema.ts'
import { Draft, RedirectFrom } from './publishing-schemas.ts'

export const Text = z.string().trim().min(1)

/*
 * `.meta({ title, description })` is what the browser editor calls a field and the hint under it
 * (pipeline/editor/editor-fields.ts adds the limits, e.g. "50 to 170 characters"); a field without a title
 * is named after its key ("secondaryAction" is "Secondary action").
 */
export const PhotoDescription = Text.meta({
  title: 'Photo description',
  description: 'read aloud in place of the photo',
})
const Order = z.number().int().meta({ title: 'Position in lists', description: 'lower numbers come first' })
export const SearchDescription = (min: number) =>
  Text.min(min).meta({
    title: 'Description for search results',
    description: 'shown under the title in search results',
  })

export const ArticleFrontMatterSchema = z.strictObject({
  title: Text,
  /** The meta description and the card text: search engines show about 50 to 170 characters. */
  description: Text.min(50).max(170).meta({ description: 'shown in search results and the list of articles' }),
  date: z.iso.date().meta({ title: 'Published' }),
  updated: z.iso.date().optional().meta({ title: 'Updated', description: 'only after a real change of the text' }),
  author: Text,
  /** Topic names as readers see them, e.g. 'Cost control'; each gets a page at /insights/tags/<its slug>. */
  // No regex flags: the editor gets this pattern as text (pipeline/editor/editor-fields.ts), without them.
  tags: z.array(Text.regex(/[A-Za-z0-9]/, 'a tag needs at least one letter or digit')).min(1),
  image: PhotoReference,
  imageAlt: PhotoDescription,
  draft: Draft,
  redirectFrom: RedirectFrom,
})

/** How many services the site shows: every layout is made for 1 to 8 (app/components/ui/balanced-grid.tsx). */
export const SERVICE_COUNT = { min: 1, max: 8 } as const

const ProcessStepSchema = z.strictObject({ title: Text, description: Text })

export const ServiceSchema = z.strictObject({
  order: Order,
  title: Text,
  /** Its pictogram: any Lucide icon by name (./icon-schema.ts). */
  icon: IconName,
  tagline: Text,
  description: Text,
  additionalInfo: Text.meta({ title: 'Additional information' }),
  imageUrl: PhotoReference,
  imageAlt: PhotoDescription,
  metaDescription: SearchDescription(1),
  /** The first three also make the service's card on the home page (app/components/sections/home-services.tsx). */
  features: z
    .tuple([Text, Text, Text, Text, Text, Text])
    .meta({ title: 'Key features', description: 'the first three also make its card on the home page' }),
  process: z
    .tuple([ProcessStepSchema, ProcessStepSchema, ProcessStepSchema])
    .meta({ title: 'How We Deliver', description: 'its steps in order' }),
  draft: Draft,
  redirectFrom: RedirectFrom,
})

export const CaseStudySchema = z.strictObject({
  order: Order,
  title: Text.meta({ title: 'Client (described, not named)' }),
  category: Text.meta({ title: 'Service (category badge)' }),
  imageUrl: PhotoReference,
  imageAlt: PhotoDescription,
  summary: Text,
  challenge: Text,
  solution: Text,
  results: z.array(Text).min(1),
  /** Optional client quote shown on the case studies grid, and who said it (by role). */
  quote: Text.optional().meta({
    title: 'Client quote',
    description: 'only a genuine quote, printed with the client’s permission; leave empty if you have none',
  }),
  attribution: Text.optional().meta({ title: 'Who said it', description: 'by role, e.g. Operations Director' }),
  draft: Draft,
  /** A case study has no page of its own: its old addresses lead to the case studies page. */
  redirectFrom: RedirectFrom,
})

export const LegalFrontMatterSchema = z.strictObject({
  /** The date the document last changed (the page shows it as 'Last updated'). */
  updated: z.iso.date().meta({ title: 'Last changed' }),
})
