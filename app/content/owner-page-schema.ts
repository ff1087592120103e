/**
 * A page the owner adds: one file in content/pages/added/, which the next build makes a page of the
 * site (route, prerender, sitemap, menus: app/content/page-list.ts) with no code. Its words and its
 * sections (./section-schemas.ts) are checked here like every content file; the editor's "Pages" form
 * is generated from this schema (pipeline/editor/editor-pages.ts). docs/decisions/027-pages-and-sections.md.
 */
import { z } from 'zod'
import { BAR_LINKS } from './header-links.ts'
import { Draft } from './publishing-schemas.ts'
import { RESERVED_PREFIXES } from './reserved-addresses.ts'
import { SearchDescription, Text } from './schemas.ts'
import { SectionsSchema } from './section-schemas.ts'

/** Where the owner's pages are, inside the content folder. */
export const OWNER_PAGES_FOLDER = 'pages/added'

/**
 * An address of the owner's page's own: not under a reserved first part (./reserved-addresses.ts),
 * no dot (the files the build writes). Whether another page has it only the whole site shows: the
 * build leaves one of the two out and says so (./place-owner-pages.ts). No regex flags: the editor
 * gets this pattern as text (pipeline/editor/editor-fields.ts).
 */
const AddressSchema = z
  .string()
  .regex(
    new RegExp(`^(?!/(${RESERVED_PREFIXES.join('|')})(/|$))/[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*$`),
    `must be a path such as /pricing: lowercase letters, digits and hyphens, not under /${RESERVED_PREFIXES.join(', /')}`,
  )
  .meta({ title: 'Address', description: 'leave empty to use the file name, e.g. /pricing for pricing.yaml' })

/**
 * Words short enough for a link in the header's row, which wraps a long link text at its spaces only:
 * 24 characters, none of its words over 16 (measured at 1024 px with five links of the site's own).
 */
const HeaderWords = Text.max(24).regex(/^(?!.*\S{17})/, 'no word longer than 16 characters')

export const OwnerPageSchema = z.strictObject({
  // Short enough for the header, which links a page by its name unless it has a header link text.
  name: HeaderWords.meta({ title: 'Page name', description: 'in its title, the menus and the sitemap' }),
  heading: Text.meta({ title: 'Main heading' }),
  description: SearchDescription(50),
  intro: Text.optional().meta({ title: 'Introduction', description: 'a sentence or two under the main heading' }),
  address: AddressSchema.optional(),
  linkedFrom: z
    .enum(['sitemap', 'header', 'footer'])
    .default('sitemap')
    .meta({
      title: 'Linked from',
      description: `the header (in its row while there is room, ${BAR_LINKS} links with the site's own; past that, in its MORE menu), the footer's company column, or only the sitemap`,
    }),
  position: z
    .int()
    .min(1)
    .optional()
    .meta({ title: 'Position in the header or footer', description: '1 is first; leave empty to come last' }),
  menuLabel: HeaderWords.optional().meta({
    title: 'Header link text',
    description: 'the page name in capitals when left empty',
  }),
  draft: Draft,
  sections: SectionsSchema.default([]).meta({ title: 'Sections', description: 'drawn in this order' }),
})

export type OwnerPageFile = z.output<typeof OwnerPageSchema>
