/**
 * The sections an owner builds a page from: one schema per type, told apart by `type`. The build
 * checks each page's sections with SectionsSchema, the editor offers each type as a form generated
 * from it (a list of variable types), and app/components/sections/page-sections/page-sections.tsx
 * draws each type with one component. A new type: docs/developer-guide.md, "Add a section type".
 */
import { z } from 'zod'
import { Text } from './schemas.ts'
import {
  itemsBetween,
  SectionAction,
  SectionMarkdown,
  SectionPhoto,
  ShortText,
  sectionOpening,
} from './section-fields.ts'
import { Card, Figure, Logo, Member, Package, Question, Quote, Step } from './section-items.ts'

const { eyebrow, heading } = sectionOpening

/** A name a link can lead to (`#prices`, `/pricing#prices`), given to the section as its id. */
const SectionAnchorName = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9-]*$/, 'lowercase letters, digits and hyphens, starting with a letter, e.g. prices')
  .optional()
  .meta({ title: 'Anchor', description: 'optional: a name such as prices, so that a link to #prices leads here' })

const section = <Type extends string, Shape extends z.ZodRawShape>(
  type: Type,
  title: string,
  description: string,
  shape: Shape,
) => z.strictObject({ type: z.literal(type), ...shape, anchor: SectionAnchorName }).meta({ title, description })

const Hero = section(
  'hero',
  'Hero',
  'the opening of a page: a large heading, a short intro, up to two buttons and a photo',
  {
    eyebrow,
    heading,
    intro: ShortText('Intro'),
    actions: itemsBetween(SectionAction, 0, 2, 'buttons', 'a hero keeps to one or two ways on').default([]),
    photo: SectionPhoto.optional(),
  },
)

const TextSection = section('text', 'Text', 'words under an optional heading, with lists, links and emphasis', {
  heading: heading.optional(),
  body: SectionMarkdown(2),
})

const PhotoText = section('photo-text', 'Photo beside text', 'a photo on one side and words on the other', {
  eyebrow,
  heading,
  body: SectionMarkdown(2),
  photo: SectionPhoto,
  photoSide: z
    .enum(['left', 'right'])
    .default('right')
    .meta({ title: 'Photo side', description: 'on wide screens; on a phone the photo comes after the text' }),
  action: SectionAction.optional(),
})

const Cards = section(
  'cards',
  'Cards',
  'two to four columns of cards, each with an icon, a title, a sentence and a link',
  {
    ...sectionOpening,
    cards: itemsBetween(Card, 2, 8, 'cards', 'two rows of four fill the widest layout'),
  },
)

const Ticks = section('ticks', 'Tick list', 'short points, each with a tick', {
  ...sectionOpening,
  items: itemsBetween(Text.max(160), 1, 12, 'points', 'a longer list is no longer read'),
})

const Steps = section('steps', 'Steps', 'how the work goes, numbered in order', {
  ...sectionOpening,
  steps: itemsBetween(Step, 2, 6, 'steps', 'two rows of three fill the layout'),
})

const Faq = section(
  'faq',
  'Questions and answers',
  'questions a visitor opens to read the answer; search engines see them too',
  {
    ...sectionOpening,
    questions: itemsBetween(Question, 1, 30, 'questions', 'a longer list is better split by topic'),
  },
)

const Quotes = section('quotes', 'Quotes from clients', 'what clients say, with their name and company', {
  ...sectionOpening,
  quotes: itemsBetween(Quote, 1, 6, 'quotes', 'two rows of three fill the layout'),
})

const Team = section('team', 'Team', 'the people: photo, name, role and a few words', {
  ...sectionOpening,
  members: itemsBetween(Member, 1, 12, 'people', 'three rows of four fill the layout'),
})

const Prices = section(
  'prices',
  'Packages and prices',
  'packages side by side: name, price, what is included and a button',
  {
    ...sectionOpening,
    recommendedLabel: Text.max(30)
      .default('Recommended')
      .meta({ title: 'Label of the recommended package', description: 'shown on the package marked as recommended' }),
    packages: itemsBetween(Package, 1, 4, 'packages', 'four fit side by side').refine(
      (packages) => packages.filter((item) => item.recommended).length <= 1,
      { error: 'marks more than one package as recommended: mark one at most' },
    ),
  },
)

const Figures = section('figures', 'Figures', 'a few numbers that speak for the business, each with its label', {
  ...sectionOpening,
  figures: itemsBetween(Figure, 2, 8, 'figures', 'two rows of four fill the layout'),
})

const Logos = section('logos', 'Client logos', 'a row of the logos of clients or partners', {
  ...sectionOpening,
  logos: itemsBetween(Logo, 2, 12, 'logos', 'two rows of six fill the layout'),
})

const Cta = section('cta', 'Call-to-action banner', 'a coloured banner inviting the visitor to talk, with a button', {
  heading,
  text: ShortText('Text'),
  action: SectionAction.optional(),
})

const CollectionList = section(
  'collection-list',
  'List from the site',
  'services, case studies or the latest articles, drawn as their cards',
  {
    ...sectionOpening,
    collection: z
      .enum(['services', 'case-studies', 'articles'])
      .meta({ title: 'What to list', description: 'services, case-studies or articles (newest first)' }),
    count: z.number().int().min(1).max(12).default(3).meta({ title: 'How many', description: 'at most this many' }),
  },
)

const ContactForm = section(
  'contact-form',
  'Contact form',
  'the enquiry form of the Contact page, with the contact details',
  {
    ...sectionOpening,
  },
)

const SECTION_OPTIONS = [
  Hero,
  TextSection,
  PhotoText,
  Cards,
  Ticks,
  Steps,
  Faq,
  Quotes,
  Team,
  Prices,
  Figures,
  Logos,
  Cta,
  CollectionList,
  ContactForm,
] as const

/** Every section type's name, in the order the editor offers them. */
export const SECTION_TYPES = SECTION_OPTIONS.map((option) => option.shape.type.value)

export const SectionSchema = z
  .discriminatedUnion('type', [...SECTION_OPTIONS], {
    error: (issue) =>
      issue.code === 'invalid_union' && issue.note === 'No matching discriminator'
        ? `unknown section type ${JSON.stringify(typeRead(issue.input))}: use one of ${SECTION_TYPES.join(', ')}`
        : undefined,
  })
  .meta({ title: 'Section', description: 'one part of the page' })

function typeRead(input: unknown): unknown {
  return input !== null && typeof input === 'object' && 'type' in input ? input.type : undefined
}

/** A page's sections in order; one contact form per page (its fields' ids are the page's). */
export const SectionsSchema = z
  .array(SectionSchema)
  .refine((sections) => sections.filter((item) => item.type === 'contact-form').length <= 1, {
    error: 'has more than one contact form: a page holds one',
  })
  .superRefine((sections, context) => {
    const anchors = sections.flatMap((item) => item.anchor ?? [])
    for (const anchor of new Set(anchors.filter((name, index) => anchors.indexOf(name) !== index))) {
      context.addIssue({ code: 'custom', message: `has two sections with the anchor "${anchor}": give each its own` })
    }
  })
  .meta({ title: 'Sections', description: 'add, reorder and remove the parts of the page' })

export type Section = z.output<typeof SectionSchema>
export type SectionType = Section['type']
export type SectionOf<Type extends SectionType> = Extract<Section, { type: Type }>
