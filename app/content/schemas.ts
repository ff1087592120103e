/**
 * The shape of every file under content/, in one place: each file is checked against its schema when
 * the site builds (app/content/read-content.ts), so a mistake fails the build naming the file and
 * field. Services and case studies take their id from their file name, so a new one is a new file.
 * The fields about publishing (drafts, old addresses) and content/redirects.yaml are in
 * ./publishing-schemas.ts.
 */
import { z } from 'zod'
import { PhotoReference } from './photo-schema.ts'
import { Draft, RedirectFrom } from './publishing-schemas.ts'

const Text = z.string().trim().min(1)

/*
 * `.meta({ title, description })` is what the browser editor calls a field and the hint under it
 * (pipeline/editor/editor-fields.ts adds the limits, e.g. "50 to 170 characters"); a field without a title
 * is named after its key ("secondaryAction" is "Secondary action").
 */
const PhotoDescription = Text.meta({ title: 'Photo description', description: 'read aloud in place of the photo' })
const Order = z.number().int().meta({ title: 'Position in lists', description: 'lower numbers come first' })
const SearchDescription = (min: number) =>
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

const ServiceIconSchema = z.enum(['automation', 'security', 'strategy'])

const ProcessStepSchema = z.strictObject({ title: Text, description: Text })

export const ServiceSchema = z.strictObject({
  order: Order,
  title: Text,
  /** Which pictogram stands for the service: a name that app/components/ui/service-icon.tsx draws. */
  icon: ServiceIconSchema,
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
  quote: Text.optional().meta({ title: 'Client quote' }),
  attribution: Text.optional().meta({ title: 'Who said it', description: 'by role, e.g. Operations Director' }),
  draft: Draft,
  /** A case study has no page of its own: its old addresses lead to the case studies page. */
  redirectFrom: RedirectFrom,
})

export const LegalFrontMatterSchema = z.strictObject({
  /** The date the document last changed (the page shows it as 'Last updated'). */
  updated: z.iso.date().meta({ title: 'Last changed' }),
})

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
const Weekday = z.enum(WEEKDAYS)

/**
 * The copy of each page, one file per page in content/pages/<name>.yaml: the page's name (titles,
 * breadcrumbs, sitemap), its h1 and meta description, then the words of its sections.
 */
/** A link inside the site: a path such as /contact, or an anchor on the same page such as #get-in-touch. */
const Action = z.strictObject({
  label: Text.meta({ title: 'Button text' }),
  href: z
    .string()
    .regex(/^[/#]/, 'must start with / or #')
    .meta({ title: 'Link', description: 'a path such as /contact, or #get-in-touch on the same page' }),
})
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

/**
 * What every page's copy starts with. `menuLabel` is the page's link in the header and the mobile
 * menu, needed when its row in app/content/page-list.ts puts it there (the footer links by `name`);
 * `menuOverviewLabel` is the first link of the dropdown a header page opens over a collection.
 */
const PageCopySchema = z.strictObject({
  name: Text.meta({ title: 'Page name', description: 'in its title, breadcrumbs, the footer and the sitemap' }),
  heading: Text.meta({ title: 'Main heading' }),
  description: SearchDescription(50),
  menuLabel: Text.optional(),
  menuOverviewLabel: Text.optional(),
})
const page = PageCopySchema.shape

/**
 * The copy of any page without a schema of its own below: its heading, an intro and sections of
 * paragraphs, as app/components/sections/simple-page.tsx shows them. A new page's file uses it
 * unless the page needs words of other shapes, which then get an entry in pageSchemas.
 */
export const SimplePageSchema = z.strictObject({
  ...page,
  intro: Text,
  sections: z.array(z.strictObject({ heading: Text, paragraphs: z.array(Text).min(1) })).default([]),
})

/** The pages whose copy has a shape of its own, by file name; any other file in content/pages/ is a SimplePageSchema. */
export const pageSchemas = {
  home: z.strictObject({
    ...page,
    /** The site's one line about itself: the footer, the share images and search engines' description of the business. */
    tagline: Text,
    /** The headings of the footer's columns of links (which pages they hold: app/content/page-list.ts) and of its e-mail column. */
    footerHeadings: z.strictObject({ services: Text, company: Text, contact: Text }),
    hero: z.strictObject({
      eyebrow: Text,
      intro: Text,
      primaryAction: Action,
      secondaryAction: Action,
      imageUrl: PhotoReference,
      imageAlt: PhotoDescription,
    }),
    intro: z.strictObject({ heading: Text, text: Text, highlights: z.tuple([Highlight, Highlight, Highlight]) }),
    servicesSection: z.strictObject({ ...Section, linkLabel: Text }),
    caseStudiesSection: z.strictObject({ ...Section, allLinkLabel: Text }),
    ctaBanner: z.strictObject({ heading: Text, text: Text }).meta({ title: 'Call-to-action banner' }),
    getInTouch: z.strictObject({ heading: Text, text: Text }),
  }),
  about: z.strictObject({
    ...page,
    intro: Text,
    mission: z.strictObject({
      eyebrow: Text,
      heading: Text,
      paragraphs: z.array(Text).min(1),
      imageUrl: PhotoReference,
      imageAlt: PhotoDescription,
    }),
    approach: z.strictObject({ ...Section, pillars: z.tuple([Highlight, Highlight, Highlight]) }),
    cta: z.strictObject({ heading: Text, text: Text, action: Action }).meta({ title: 'Call to action' }),
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
      ctaHeading: Text.meta({ title: 'Call-to-action heading' }),
      ctaText: Text.meta({ title: 'Call-to-action text' }),
      ctaAction: Text.meta({ title: 'Call-to-action button' }),
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
    cta: z.strictObject({ heading: Text, text: Text, action: Text }).meta({ title: 'Call to action' }),
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
