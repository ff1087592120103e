/**
 * The shape of every file under content/, in one place: each file is checked against its schema when
 * the site builds (app/content/read-content.ts), so a mistake fails the build naming the file and
 * field. Services and case studies take their id from their file name, so a new one is a new file.
 */
import { z } from 'zod'

const Text = z.string().trim().min(1)
/** A path on the stock-photo host, e.g. '/photo-1485827404703-89b55fcc595e' (see app/components/ui/stock-image.tsx). */
const StockImagePath = z
  .string()
  .regex(/^\/[\w-]+$/, 'must be a stock-photo path such as /photo-1485827404703-89b55fcc595e')

/**
 * An address the site once had, e.g. /insights/old-name. Only letters, digits and - . _ ~ /, the
 * characters every host's redirect rules take as they are: Netlify and Cloudflare read `:name` and
 * `*` as placeholders, `#` starts a comment there, a space splits a rule, `?` begins a query.
 */
const OldAddressSchema = z
  .string()
  .regex(/^\/[A-Za-z0-9._~/-]*$/, 'must be a path such as /insights/old-name: letters, digits and - . _ ~ / only')

/** Held out of the live site (app/content/publication.ts); the editor shows it as a switch. */
const Draft = z.boolean().optional().meta({
  title: 'Draft',
  description: 'a draft is not on the live site: npm run dev and a PREVIEW=1 build show it, marked',
})

/** Addresses this page had before a rename; each redirects here permanently (README "Redirects"). */
const RedirectFrom = z.array(OldAddressSchema).optional().meta({
  title: 'Old addresses',
  description: 'addresses this had before, e.g. /insights/old-name: each one sends visitors here',
})

export const ArticleFrontMatterSchema = z.strictObject({
  title: Text,
  /** The meta description and the card text: search engines show about 50 to 170 characters. */
  description: Text.min(50).max(170),
  date: z.iso.date(),
  updated: z.iso.date().optional(),
  author: Text,
  /** Topic names as readers see them, e.g. 'Cost control'; each gets a page at /insights/tags/<its slug>. */
  tags: z.array(Text.regex(/[a-z0-9]/i, 'a tag needs at least one letter or digit')).min(1),
  image: StockImagePath,
  imageAlt: Text,
  draft: Draft,
  redirectFrom: RedirectFrom,
})

const ServiceIconSchema = z.enum(['automation', 'security', 'strategy'])

const ProcessStepSchema = z.strictObject({ title: Text, description: Text })

export const ServiceSchema = z.strictObject({
  order: z.number().int(),
  title: Text,
  /** Which pictogram stands for the service: a name that app/components/ui/service-icon.tsx draws. */
  icon: ServiceIconSchema,
  tagline: Text,
  description: Text,
  additionalInfo: Text,
  imageUrl: StockImagePath,
  imageAlt: Text,
  metaDescription: Text,
  /** The first three also make the service's card on the home page (app/components/sections/home-services.tsx). */
  features: z.tuple([Text, Text, Text, Text, Text, Text]),
  process: z.tuple([ProcessStepSchema, ProcessStepSchema, ProcessStepSchema]),
  draft: Draft,
  redirectFrom: RedirectFrom,
})

