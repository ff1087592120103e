/**
 * The copy of each page, one file per page in content/pages/<name>.yaml: the page's name (titles,
 * breadcrumbs, sitemap), its h1 and meta description, then the words of its sections. Checked like
 * every content file (./read-page-copy.ts); the field shapes they share with the collections are in
 * ./schemas.ts.
 */
import { z } from 'zod'
import { IconName } from './icon-schema.ts'
import { PhotoReference } from './photo-schema.ts'
import { PhotoDescription, SearchDescription, Text } from './schemas.ts'
import { SectionsSchema } from './section-schemas.ts'

/** A link inside the site: a path such as /contact, or an anchor on the same page such as #get-in-touch. */
const Action = z.strictObject({
  label: Text.meta({ title: 'Button text' }),
  href: z
    .string()
    .regex(/^[/#]/, 'must start with / or #')
    .meta({ title: 'Link', description: 'a path such as /contact, or #get-in-touch on the same page' }),
})
const Highlight = z.strictObject({ title: Text, description: Text, icon: IconName })
const Section = { eyebrow: Text, heading: Text, text: Text }

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
 * The owner's own sections (./section-schemas.ts) at one place of a page, drawn in their order. On a
 * page that has the contact form already (`formAlready`), a second would repeat its fields' ids.
 */
const ownSections = (where: string, { formAlready = false } = {}) =>
  SectionsSchema.refine((sections) => !formAlready || sections.every((section) => section.type !== 'contact-form'), {
    message: 'this page has the contact form already: use a call to action that links to it instead',
  })
    .default([])
    .meta({
      title: `Your sections ${where}`,
      description: 'added, reordered or removed freely',
    })

/**
 * The copy of each page of app/content/page-list.ts, by file name. Any other page is the owner's, a
 * file of content/pages/added/ (./owner-page-schema.ts).
 */
export const pageSchemas = {
  home: z.strictObject({
    ...page,
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
    sectionsAfterServices: ownSections('after the services', { formAlready: true }),
    sectionsAfterCaseStudies: ownSections('after the success stories', { formAlready: true }),
    sectionsBeforeGetInTouch: ownSections('before Get In Touch', { formAlready: true }),
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
    sections: ownSections('before the closing call to action'),
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
    sections: ownSections('after the list of services'),
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
    details: z.strictObject({
      heading: Text,
      emailLabel: Text,
      /** Shown only when content/settings.yaml has a telephone number. */
      phoneLabel: Text.default('Telephone'),
      hoursLabel: Text,
      replyLabel: Text,
      reply: Text,
    }),
    formSection: z.strictObject({ heading: Text, text: Text }),
    /** How soon every enquiry gets an answer, e.g. '24 hours': any page's copy says it as {replyWithin}. */
    replyWithin: Text,
    sections: ownSections('after the form', { formAlready: true }),
  }),
  privacy: PageCopySchema,
  terms: PageCopySchema,
  sitemap: PageCopySchema,
}

export type PageFileName = keyof typeof pageSchemas
