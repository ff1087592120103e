/**
 * The owner's settings file, content/settings.yaml: who the business is and how the site looks.
 * Checked when the site builds (./settings-file.ts) like every content file, and offered in the
 * browser editor as one "Site settings" form generated from this schema (its `.meta()` titles and
 * descriptions are the form's labels and hints). Environment variables may override a few of them
 * (./configuration-schema.ts); what each does: docs/owner-guide.md "Make it yours".
 */
import { z } from 'zod'
import { analyticsProblems } from './analytics-config.ts'
import { MEDIA_FOLDER } from './media-folder.ts'

const Text = z.string().trim().min(1)

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 09:00')

/** When the office answers: listed days in week order, opening and closing times, and the time zone's name. */
export const OfficeHoursSchema = z.strictObject({
  days: z.array(z.enum(WEEKDAYS)).min(1).meta({ title: 'Open on' }),
  opens: ClockTime.meta({ title: 'Opens at', description: '24-hour time, e.g. 09:00' }),
  closes: ClockTime.meta({ title: 'Closes at', description: '24-hour time, e.g. 18:00' }),
  timeZone: Text.meta({ title: 'Time zone', description: 'as visitors read it, e.g. BST' }),
})

/** The office hours the specification states: Monday to Friday, 9:00 AM to 6:00 PM BST. */
const SPEC_OFFICE_HOURS = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '09:00',
  closes: '18:00',
  timeZone: 'BST',
} as const satisfies z.input<typeof OfficeHoursSchema>

