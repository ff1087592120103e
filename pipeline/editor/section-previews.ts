/**
 * The editor's preview of a page's sections (app/content/section-schemas.ts): one template per type,
 * made of the class names and headings of its component in app/components/sections/page-sections/,
 * so the pane shows the section as the site draws it (a test compares the two,
 * ./section-previews.test.ts). Written into /admin/preview.js beside ./editor-preview.ts and run in
 * the editor's page, so it uses nothing from outside its own body. Photos show as their empty box,
 * lists drawn from the site's content as a note: the pane has neither.
 */

import type { SectionPreviewParts } from './section-preview-parts.ts'

type CreateElement = (type: string, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown

/** A function that draws one section (its data as the editor holds it) as the `index`-th of its page. */
export type SectionPreview = (section: Record<string, unknown>, index: number) => unknown

export function sectionPreviews(
  h: CreateElement,
  text: (value: unknown) => string,
  parts: SectionPreviewParts,
): SectionPreview {
  const { list, record, headed, grid, card, itemHeading, ticks, button, note, photoBox } = parts
  const templates: Record<string, SectionPreview> = {
    ...parts.layouts,
    cards: (data, index) =>
      headed(
        data,
        index,
        grid('ul', list(data.cards), (item) =>
          card(
            itemHeading(item.title),
            h('p', { className: 'mt-3 flex-1 leading-7 text-slate-600' }, text(item.text)),
            button(item.link, 'mt-6 font-semibold text-brand-700'),
          ),
        ),
      ),
    ticks: (data, index) =>
      headed(
        data,
        index,
        h(
          'div',
          { className: 'mx-auto max-w-4xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10' },
          ticks(list(data.items), 'grid gap-3 sm:grid-cols-2 sm:gap-x-6 text-lg text-slate-800'),
        ),
      ),
    steps: (data, index) =>
      headed(
        data,
        index,
        grid('ol', list(data.steps), (item, step) =>
          card(
            h(
              'span',
              {
                className:
                  'inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white',
              },
              String(step + 1),
            ),
            h(
              'h3',
              { className: 'mt-5 text-xl font-semibold text-slate-900' },
              h('span', { className: 'sr-only' }, `Step ${step + 1}: `),
              text(item.title),
            ),
            h('p', { className: 'mt-3 leading-7 text-slate-600' }, text(item.text)),
          ),
        ),
      ),
    faq: (data, index) =>
      headed(
        data,
        index,
        h(
          'div',
          {
            className:
              'mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm',
          },
          ...list(data.questions).map((item) =>
            h(
              'details',
              { className: 'group px-6 sm:px-8', open: true },
              h(
                'summary',
                { className: 'flex cursor-pointer list-none items-center justify-between gap-4 py-5' },
                itemHeading(record(item).question, 'text-lg font-semibold text-slate-900'),
              ),
              h(
                'div',
                { className: 'space-y-4 pb-6 leading-7 text-slate-600' },
                h('p', null, text(record(item).answer)),
              ),
            ),
          ),
        ),
      ),
    quotes: (data, index) =>
      headed(
        data,
        index,
        grid('ul', list(data.quotes), (item) =>
          card(
            h('blockquote', { className: 'flex-1 text-lg leading-8 text-slate-800 italic' }, `“${text(item.quote)}”`),
            h('p', { className: 'mt-6 text-sm font-semibold text-slate-900' }, text(item.name)),
            h(
              'p',
              { className: 'text-sm text-slate-600' },
              [item.role, item.company].map(text).filter(Boolean).join(', '),
            ),
          ),
        ),
      ),
    team: (data, index) =>
      headed(
        data,
        index,
        grid('ul', list(data.members), (item) =>
          card(
            photoBox('aspect-square'),
            itemHeading(item.name, 'text-xl font-semibold text-slate-900'),
            h('p', { className: 'mt-1 font-semibold text-brand-700' }, text(item.role)),
            h('p', { className: 'mt-3 leading-7 text-slate-600' }, text(item.text)),
          ),
        ),
      ),
    prices: (data, index) =>
      headed(
        data,
        index,
        grid('ul', list(data.packages), (item) =>
          card(
            item.recommended
              ? h(
                  'span',
                  {
                    className:
                      'mb-4 inline-flex w-fit rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800',
                  },
                  text(data.recommendedLabel) || 'Recommended',
                )
              : null,
            itemHeading(item.name, 'text-xl font-semibold text-slate-900'),
            h('p', { className: 'mt-4 text-3xl font-bold tracking-tight text-slate-900' }, text(item.price)),
            ticks(list(item.included), 'mt-6 grid gap-2 text-sm text-slate-700'),
            button(
              item.action,
              'mt-8 inline-flex justify-center rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white',
            ),
          ),
        ),
      ),
    figures: (data, index) =>
      headed(
        data,
        index,
        grid('ul', list(data.figures), (item) =>
          h(
            'div',
            { className: 'text-center' },
            h('p', { className: 'text-4xl font-bold tracking-tight text-brand-700 sm:text-5xl' }, text(item.value)),
            h('p', { className: 'mt-3 leading-7 text-slate-600' }, text(item.label)),
          ),
        ),
      ),
    logos: (data, index) =>
      headed(
        data,
        index,
        h(
          'ul',
          { className: 'flex flex-wrap justify-center gap-6' },
          ...list(data.logos).map((item) =>
            h(
              'li',
              { className: 'rounded-xl bg-[white] p-4 ring-1 ring-slate-200' },
              h('div', { className: 'w-40 aspect-[5/2] text-center text-sm text-slate-600' }, text(record(item).name)),
            ),
          ),
        ),
      ),
    'collection-list': (data, index) =>
      headed(
        data,
        index,
        note(
          `Here the page shows the first ${text(String(data.count ?? 3))} of your ${text(data.collection)}, as their cards.`,
        ),
      ),
    'contact-form': (data, index) =>
      headed(data, index, note('Here the page shows the contact details and the enquiry form of the Contact page.')),
  }
  return (section, index) => {
    const drawn = templates[text(section.type)]?.(section, index) ?? null
    // The owner's anchor, as the page gives it: a block of its own around the section.
    return section.anchor ? h('div', { id: text(section.anchor) }, drawn) : drawn
  }
}
