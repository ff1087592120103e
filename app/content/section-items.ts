/**
 * The items of the sections that list things (./section-schemas.ts): a card, a step, a question, a
 * quote, a person, a package, a figure, a logo. Their words are the owner's, their limits the
 * layout's. Runs in Node only.
 */

import { z } from 'zod'
import { IconName } from './icon-schema.ts'
import { PhotoReference } from './photo-schema.ts'
import { Text } from './schemas.ts'
import { itemsBetween, SectionAction, SectionLink, SectionPhoto, ShortText } from './section-fields.ts'

const Name = (title: string) => Text.max(80).meta({ title })

export const Card = z.strictObject({
  icon: IconName.optional(),
  title: Name('Title'),
  text: ShortText('Text'),
  link: SectionAction.optional(),
})

export const Step = z.strictObject({ title: Name('Title'), text: ShortText('Text') })

export const Question = z.strictObject({
  question: Text.max(200).meta({ title: 'Question' }),
  answer: Text.max(1500).meta({ title: 'Answer', description: 'a blank line starts a new paragraph' }),
})

export const Quote = z.strictObject({
  quote: ShortText('Quote', 'the client’s words, without quotation marks'),
  name: Name('Name'),
  role: Text.max(80).optional().meta({ title: 'Role' }),
  company: Text.max(80).optional().meta({ title: 'Company' }),
  photo: SectionPhoto.optional(),
})

export const Member = z.strictObject({
  photo: SectionPhoto,
  name: Name('Name'),
  role: Text.max(80).meta({ title: 'Role' }),
  text: ShortText('About them').optional(),
  link: SectionAction.optional().meta({ title: 'Profile link', description: 'optional, e.g. their LinkedIn page' }),
})

export const Package = z.strictObject({
  name: Name('Name'),
  price: Text.max(40).meta({ title: 'Price', description: 'as you write it, e.g. £450 per month or From £2,000' }),
  description: ShortText('Description').optional(),
  included: itemsBetween(Text.max(120), 1, 10, 'points', 'a card longer than that is not compared'),
  recommended: z.boolean().optional().meta({ title: 'Recommended', description: 'at most one package is marked' }),
  action: SectionAction,
})

export const Figure = z.strictObject({
  value: Text.max(12).meta({ title: 'Number', description: 'short, e.g. 40%, 24 h or 3×' }),
  label: Text.max(80).meta({ title: 'What it counts' }),
})

export const Logo = z.strictObject({
  image: PhotoReference.meta({
    title: 'Logo',
    description: 'an SVG or PNG of the logo; an SVG is checked as the site’s own logo is',
  }),
  name: Name('Client’s name').meta({ description: 'read aloud in place of the logo' }),
  link: SectionLink.optional().meta({ title: 'Link', description: 'optional, e.g. the client’s site' }),
})
