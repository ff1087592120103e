/**
 * The pieces the editor's section previews (./section-previews.ts) are built of: a section's
 * landmark, opening heading, card, grid, tick list, button, photo box and Markdown blocks, each with
 * the class names of the site's components (app/components/sections/). Written into
 * /admin/preview.js and run in the editor's page, so it uses nothing from outside its own body.
 */

type CreateElement = (type: string, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown

export function sectionPreviewParts(h: CreateElement, text: (value: unknown) => string) {
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
  const record = (value: unknown): Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  const background = (index: number) => (index % 2 === 1 ? 'bg-slate-50' : 'bg-white')

  /** Markdown as blocks: headings (one level under the section's), list items and paragraphs, emphasis as plain words. */
  const markdown = (value: unknown, first: number) => {
    const blocks = text(value).split(/\n\s*\n/)
    const depths = [...new Set(blocks.map((block) => /^(#{1,6})\s/.exec(block)?.[1]?.length ?? 0))]
      .filter(Boolean)
      .sort()
    const plain = (words: string) => words.replace(/[*_`]|\[([^\]]*)\]\([^)]*\)/g, (_match, label) => label ?? '')
    return h(
      'div',
      { className: 'prose prose-slate sm:prose-lg prose-a:text-brand-700' },
      ...blocks.map((block) => {
        const heading = /^(#{1,6})\s+(.*)$/.exec(block)
        if (heading)
          return h(`h${Math.min(first + depths.indexOf(heading[1]?.length ?? 0), 6)}`, null, plain(heading[2] ?? ''))
        const items = block.split('\n').filter((line) => /^\s*(?:[-*+]|\d+\.)\s/.test(line))
        if (items.length > 0) {
          return h('ul', null, ...items.map((item) => h('li', null, plain(item.replace(/^\s*(?:[-*+]|\d+\.)\s/, '')))))
        }
        return h('p', null, plain(block))
      }),
    )
  }
  const photoBox = (className: string) => h('div', { className: `relative overflow-hidden bg-slate-200 ${className}` })
  const opening = (data: Record<string, unknown>, name: string, align = 'center') =>
    h(
      'div',
      { className: align === 'center' ? 'max-w-3xl mx-auto text-center' : 'max-w-3xl' },
      data.eyebrow
        ? h('p', { className: 'text-sm font-semibold tracking-widest uppercase text-brand-700' }, text(data.eyebrow))
        : null,
      h(
        'h2',
        {
          id: `${name}-heading`,
          className: 'mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl text-slate-900',
        },
        text(data.heading),
      ),
      data.intro ? h('p', { className: 'mt-4 text-lg leading-8 text-slate-600' }, text(data.intro)) : null,
    )
  const headed = (data: Record<string, unknown>, index: number, ...children: unknown[]) =>
    h(
      'section',
      { 'aria-labelledby': `section-${index + 1}-heading`, className: `${background(index)} py-16 sm:py-24` },
      h('div', { className: 'page-frame space-y-12' }, opening(data, `section-${index + 1}`), ...children),
    )
  const grid = (tag: string, items: unknown[], draw: (item: Record<string, unknown>, index: number) => unknown) =>
    h(
      tag,
      { className: 'balanced-grid' },
      ...items.map((item, index) => h('li', { key: index }, draw(record(item), index))),
    )
  const card = (...children: unknown[]) =>
    h(
      'article',
      {
        className:
          'flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm p-6 sm:p-8',
      },
      ...children,
    )
  const itemHeading = (words: unknown, className = 'mt-5 text-xl font-semibold text-slate-900') =>
    h('h3', { className }, text(words))
  const ticks = (items: unknown[], className: string) =>
    h(
      'ul',
      { className },
      ...items.map((item) =>
        h(
          'li',
          { className: 'flex gap-3' },
          h('span', { className: 'text-accent-600' }, '✓'),
          h('span', null, text(item)),
        ),
      ),
    )
  const button = (action: unknown, className: string) =>
    action ? h('a', { className }, text(record(action).label)) : null
  const note = (words: string) => h('p', { className: 'text-center text-slate-600' }, words)

  /** The sections with a layout of their own rather than a heading over items: banners, text, photo beside text. */
  const layouts: Record<string, (data: Record<string, unknown>, index: number) => unknown> = {
    hero: (data, index) =>
      h(
        'section',
        {
          'aria-labelledby': `section-${index + 1}-heading`,
          className:
            'inverse-block relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800',
        },
        h(
          'div',
          {
            className: `page-frame grid items-center gap-10 py-14 sm:py-20 lg:gap-16 lg:py-24${data.photo ? ' lg:grid-cols-2' : ''}`,
          },
          h(
            'div',
            null,
            data.eyebrow
              ? h(
                  'p',
                  { className: 'text-sm font-semibold tracking-widest text-brand-200 uppercase' },
                  text(data.eyebrow),
                )
              : null,
            h(
              'h2',
              { className: 'mt-3 text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl' },
              text(data.heading),
            ),
            h('p', { className: 'mt-6 max-w-xl text-lg leading-8 text-brand-100' }, text(data.intro)),
            h(
              'div',
              { className: 'mt-8 flex flex-col gap-3 sm:flex-row' },
              ...list(data.actions).map((action) =>
                button(
                  action,
                  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold bg-white text-brand-800 px-6 py-3 text-base',
                ),
              ),
            ),
          ),
          data.photo ? photoBox('aspect-[4/3] rounded-2xl shadow-2xl') : null,
        ),
      ),
    text: (data, index) =>
      h(
        data.heading ? 'section' : 'div',
        { className: `${background(index)} py-16 sm:py-24` },
        h(
          'div',
          { className: 'page-frame' },
          h(
            'div',
            { className: 'mx-auto max-w-3xl' },
            data.heading ? opening({ heading: data.heading }, `section-${index + 1}`, 'left') : null,
            markdown(data.body, data.heading ? 3 : 2),
          ),
        ),
      ),
    'photo-text': (data, index) =>
      h(
        'section',
        { className: `${background(index)} py-16 sm:py-24` },
        h(
          'div',
          { className: 'page-frame grid items-center gap-10 lg:grid-cols-2 lg:gap-16' },
          h(
            'div',
            { className: data.photoSide === 'left' ? 'lg:order-last' : '' },
            opening(data, `section-${index + 1}`, 'left'),
            markdown(data.body, 3),
            button(data.action, 'mt-8 inline-flex rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white'),
          ),
          photoBox('aspect-[4/3] rounded-2xl shadow-lg'),
        ),
      ),
    cta: (data, index) =>
      h(
        'section',
        {
          'aria-labelledby': `section-${index + 1}-heading`,
          className: 'inverse-block bg-gradient-to-r from-brand-800 to-brand-950 py-16 sm:py-20',
        },
        h(
          'div',
          { className: 'page-frame text-center' },
          h(
            'h2',
            { className: 'text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl' },
            text(data.heading),
          ),
          h('p', { className: 'mx-auto mt-4 max-w-2xl text-lg leading-8 text-brand-100' }, text(data.text)),
          button(data.action, 'mt-8 inline-flex rounded-lg bg-white px-6 py-3 font-semibold text-brand-800'),
        ),
      ),
  }
  return {
    list,
    record,
    background,
    markdown,
    photoBox,
    opening,
    headed,
    grid,
    card,
    itemHeading,
    ticks,
    button,
    note,
    layouts,
  }
}

export type SectionPreviewParts = ReturnType<typeof sectionPreviewParts>
