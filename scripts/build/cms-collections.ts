/**
 * The browser editor's (Decap CMS, served at /admin) view of the content folder: one collection per
 * kind of file, each field mirroring the schema the build checks the file against, so whatever the
 * owner saves in the form is a file the next build accepts.
 */

/** A Decap CMS field (https://decapcms.org/docs/widgets/); only what this site uses. */
export type CmsField = {
  name: string
  label: string
  widget: 'string' | 'text' | 'markdown' | 'number' | 'datetime' | 'list' | 'object' | 'select' | 'hidden'
  required?: boolean
  hint?: string
  pattern?: [string, string]
  options?: string[]
  min?: number
  max?: number
  value_type?: 'int'
  field?: CmsField
  fields?: CmsField[]
  format?: string
  date_format?: string
  time_format?: boolean
}

export type CmsCollection = {
  name: string
  label: string
  label_singular?: string
  description?: string
  identifier_field?: string
  summary?: string
  sortable_fields?: string[]
  create?: boolean
  delete?: boolean
  slug?: string
} & (
  | { folder: string; extension: 'md' | 'yaml'; format: 'frontmatter' | 'yaml'; fields: CmsField[] }
  | { files: { name: string; label: string; file: string; fields: CmsField[] }[] }
)

const stockImagePattern: [string, string] = [
  '^/[\\w-]+$',
  'A stock-photo path such as /photo-1485827404703-89b55fcc595e',
]

const text = (name: string, label: string, extra: Partial<CmsField> = {}): CmsField => ({
  name,
  label,
  widget: 'text',
  ...extra,
})
const line = (name: string, label: string, extra: Partial<CmsField> = {}): CmsField => ({
  name,
  label,
  widget: 'string',
  ...extra,
})
const date = (name: string, label: string, required = true): CmsField => ({
  name,
  label,
  widget: 'datetime',
  format: 'YYYY-MM-DD',
  date_format: 'D MMMM YYYY',
  time_format: false,
  required,
})
const photo = (name: string): CmsField => line(name, 'Photo (stock-photo path)', { pattern: stockImagePattern })
const order: CmsField = { name: 'order', label: 'Position in lists', widget: 'number', value_type: 'int' }
const stringList = (name: string, label: string, count?: number): CmsField => ({
  name,
  label,
  widget: 'list',
  field: line('item', 'Item'),
  ...(count === undefined ? { min: 1 } : { min: count, max: count }),
})

const articleFields: CmsField[] = [
  line('title', 'Title'),
  text('description', 'Description (search results and the list of articles)', {
    pattern: ['^[\\s\\S]{1,300}$', 'At most 300 characters'],
  }),
  date('date', 'Published'),
  date('updated', 'Updated', false),
  line('author', 'Author'),
  stringList('tags', 'Tags'),
  photo('image'),
  line('imageAlt', 'Photo description (for screen readers)'),
  { name: 'body', label: 'Article', widget: 'markdown' },
]

const serviceFields: CmsField[] = [
  order,
  line('title', 'Title'),
  { name: 'icon', label: 'Icon', widget: 'select', options: ['automation', 'security', 'strategy'] },
  line('tagline', 'Tagline'),
  text('description', 'Description'),
  text('additionalInfo', 'Additional information'),
  photo('imageUrl'),
  line('imageAlt', 'Photo description (for screen readers)'),
  text('metaDescription', 'Description for search results'),
  stringList('features', 'Key features', 6),
  {
    name: 'process',
    label: 'How We Deliver (three steps)',
    widget: 'list',
    min: 3,
    max: 3,
    fields: [line('title', 'Step'), text('description', 'What happens')],
  },
]

const caseStudyFields: CmsField[] = [
  order,
  line('title', 'Client (described, not named)'),
  line('category', 'Service (category badge)'),
  photo('imageUrl'),
  line('imageAlt', 'Photo description (for screen readers)'),
  text('summary', 'Summary'),
  text('challenge', 'Challenge'),
  text('solution', 'Solution'),
  stringList('results', 'Results'),
  text('quote', 'Client quote (optional)', { required: false }),
  line('attribution', 'Who said it, e.g. "Operations Director" (optional)', { required: false }),
]

// The page's title lives with the other page copy (content/pages/privacy.yaml, terms.yaml).
const legalFields: CmsField[] = [date('updated', 'Last changed'), { name: 'body', label: 'Text', widget: 'markdown' }]

export const cmsCollections: CmsCollection[] = [
  {
    name: 'articles',
    label: 'Insights articles',
    label_singular: 'Article',
    description: 'Each article is a Markdown file; its file name becomes its address under /insights/.',
    folder: 'content/articles',
    extension: 'md',
    format: 'frontmatter',
    create: true,
    slug: '{{slug}}',
    summary: '{{title}} ({{date}})',
    sortable_fields: ['date', 'title'],
    fields: articleFields,
  },
  {
    name: 'case-studies',
    label: 'Case studies',
    label_singular: 'Case study',
    description: 'Each is a file; its name (from the title when you create one) is its id.',
    folder: 'content/case-studies',
    extension: 'yaml',
    format: 'yaml',
    create: true,
    slug: '{{slug}}',
    sortable_fields: ['order', 'title'],
    fields: caseStudyFields,
  },
  {
    name: 'services',
    label: 'Services',
    label_singular: 'Service',
    description: 'Each is a file; its name (from the title when you create one) is its id and its address under /services/.',
    folder: 'content/services',
    extension: 'yaml',
    format: 'yaml',
    create: true,
    slug: '{{slug}}',
    sortable_fields: ['order', 'title'],
    fields: serviceFields,
  },
  {
    name: 'legal',
    label: 'Legal pages',
    files: [
      { name: 'privacy', label: 'Privacy Policy', file: 'content/legal/privacy.md', fields: legalFields },
      { name: 'terms', label: 'Terms of Service', file: 'content/legal/terms.md', fields: legalFields },
    ],
  },
]
