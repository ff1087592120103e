/**
 * The copy of every page (content/pages/*.yaml), each file checked against its schema, with the
 * business's promises written in where the copy says {replyWithin} or {officeHours}
 * (app/content/business-facts.ts; the office hours are the settings file's), and the number of
 * services where it says {serviceCount} and 'service' or 'services' to go with it where it says
 * {services} (app/content/service-count.ts). Runs in Node only, like app/content/read-content.ts.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { z } from 'zod'
import { businessPlaceholders, type OfficeHours, officeHoursLabel } from './business-facts.ts'
import { ContentError, type ContentSettings, check, displayPath, fillPlaceholders, readYaml } from './content-files.ts'
import { type PageFileName, pageSchemas } from './page-copy-schemas.ts'
import { checkCountWords, countInWords } from './service-count.ts'

type Checked = { [Name in PageFileName]: z.output<(typeof pageSchemas)[Name]> }
/**
 * As checked; the contact page also with the office hours it shows, from content/settings.yaml, and
 * as the pages write them ('Monday to Friday, 9:00 AM to 6:00 PM BST').
 */
type PageCopy = Omit<Checked, 'contact'> & {
  contact: Checked['contact'] & { officeHours: OfficeHours & { label: string } }
}

/** Placeholders the pages fill in as they render (app/content/insights.ts), left as written. */
const RENDER_PLACEHOLDERS = ['minutes', 'count', 'articles', 'tag']

/** Every string in `data`, however deeply nested, with its placeholders filled in. */
function fillEvery(data: unknown, values: Record<string, string>, file: string): unknown {
  if (typeof data === 'string') return fillPlaceholders(data, values, file, RENDER_PLACEHOLDERS)
  if (Array.isArray(data)) return data.map((item) => fillEvery(item, values, file))
  if (data !== null && typeof data === 'object') {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, fillEvery(value, values, file)]))
  }
  return data
}

/** The schema of a page's copy file; a file no page reads is a mistake, most likely a page meant for content/pages/added/. */
function schemaOf(name: string, file: string) {
  if (Object.hasOwn(pageSchemas, name)) return pageSchemas[name as PageFileName]
  throw new ContentError(displayPath(file), [
    {
      path: [],
      message: `no page of the site reads ${name}.yaml: a page of your own goes in content/pages/added/ (docs/owner-guide.md "Add a page")`,
    },
  ])
}

type PageFile = { name: string; file: string; data: unknown }

/**
 * What page copy may write in braces, and what each becomes: the business's promises (the reply time
 * from the contact page, the office hours from content/settings.yaml) and the number of services.
 */
function copyPlaceholders(files: PageFile[], settings: ContentSettings, serviceCount: number): Record<string, string> {
  const contact = files.find((page) => page.name === 'contact')
  if (contact === undefined) throw new Error('pageSchemas must include the contact page')
  const { replyWithin } = check(pageSchemas.contact, contact.data, contact.file)
  return {
    ...businessPlaceholders({ replyWithin, officeHours: settings.site.officeHours }),
    serviceCount: countInWords(serviceCount),
    services: serviceCount === 1 ? 'service' : 'services',
  }
}

function readPageFiles(settings: ContentSettings): PageFile[] {
  const dir = join(settings.contentDir, 'pages')
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml') && !name.startsWith('.'))
    .sort()
    .map((name) => ({ name: name.slice(0, -'.yaml'.length), file: join(dir, name), data: readYaml(join(dir, name)) }))
}

/** The placeholders' values, for the editor's preview (pipeline/editor/editor-preview.ts). */
export function readCopyPlaceholders(settings: ContentSettings, serviceCount: number): Record<string, string> {
  return copyPlaceholders(readPageFiles(settings), settings, serviceCount)
}

/**
 * One file per page named in pageSchemas, each checked with its schema (a missing one is an error like
 * a missing field, and so is a file no page reads).
 */
export function readPageCopy(settings: ContentSettings, serviceCount: number): PageCopy {
  const dir = join(settings.contentDir, 'pages')
  for (const name of Object.keys(pageSchemas)) {
    const file = join(dir, `${name}.yaml`)
    if (!existsSync(file)) throw new ContentError(displayPath(file), [{ path: [], message: 'the file is missing' }])
  }
  const files = readPageFiles(settings)
  const values = copyPlaceholders(files, settings, serviceCount)
  const entries = files.map(({ name, file, data }) => {
    checkCountWords(file, data, serviceCount)
    return [name, check(schemaOf(name, file), fillEvery(data, values, file), file)]
  })
  // Object.fromEntries loses the pairing of each name with its schema's type; schemaOf guarantees it.
  const pages = Object.fromEntries(entries) as Checked
  const { officeHours } = settings.site
  return {
    ...pages,
    contact: { ...pages.contact, officeHours: { ...officeHours, label: officeHoursLabel(officeHours) } },
  }
}