// No regex flags: the editor gets each pattern as text (pipeline/editor/editor-fields.ts), without them.
const WebAddress = z
  .string()
  .trim()
  .regex(/^https:\/\/[^\s/?#]+\.[^\s/?#]+(\/\S*)?$/, 'must be an https:// address such as https://www.example.com')

/** A colour as the editor's colour picker writes it: # and six hexadecimal digits. */
const Colour = (title: string, description: string) =>
  z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written as # and six hexadecimal digits, such as #1c40b8')
    .meta({ title, description, editor: { widget: 'color', allowInput: true } })

/** The logo's file: an SVG or PNG the owner uploaded into the content folder's media/ folder. */
const LogoFile = (title: string, description: string) =>
  z
    .string()
    .regex(
      new RegExp(`^/?${MEDIA_FOLDER}(/[^/\\\\.][^/\\\\]*)+\\.(svg|png|SVG|PNG)$`),
      `must be an SVG or PNG file in the content folder's ${MEDIA_FOLDER}/ folder, such as ${MEDIA_FOLDER}/logo.svg`,
    )
    .meta({ title, description, editor: { widget: 'image', choose_url: false } })

/** The site address content/settings.yaml ships with: a host's own address replaces it until the owner sets one (./connection.ts). */
export const PLACEHOLDER_SITE_URL = 'https://www.example.com'

const ANALYTICS_PROVIDERS = ['none', 'plausible', 'umami', 'goatcounter'] as const

const AnalyticsSchema = z
  .strictObject({
    provider: z.enum(ANALYTICS_PROVIDERS).default('none').meta({
      title: 'Visitor statistics',
      description: 'a cookie-free service, or none (docs/owner-guide.md "Visitor statistics")',
    }),
    siteId: z.string().trim().optional().meta({
      title: 'Site id at that service',
      description:
        "Plausible: the site's domain (default: the site address's); Umami: the website id; GoatCounter: the site code",
    }),
    host: WebAddress.optional().meta({
      title: 'Self-hosted service address',
      description: 'only for a service you run yourself, e.g. https://stats.example.com',
    }),
  })
  .meta({ title: 'Visitor statistics (analytics)' })

export const SiteSettingsSchema = z
  .strictObject({
    name: Text.meta({ title: 'Business name', description: 'in the header, footer, page titles and legal pages' }),
    tagline: Text.max(200).meta({
      title: 'Tagline',
      description: 'one line about the business: the footer, share images and search engines',
    }),
    email: z
      .string()
      .trim()
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address such as hello@example.com')
      .meta({ title: 'Contact e-mail', description: 'shown on the site; where visitors write' }),
    telephone: z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'must be a telephone number such as +44 20 7946 0000')
      .optional()
      .meta({ title: 'Telephone', description: 'optional: shown with the e-mail address, and dialled when tapped' }),
    siteUrl: z
      .string()
      .trim()
      // A path is a project site's (https://owner.github.io/repo): its plain segments become the base
      // path (./base-path.ts). No `.` or `..` segment, no query, no fragment.
      .regex(
        /^https:\/\/[^\s/?#]+\.[^\s/?#]+(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?$/,
        'must be the https:// address of the site, such as https://www.example.com (or https://owner.github.io/repo for a project site)',
      )
      .transform((url) => url.replace(/\/$/, ''))
      .meta({
        title: 'Site address',
        description:
          'where the live site is, e.g. https://www.example.com, or https://owner.github.io/repo for a GitHub Pages project site: canonical links and sitemap.xml',
      }),
    officeHours: OfficeHoursSchema.default(SPEC_OFFICE_HOURS).meta({
      title: 'Office hours',
      description: 'pages say them where their text has {officeHours}; search engines get them as opening hours',
    }),
    socialProfiles: z
      .array(
        z.strictObject({
          name: Text.meta({ title: 'Network', description: 'as visitors know it, e.g. LinkedIn' }),
          url: WebAddress.meta({ title: 'Address of your profile' }),
        }),
      )
      .max(8)
      .default([])
      .meta({ title: 'Social profiles', description: 'linked in the footer, and named to search engines' }),
    bookingLink: z
      .strictObject({
        url: WebAddress.meta({ title: 'Booking page', description: 'your page at a booking service' }),
        label: Text.max(40).default('Book a call').meta({ title: 'Link text' }),
      })
      .optional()
      .meta({
        title: 'Booking link',
        description: 'optional: a plain link beside the contact details to your own booking page (nothing is embedded)',
      }),
    analytics: AnalyticsSchema.default({ provider: 'none' }),
    brandColour: Colour(
      'Brand colour',
      'any colour: buttons and the mark show it, with dark or white text, whichever reads on it; links, headers and every other shade are made from it',
    ),
    accentColour: Colour(
      'Accent colour',
      'optional: the check marks and quote bars; if empty, a companion colour made from the brand colour',
    ).optional(),
    logo: LogoFile(
      'Logo',
      'optional: an SVG or PNG, shown in the header, footer and share images instead of the mark (at most 512 KB)',
    ).optional(),
    logoOnDark: LogoFile(
      'Logo for dark backgrounds',
      'optional: a light version of the logo for the footer, share images and the dark colour scheme',
    ).optional(),
    nameBesideLogo: z.boolean().default(true).meta({
      title: 'Show the name beside the logo',
      description: 'switch off when the logo already spells out the name',
    }),
    editorRepository: z
      .string()
      .trim()
      .regex(/^[\w.-]+\/[\w.-]+$/, 'must be a GitHub repository written as owner/name, such as acme/website')
      .optional()
      .meta({
        title: 'Repository the editor saves to',
        description:
          'optional: owner/name on GitHub; empty means the one the host builds from (Netlify, Vercel, GitHub Pages) or Git’s origin',
      }),
    enquiryRetentionDays: z
      .number()
      .int('must be a whole number of days')
      .min(1, 'must be at least 1 day')
      .max(3650, 'must be at most 3650 days (ten years)')
      .optional()
      .meta({
        title: 'Days an enquiry is kept',
        description:
          'optional: each enquiry kept by the site (on the host, or by npm start) is deleted this many days after it arrived; empty means 90',
      }),
    editorBranch: z
      .string()
      .trim()
      .regex(/^[\w./-]+$/, 'must be a branch name such as main')
      .optional()
      .meta({
        title: 'Branch the editor saves to',
        description: 'optional: the branch the live site is published from; empty means the host’s, or main',
      }),
  })
  .superRefine((settings, ctx) => {
    const { provider, siteId = '', host = '' } = settings.analytics
    for (const problem of analyticsProblems({ provider, siteId, host }, settings.siteUrl)) {
      ctx.addIssue({ code: 'custom', path: ['analytics', problem.field], message: problem.message })
    }
  })

export type SiteSettings = z.output<typeof SiteSettingsSchema>
export type OfficeHours = z.output<typeof OfficeHoursSchema>
