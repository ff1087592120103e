/**
 * Reads and checks the files under content/ (or CONTENT_DIR). Runs in Node only: at build time the
 * content plugin (pipeline/vite-plugins/content-plugin.ts) inlines its result into
 * app/content/replaced-at-build/*, so the browser receives plain data and none of the parsers; Node
 * callers (the route config, build steps, browser tests) run it directly.
 */
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { z } from 'zod'
import { basePathOf } from '../config/base-path.ts'
import type { Configuration } from '../config/configuration-schema.ts'
import { isDevServer, loadConfiguration } from '../config/read-environment.ts'
import { readBrandColors } from '../styles/read-brand-colors.ts'
import { ContentError, type ContentSettings, check, displayPath, fileSlug, readYaml } from './content-files.ts'
import { type HeldBack, heldBack } from './publication.ts'
import { readLegal } from './read-legal.ts'
import { readMarkdown } from './read-markdown.ts'
import { readOwnerPageFiles } from './read-owner-pages.ts'
import { readCopyPlaceholders, readPageCopy } from './read-page-copy.ts'
import { ArticleFrontMatterSchema, CaseStudySchema, ServiceSchema } from './schemas.ts'
import { checkCountWords, checkServiceCount } from './service-count.ts'

export type { ContentSettings }

/** Average adult silent-reading speed for non-fiction, in words per minute. */
const WORDS_PER_MINUTE = 230

/** The content settings of a configuration; the content folder is relative to `root` unless absolute. */
export function contentSettingsOf({ build, site, brand }: Configuration, root = process.cwd()): ContentSettings {
  return {
    contentDir: resolve(root, build.contentDir),
    site,
    brand,
    publishing: { today: build.today, preview: build.preview },
  }
}

/** The settings of the environment, for Node callers without a build (tests, scripts). */
export function contentSettings(): ContentSettings {
  const settings = contentSettingsOf(loadConfiguration())
  // The dev server's route table lists drafts, as its bundle does (pipeline/vite-plugins/content-plugin.ts).
  return isDevServer() ? { ...settings, publishing: { ...settings.publishing, preview: true } } : settings
}

/** An entry of a collection and the file it came from (as the build names files in messages). */
export type Sourced<Entry> = { file: string; entry: Entry; redirectFrom: string[] }

/**
 * A collection file's checked data as the site uses it: why it is held back, if it is (drafts, and
 * articles dated after the build's day), instead of its `draft` flag; its old addresses apart.
 */
function sourced<Data extends { draft?: boolean; redirectFrom?: string[] }, Entry>(
  file: string,
  data: Data,
  today: string,
  toEntry: (data: Omit<Data, 'draft' | 'redirectFrom'>) => Entry,
): Sourced<Entry & { held?: HeldBack }> {
  const { draft, redirectFrom = [], ...rest } = data
  const held = heldBack({ draft, date: 'date' in rest ? String(rest.date) : undefined }, today)
  return { file: displayPath(file), entry: { ...toEntry(rest), ...(held ? { held } : {}) }, redirectFrom }
}

/** Whether a build shows an entry: every one in a preview (`npm run dev`, PREVIEW=1), else those not held back. */
export function isOnSite(entry: { held?: HeldBack }, { publishing }: ContentSettings): boolean {
  return publishing.preview || !entry.held
}

function onSite<Entry extends { held?: HeldBack }>(files: Sourced<Entry>[], settings: ContentSettings): Entry[] {
  return files.filter(({ entry }) => isOnSite(entry, settings)).map(({ entry }) => entry)
}

/** The files of one collection folder with the given extension, sorted by name. */
function listFiles(settings: ContentSettings, collection: string, extension: string): string[] {
  const dir = join(settings.contentDir, collection)
  return readdirSync(dir)
    .filter((name) => name.endsWith(extension) && !name.startsWith('.'))
    .sort()
    .map((name) => join(dir, name))
}

/** 'Cost control' → 'cost-control': the tag's part of its page's URL. */
function tagSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

function readArticleFiles(settings: ContentSettings) {
  return listFiles(settings, 'articles', '.md')
    .map((file) => {
      const { frontMatter, html, words } = readMarkdown(file, basePathOf(settings.site.url))
      return sourced(file, check(ArticleFrontMatterSchema, frontMatter, file), settings.publishing.today, (data) => ({
        slug: fileSlug(file, '.md'),
        ...data,
        updated: data.updated ?? data.date,
        tags: data.tags.map((name) => ({ name, slug: tagSlug(name) })),
        words,
        readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
        html,
      }))
    })
    .sort((a, b) => b.entry.date.localeCompare(a.entry.date) || a.entry.slug.localeCompare(b.entry.slug))
}

