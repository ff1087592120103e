/**
 * The shape of every file under content/: each collection is checked against its schema when the
 * site builds (app/content/read-content.ts), so a mistake fails the build naming the file and field.
 */
import { z } from 'zod'

/** A path on the stock-photo host, e.g. '/photo-1485827404703-89b55fcc595e' (see app/components/ui/stock-image.tsx). */
const StockImagePath = z
  .string()
  .regex(/^\/[\w-]+$/, 'must be a stock-photo path such as /photo-1485827404703-89b55fcc595e')

const Text = z.string().trim().min(1)

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
})

export const ServiceIconSchema = z.enum(['automation', 'security', 'strategy'])

const ProcessStepSchema = z.strictObject({ title: Text, description: Text })

export const ServiceSchema = z.strictObject({
  id: z.enum(['ai-automation', 'cybersecurity-resilience', 'digital-strategy']),
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
  /** The first three also make the service's card on the home page (app/content/services.ts). */
  features: z.tuple([Text, Text, Text, Text, Text, Text]),
  process: z.tuple([ProcessStepSchema, ProcessStepSchema, ProcessStepSchema]),
})

export const CaseStudySchema = z.strictObject({
  id: z.enum(['ecommerce-ai', 'professional-cybersecurity', 'saas-digital', 'manufacturing-automation']),
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
})

export const LegalFrontMatterSchema = z.strictObject({
  /** The date the document last changed (the page shows it as 'Last updated'). */
  updated: z.iso.date(),
})
