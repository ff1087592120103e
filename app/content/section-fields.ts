/**
 * The field types the owner's page sections share (./section-schemas.ts): a link, a button, a photo
 * with its description and Markdown text. Each states its rule once, in words the editor shows as a
 * hint and the build prints when a file breaks it. Runs in Node only (the Markdown is read at build,
 * ./section-markdown.ts, so no parser reaches the browser).
 */
import { z } from 'zod'
import { PhotoReference } from './photo-schema.ts'
import { PhotoDescription, Text } from './schemas.ts'
import { markdownLinkProblems, markdownToRichText } from './section-markdown.ts'

const LINK_RULE =
  'a page of this site such as /contact, a part of this page such as #questions, an https:// address, mailto:you@example.com or tel:+441234567890'

/**
 * Where a link of a section may lead. Nothing else: `javascript:` and `data:` would run or show
 * something the owner did not mean, `http:` is refused so a visitor never leaves HTTPS.
 * No regex flags: the editor gets this pattern as text (pipeline/editor/editor-fields.ts).
 */
const SECTION_LINK_PATTERN =
  /^(?:\/(?!\/)\S*|#[A-Za-z][\w-]*|https:\/\/[^\s/]+\S*|mailto:\S+@\S+|tel:\+?[\d][\d ()-]*)$/

function isSectionLink(value: string): boolean {
  return SECTION_LINK_PATTERN.test(value)
}

export const SectionLink = z
  .string()
  .trim()
  .regex(SECTION_LINK_PATTERN, { error: (issue) => `${quoted(issue?.input)}must be ${LINK_RULE}` })
  .meta({ title: 'Link', description: LINK_RULE })

function quoted(input: unknown): string {
  return input === undefined ? '' : `"${String(input)}" `
}

/** A button or a link with its words. */
export const SectionAction = z
  .strictObject({
    label: Text.max(40).meta({ title: 'Button text', description: 'a few words saying where it leads' }),
    href: SectionLink,
  })
  .meta({ title: 'Button' })

/** A photo and the words read aloud in its place. */
export const SectionPhoto = z
  .strictObject({ image: PhotoReference, description: PhotoDescription })
  .meta({ title: 'Photo' })

/** A short text of one or a few sentences. */
export const ShortText = (title: string, description?: string) =>
  Text.max(600).meta({ title, ...(description ? { description } : {}) })

/** The eyebrow, heading and intro most sections open with. */
export const sectionOpening = {
  eyebrow: Text.max(60)
    .optional()
    .meta({ title: 'Small line above the heading', description: 'optional, a word or two' }),
  heading: Text.max(120).meta({ title: 'Heading', description: 'the section’s heading' }),
  intro: Text.max(600)
    .optional()
    .meta({ title: 'Intro', description: 'optional, a sentence or two under the heading' }),
}

/**
 * How many items a list takes, refused past the layout's room with a message in plain words
 * (`noun` names the items: 'cards', 'steps'). `why` says what the limit protects.
 */
export const itemsBetween = <Item extends z.ZodType>(item: Item, min: number, max: number, noun: string, why: string) =>
  z
    .array(item)
    .min(min, {
      error: (issue) => `needs at least ${min} ${noun}, it has ${sizeOf(issue.input)}`,
    })
    .max(max, {
      error: (issue) => `takes at most ${max} ${noun} (${why}), it has ${sizeOf(issue.input)}`,
    })

const sizeOf = (input: unknown) => (Array.isArray(input) ? input.length : 0)

/**
 * Markdown the owner writes: paragraphs, headings, lists, links, emphasis. Read at build into the
 * elements app/components/sections/page-sections/rich-text.tsx draws as React elements, so HTML typed
 * into it is shown as typed and never run; a link must be a SectionLink and pictures belong in a
 * photo section. `headingBelow` is the level of the heading above the text: its own headings start
 * one level under it.
 */
export const SectionMarkdown = (headingBelow: 1 | 2) =>
  z
    .string()
    .trim()
    .min(1)
    .superRefine((source, context) => {
      for (const problem of markdownLinkProblems(source, isSectionLink)) {
        context.addIssue({
          code: 'custom',
          message:
            problem.kind === 'image'
              ? `has a picture (${problem.url}): put photos in a "Photo beside text" section instead`
              : `has a link to "${problem.url}", which must be ${LINK_RULE}`,
        })
      }
    })
    .transform((source) => markdownToRichText(source, headingBelow + 1))
    .meta({
      title: 'Text',
      description: 'headings, lists, links and emphasis as the editor’s toolbar makes them',
      editor: {
        widget: 'markdown',
        buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list', 'quote'],
        // No picture or code block to insert: photos go in their own sections, where the build prepares them.
        editor_components: [],
      },
    })