/** One entry per YAML file of the folder, its id the file's name, in the order of their `order` field. */
function readOrderedFiles<Schema extends z.ZodType<{ order: number; draft?: boolean; redirectFrom?: string[] }>>(
  settings: ContentSettings,
  collection: string,
  schema: Schema,
) {
  const files = listFiles(settings, collection, '.yaml')
  if (files.length === 0) {
    throw new ContentError(displayPath(join(settings.contentDir, collection)), [
      { path: [], message: 'the folder needs at least one .yaml file' },
    ])
  }
  return files
    .map((file) =>
      sourced(file, check(schema, readYaml(file), file), settings.publishing.today, (data) => ({
        id: fileSlug(file, '.yaml'),
        ...data,
      })),
    )
    .sort((a, b) => a.entry.order - b.entry.order || a.entry.id.localeCompare(b.entry.id))
}

/** What page copy's placeholders ({serviceCount}, {replyWithin}, …) read as, for the editor's preview. */
export function copyPlaceholders(settings: ContentSettings = contentSettings()): Record<string, string> {
  return readCopyPlaceholders(settings, services(settings).length)
}

/** Every file of the collections whose files are pages or cards, held back or not, with where each came from. */
export function collectionFiles(settings: ContentSettings = contentSettings()) {
  return {
    articles: readArticleFiles(settings),
    services: readOrderedFiles(settings, 'services', ServiceSchema),
    caseStudies: readOrderedFiles(settings, 'case-studies', CaseStudySchema),
  }
}

/** Every file a production build leaves out (held back) and why, whether or not `settings` is a preview's. */
export function heldBackFiles(settings: ContentSettings = contentSettings()): { file: string; held: HeldBack }[] {
  const { articles, services, caseStudies } = collectionFiles(settings)
  const ownerPages = readOwnerPageFiles(settings).map((entry) => ({ file: entry.file, entry }))
  return [...articles, ...services, ...caseStudies, ...ownerPages].flatMap(({ file, entry }) =>
    entry.held ? [{ file, held: entry.held }] : [],
  )
}

/** Every content module the site imports, by the name of its file in app/content/replaced-at-build/. */
/** The services the site shows: 1 to 8, and none of their texts says another number of services. */
function services(settings: ContentSettings) {
  const files = readOrderedFiles(settings, 'services', ServiceSchema)
  const shown = onSite(files, settings)
  checkServiceCount(shown.length, settings)
  for (const { file, entry } of files) checkCountWords(file, entry, shown.length)
  return shown
}
const readers = {
  articles: (settings: ContentSettings) => onSite(readArticleFiles(settings), settings),
  /** Articles without their bodies, for lists, the sitemap and the feed's index pages. */
  'article-summaries': (settings: ContentSettings) =>
    onSite(readArticleFiles(settings), settings).map(({ html: _body, ...summary }) => summary),
  services,
  /** Only what the enquiry form's service choice needs, so the form's island carries no service copy. */
  'service-choices': (settings: ContentSettings) => services(settings).map(({ id, title }) => ({ id, title })),
  'case-studies': (settings: ContentSettings) =>
    onSite(readOrderedFiles(settings, 'case-studies', CaseStudySchema), settings),
  'page-copy': (settings: ContentSettings) => readPageCopy(settings, services(settings).length),
  legal: readLegal,
  /** The owner's pages (content/pages/added/): drafts only in a preview. */
  'owner-pages': (settings: ContentSettings) => readOwnerPageFiles(settings).filter((page) => isOnSite(page, settings)),
  'brand-colors': readBrandColors,
}

export type ContentModuleName = keyof typeof readers
/** Every content module's name. */
export const contentModuleNames = Object.keys(readers) as ContentModuleName[]
export type ContentOf<Name extends ContentModuleName> = ReturnType<(typeof readers)[Name]>

export function isContentModuleName(name: string): name is ContentModuleName {
  return Object.hasOwn(readers, name)
}

/** One content module's data; the content plugin passes the build's settings, Node callers read the environment. */
export function readContent<Name extends ContentModuleName>(
  name: Name,
  settings: ContentSettings = contentSettings(),
): ContentOf<Name> {
  return readers[name](settings) as ContentOf<Name>
}