export const CaseStudySchema = z.strictObject({
  order: z.number().int(),
  title: Text,
  category: Text,
  imageUrl: StockImagePath,
  imageAlt: Text,
  summary: Text,
  challenge: Text,
  solution: Text,
  results: z.array(Text).min(1),
  /** Optional client quote shown on the case studies grid, and who said it (by role). */
  quote: Text.optional(),
  attribution: Text.optional(),
  draft: Draft,
  /** A case study has no page of its own: its old addresses lead to the case studies page. */
  redirectFrom: RedirectFrom,
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
 * Checked at build with the rest (app/content/redirects.ts): every old address must be free, every
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

export const LegalFrontMatterSchema = z.strictObject({
  /** The date the document last changed (the page shows it as 'Last updated'). */
  updated: z.iso.date(),
})

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
const Weekday = z.enum(WEEKDAYS)

/**
 * The copy of each page, one file per page in content/pages/<name>.yaml: the page's name (titles,
 * breadcrumbs, sitemap), its h1 and meta description, then the words of its sections.
 */
/** A link inside the site: a path such as /contact, or an anchor on the same page such as #get-in-touch. */
const Action = z.strictObject({ label: Text, href: z.string().regex(/^[/#]/, 'must start with / or #') })
const Highlight = z.strictObject({ title: Text, description: Text, icon: ServiceIconSchema })
const Section = { eyebrow: Text, heading: Text, text: Text }
const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 09:00')

/** When the office answers: listed days in week order, opening and closing times, and the time zone's name. */
export const OfficeHoursSchema = z.strictObject({
  days: z.array(Weekday).min(1),
  opens: ClockTime,
  closes: ClockTime,
  timeZone: Text,
})

const PageCopySchema = z.strictObject({ name: Text, heading: Text, description: Text.min(50) })
const page = PageCopySchema.shape

export const pageSchemas = {
  home: z.strictObject({
    ...page,
    /** The site's one line about itself: the footer, the share images and search engines' description of the business. */
    tagline: Text,
    hero: z.strictObject({
      eyebrow: Text,
      intro: Text,
      primaryAction: Action,
      secondaryAction: Action,
      imageUrl: StockImagePath,
      imageAlt: Text,
    }),
    intro: z.strictObject({ heading: Text, text: Text, highlights: z.tuple([Highlight, Highlight, Highlight]) }),
    servicesSection: z.strictObject({ ...Section, linkLabel: Text }),
    caseStudiesSection: z.strictObject({ ...Section, allLinkLabel: Text }),
    ctaBanner: z.strictObject({ heading: Text, text: Text }),
    getInTouch: z.strictObject({ heading: Text, text: Text }),
  }),
  about: z.strictObject({
    ...page,
    intro: Text,
    mission: z.strictObject({
      eyebrow: Text,
      heading: Text,
      paragraphs: z.array(Text).min(1),
      imageUrl: StockImagePath,
      imageAlt: Text,
    }),
    approach: z.strictObject({ ...Section, pillars: z.tuple([Highlight, Highlight, Highlight]) }),
    cta: z.strictObject({ heading: Text, text: Text, action: Action }),
  }),
  services: z.strictObject({
    ...page,
    intro: Text,
    listLabels: z.strictObject({ detailLink: Text }),
    detailLabels: z.strictObject({
      eyebrow: Text,
      overview: Text,
      keyFeatures: Text,
      keyFeaturesText: Text,
      process: Text,
      processText: Text,
      ctaHeading: Text,
      ctaText: Text,
      ctaAction: Text,
    }),
  }),
  'case-studies': z.strictObject({
    ...page,
    intro: Text,
    labels: z.strictObject({
      challenge: Text,
      solution: Text,
      results: Text,
      readMore: Text,
      // Read by screen readers before a client quote.
      quote: Text,
    }),
  }),
  insights: z.strictObject({
    ...page,
    eyebrow: Text,
    intro: Text,
    labels: z.strictObject({
      topics: Text,
      allArticles: Text,
      latest: Text,
      published: Text,
      updated: Text,
      by: Text,
      /** `{minutes}` is replaced by the article's reading time. */
      readingTime: Text.includes('{minutes}'),
      tags: Text,
      newer: Text,
      older: Text,
      related: Text,
      feed: Text,
      /** `{count}` and `{tag}` are replaced; `{articles}` becomes 'article' or 'articles'. */
      tagIntro: Text.includes('{tag}'),
    }),
    cta: z.strictObject({ heading: Text, text: Text, action: Text }),
    notFound: z.strictObject({ title: Text, text: Text }),
    fromInsights: z.strictObject({ ...Section, link: Text }),
  }),
  contact: z.strictObject({
    ...page,
    intro: Text,
    details: z.strictObject({ heading: Text, emailLabel: Text, hoursLabel: Text, replyLabel: Text, reply: Text }),
    formSection: z.strictObject({ heading: Text, text: Text }),
    /** How soon every enquiry gets an answer, e.g. '24 hours': any page's copy says it as {replyWithin}. */
    replyWithin: Text,
    /** Any page's copy says them as {officeHours}; search engines get them as opening hours. */
    officeHours: OfficeHoursSchema,
  }),
  privacy: PageCopySchema,
  terms: PageCopySchema,
  sitemap: PageCopySchema,
}

export type PageFileName = keyof typeof pageSchemas
