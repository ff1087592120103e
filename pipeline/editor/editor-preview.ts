/**
 * The editor's preview pane, showing each entry as the site shows it: /admin/preview.js (bundled
 * from this file's source by ./preview-script.ts, calling `registerPreviews(window, …)`) gives
 * Sveltia CMS the site's own stylesheet (`registerPreviewStyle`, its brand colours and font) and a
 * template per collection and page file (`registerPreviewTemplate`) built from the site's own class
 * names: the page banner, section headings, cards and tick lists of app/components/sections/. It runs in the editor's page, so it
 * must use nothing from outside its own body; React is the editor's (`window.h`).
 * Why not the built page itself: docs/decisions/021-the-editor-shows-the-page.md.
 */
import type { sectionPreviewParts } from './section-preview-parts.ts'
import type { sectionPreviews } from './section-previews.ts'

/** What a preview template receives from the editor (Decap's API, which Sveltia keeps). */
export type PreviewProps = {
  entry: { get(key: 'data'): { toJS(): Record<string, unknown> } | undefined }
  widgetFor(name: string): unknown
}

type CreateElement = (type: string, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown

/** The editor's API that this needs. */
export type PreviewHost = {
  CMS: {
    registerPreviewStyle(url: string): void
    registerPreviewTemplate(name: string, component: (props: PreviewProps) => unknown): void
  }
  h: CreateElement
}

/**
 * Registers the site's stylesheet and a template under each name of `forms` (collections and page
 * files, each with its form's fields in order; the editor looks a template up by file name first, so
 * the template tells the kinds apart by their fields). Text shows with `placeholders` filled in, as
 * the build fills them ({serviceCount} reads "three"). A page's `sections` show after its own parts,
 * each drawn by `makeSectionPreview` of `makeSectionParts` (./section-previews.ts and
 * ./section-preview-parts.ts, bundled into the script beside this).
 */
export function registerPreviews(
  host: PreviewHost,
  stylesheet: string,
  forms: Record<string, readonly string[]>,
  placeholders: Record<string, string>,
  makeSectionPreview: typeof sectionPreviews,
  makeSectionParts: typeof sectionPreviewParts,
): void {
  const h = host.h
  const text = (value: unknown) =>
    typeof value === 'string'
      ? value.replace(/\{(\w+)\}/g, (placeholder, name: string, offset: number) => {
          const filled = placeholders[name] ?? placeholder
          const startsSentence = /(^|[.!?]\s+)$/.test(value.slice(0, offset))
          return startsSentence ? filled.charAt(0).toUpperCase() + filled.slice(1) : filled
        })
      : ''
  const list = (value: unknown) => (Array.isArray(value) ? value : [])
  const sectionPreview = makeSectionPreview(h, text, makeSectionParts(h, text))
  const record = (value: unknown): Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

  const banner = (eyebrow: string, title: string, intro: string) =>
    h(
      'section',
      { className: 'inverse-block bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white' },
      h(
        'div',
        { className: 'page-frame py-16 sm:py-20' },
        eyebrow
          ? h('p', { className: 'text-sm font-semibold tracking-widest text-brand-200 uppercase' }, eyebrow)
          : null,
        h('h1', { className: 'mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl' }, title),
        intro ? h('div', { className: 'mt-5 max-w-2xl text-lg leading-8 text-brand-100' }, intro) : null,
      ),
    )
  const section = (muted: boolean, ...children: unknown[]) =>
    h(
      'section',
      { className: muted ? 'bg-slate-50 py-16 sm:py-24' : 'bg-white py-16 sm:py-24' },
      h('div', { className: 'page-frame' }, ...children),
    )
  const heading = (eyebrow: string, title: string, lead: string) =>
    h(
      'div',
      { className: 'mx-auto max-w-3xl text-center' },
      eyebrow ? h('p', { className: 'text-sm font-semibold tracking-widest uppercase text-brand-700' }, eyebrow) : null,
      title
        ? h(
            'h2',
            { className: 'mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl text-slate-900' },
            title,
          )
        : null,
      lead ? h('p', { className: 'mt-4 text-lg leading-8 text-slate-600' }, lead) : null,
    )
  const ticks = (items: unknown[]) =>
    h(
      'ul',
      { className: 'grid gap-3 sm:grid-cols-2 sm:gap-x-6 mt-6 text-slate-700' },
      ...items.map((item) =>
        h('li', { className: 'flex gap-3' }, h('span', { className: 'text-accent-600' }, '✓'), text(item)),
      ),
    )
  const cards = (items: unknown[]) =>
    h(
      'div',
      { className: 'mt-12 grid gap-6 md:grid-cols-3' },
      ...items.map((item) => {
        const card = record(item)
        return h(
          'article',
          {
            className:
              'flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm p-6 sm:p-8',
          },
          h('h3', { className: 'mt-5 text-xl font-semibold text-slate-900' }, text(card.title ?? card.heading)),
          h('p', { className: 'mt-3 leading-7 text-slate-600' }, text(card.description ?? card.text)),
        )
      }),
    )

  const service = (data: Record<string, unknown>) => [
    banner('', text(data.title), text(data.tagline)),
    section(
      false,
      h(
        'div',
        { className: 'mt-6 space-y-5 text-lg leading-8 text-slate-600' },
        h('p', null, text(data.description)),
        h('p', null, text(data.additionalInfo)),
      ),
    ),
    section(true, ticks(list(data.features))),
    section(false, cards(list(data.process))),
  ]
  const caseStudy = (data: Record<string, unknown>) => [
    banner(text(data.category), text(data.title), text(data.summary)),
    section(
      false,
      h(
        'div',
        { className: 'mt-6 space-y-5 text-lg leading-8 text-slate-600' },
        h('p', null, text(data.challenge)),
        h('p', null, text(data.solution)),
      ),
      ticks(list(data.results)),
      data.quote
        ? h(
            'blockquote',
            { className: 'mt-8 border-l-4 border-brand-700 pl-4 text-lg text-slate-700' },
            text(data.quote),
            h('footer', { className: 'mt-2 text-sm text-slate-500' }, text(data.attribution)),
          )
        : null,
    ),
  ]
  const article = (data: Record<string, unknown>, props: PreviewProps) => [
    banner(list(data.tags).map(text).join(' · '), text(data.title), text(data.description)),
    section(false, h('div', { className: 'prose prose-slate mx-auto max-w-3xl' }, props.widgetFor('body'))),
  ]
  /** Page copy: the banner from its heading and intro, then each section with its words and cards. */
  const page = (data: Record<string, unknown>, order: readonly string[]) => {
    const hero = record(data.hero)
    const parts = [...order, ...Object.keys(data).filter((key) => !order.includes(key))]
      .map((key) => record(data[key]))
      .filter((part) => part.heading || part.title || part.text)
      .filter((part) => part !== hero)
    return [
      banner(text(hero.eyebrow) || text(data.eyebrow), text(data.heading), text(hero.intro) || text(data.intro)),
      ...parts.map((part, index) =>
        section(
          index % 2 === 0,
          heading(text(part.eyebrow), text(part.heading ?? part.title), text(part.text)),
          ...list(part.paragraphs).map((paragraph) =>
            h('p', { className: 'mx-auto mt-4 max-w-3xl text-lg leading-8 text-slate-600' }, text(paragraph)),
          ),
          ...Object.values(part)
            .filter((value) => list(value).some((item) => record(item).title))
            .map((items) => cards(list(items))),
        ),
      ),
      ...list(data.sections)
        .filter((item) => record(item).type)
        .map((item, index) => sectionPreview(record(item), index)),
    ]
  }

  const preview = (props: PreviewProps, order: readonly string[]) => {
    const data = props.entry.get('data')?.toJS() ?? {}
    const kind =
      'process' in data
        ? service(data)
        : 'challenge' in data
          ? caseStudy(data)
          : 'tags' in data
            ? article(data, props)
            : 'updated' in data
              ? [
                  banner('', 'Legal text', text(data.updated)),
                  section(
                    false,
                    h('div', { className: 'prose prose-slate mx-auto max-w-3xl' }, props.widgetFor('body')),
                  ),
                ]
              : page(data, order)
    return h('div', { className: 'min-h-screen bg-white text-slate-900 antialiased' }, ...kind)
  }

  host.CMS.registerPreviewStyle(stylesheet)
  for (const [name, order] of Object.entries(forms)) {
    host.CMS.registerPreviewTemplate(name, (props) => preview(props, order))
  }
}
