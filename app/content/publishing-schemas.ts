/**
 * The fields that decide when and where a page is published, shared by the content schemas
 * (./schemas.ts): `draft` (app/content/publication.ts) and `redirectFrom`, and the owner's list of
 * old addresses, content/redirects.yaml. Checked at build with the rest; the editor's forms come
 * from them too (pipeline/editor/editor-fields.ts). docs/owner-guide.md "Drafts and scheduled articles"
 * and "Redirects".
 */
import { z } from 'zod'

/**
 * An address the site once had, e.g. /insights/old-name. Only letters, digits and - . _ ~ /, the
 * characters every host's redirect rules take as they are: Netlify and Cloudflare read `:name` and
 * `*` as placeholders, `#` starts a comment there, a space splits a rule, `?` begins a query.
 */
const OldAddressSchema = z
  .string()
  .regex(/^\/[A-Za-z0-9._~/-]*$/, 'must be a path such as /insights/old-name: letters, digits and - . _ ~ / only')

/** Held out of the live site (app/content/publication.ts); the editor shows it as a switch. */
export const Draft = z
  .boolean()
  .optional()
  .meta({
    title: 'Draft',
    description: 'a draft is not on the live site: npm run dev and a PREVIEW=1 build show it, marked',
    // A choice that is either set or left empty, not a switch: the editor writes a switch that is off
    // as `draft: false` into every file it saves, a line that says nothing (decision 021).
    editor: { widget: 'select', options: [{ label: 'Yes: keep it off the live site', value: true }] },
  })

/** Addresses this page had before a rename; each redirects here permanently (docs/owner-guide.md "Redirects"). */
export const RedirectFrom = z.array(OldAddressSchema).optional().meta({
  title: 'Old addresses',
  description: 'addresses this had before, e.g. /insights/old-name: each one sends visitors here',
})

/**
 * Where an old address leads: a page of the site, or another site's https:// address, in the
 * characters every host's rules and nginx take as they are (no spaces, quotes, #, $, ; or braces).
 */
const RedirectTarget = z
  .string()
  .regex(
    /^(\/[A-Za-z0-9._~/-]*|https:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[A-Za-z0-9._~/?&=%+-]*)?)$/,
    'must be a page of this site such as /services, or an https:// address (letters, digits and - . _ ~ / ? & = % + only)',
  )

/**
 * content/redirects.yaml: the owner's list of pages that went away and where each now leads.
 * Checked at build with the rest (pipeline/addresses/check-redirects.ts): every old address must be free, every
 * target a page or an https address, with no chains, loops or duplicates.
 */
export const RedirectsFileSchema = z.strictObject({
  redirects: z
    .array(
      z.strictObject({
        from: OldAddressSchema.meta({ title: 'Old address' }),
        to: RedirectTarget.meta({ title: 'Now at' }),
      }),
    )
    .meta({ title: 'Redirects', description: 'each old address sends visitors on, permanently' }),
})
