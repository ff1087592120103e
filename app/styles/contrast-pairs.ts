/**
 * Every pair of colours the site puts one on the other that a visitor must be able to tell apart,
 * and where each is used: the list the build checks against WCAG 2.2 AA in the light and the dark
 * scheme (./brand-contrast.ts) whatever the brand colour. A new colour class on a component adds its
 * pair here. Colours are tokens (`--color-<token>`); a background of several tokens is a gradient,
 * and the foreground must read on each of its stops.
 *
 * Two contexts: `page` (the page and its cards) and `inverse` (the blocks that stay dark in both
 * schemes: hero, page headers, the closing banner, article headers and the footer, marked
 * `inverse-block`). Inside them the focus outline is brand-200 rather than brand-600 (app/styles/app.css).
 */
import type { Token } from './brand-palette.ts'

/** WCAG 2.2: 1.4.3 for text (4.5:1, 3:1 when large), 1.4.11 for UI parts and graphics that carry meaning (3:1). */
export type PairKind = 'text' | 'large text' | 'graphic'

export const REQUIRED_RATIO: Record<PairKind, number> = { text: 4.5, 'large text': 3, graphic: 3 }

export type ContrastPair = {
  foreground: Token
  backgrounds: Token[]
  kind: PairKind
  context: 'page' | 'inverse'
  /** Where a visitor meets it, in words and by file. */
  where: string
}

const HERO = ['brand-950', 'brand-900', 'brand-800']

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  // The page: text on the page, its muted sections and its cards.
  {
    foreground: 'slate-800',
    backgrounds: ['white', 'slate-50'],
    kind: 'text',
    context: 'page',
    where: 'body text (app/root.tsx), menus, a case study’s results (app/components/sections/case-study-card.tsx)',
  },
  {
    foreground: 'slate-900',
    backgrounds: ['white', 'slate-50'],
    kind: 'text',
    context: 'page',
    where: 'headings and card titles',
  },
  {
    foreground: 'slate-700',
    backgrounds: ['white', 'slate-50'],
    kind: 'text',
    context: 'page',
    where: 'menu links, case studies, article and legal text',
  },
  {
    foreground: 'slate-900',
    backgrounds: ['slate-100'],
    kind: 'text',
    context: 'page',
    where: 'a menu link under the pointer (app/components/layout/desktop-nav.tsx, mobile-menu.tsx)',
  },
  {
    foreground: 'slate-800',
    backgrounds: ['slate-100'],
    kind: 'text',
    context: 'page',
    where: 'a menu link under the pointer (app/components/layout/mobile-menu.tsx)',
  },
  {
    foreground: 'slate-700',
    backgrounds: ['slate-100'],
    kind: 'text',
    context: 'page',
    where: 'a menu link under the pointer (app/components/layout/mobile-menu.tsx)',
  },
  {
    foreground: 'amber-950',
    backgrounds: ['amber-100'],
    kind: 'text',
    context: 'page',
    where: 'the draft and scheduled badge of a preview (app/components/ui/held-back-badge.tsx)',
  },
  {
    foreground: 'slate-600',
    backgrounds: ['white', 'slate-50'],
    kind: 'text',
    context: 'page',
    where: 'section intros, card text, form hints',
  },
  {
    foreground: 'slate-500',
    backgrounds: ['white', 'slate-50'],
    kind: 'text',
    context: 'page',
    where: 'small labels (app/components/sections/contact-details.tsx), list numbers',
  },
  {
    foreground: 'brand-700',
    backgrounds: ['white', 'slate-50', 'brand-50'],
    kind: 'text',
    context: 'page',
    where:
      'links, eyebrows, service taglines, service and contact icons on their tint, the figures and team roles of page sections (app/components/sections/page-sections/)',
  },
  {
    foreground: 'brand-800',
    backgrounds: ['white', 'brand-50', 'brand-100'],
    kind: 'text',
    context: 'page',
    where: 'badges and tags (app/components/ui/badge.tsx, tag-links.tsx), the current menu item',
  },
  {
    foreground: 'brand-900',
    backgrounds: ['white'],
    kind: 'text',
    context: 'page',
    where: 'links under the pointer',
  },
  {
    foreground: 'on-brand',
    backgrounds: ['brand', 'brand-hover'],
    kind: 'text',
    context: 'page',
    where:
      'primary buttons and under the pointer (app/components/ui/button.tsx), the skip link, step numbers, the current tag',
  },
  {
    foreground: 'on-mark',
    backgrounds: ['mark'],
    kind: 'graphic',
    context: 'page',
    where: 'the stroke of the mark in the header and the footer, the same in both (app/components/layout/logo.tsx)',
  },
  {
    foreground: 'brand-700',
    backgrounds: ['white'],
    kind: 'graphic',
    context: 'page',
    where: 'the outline button’s border, the frame of a recommended package',
  },
  {
    foreground: 'brand-600',
    backgrounds: ['white', 'slate-50'],
    kind: 'graphic',
    context: 'page',
    where: 'the focus outline (app/styles/app.css) and a focused field’s border',
  },
  {
    foreground: 'accent-600',
    backgrounds: ['white', 'slate-50'],
    kind: 'graphic',
    context: 'page',
    where: 'check marks (app/components/ui/check-list.tsx), the quote bar of a case study and of a quotes section',
  },
  {
    foreground: 'red-700',
    backgrounds: ['white'],
    kind: 'text',
    context: 'page',
    where: 'a form field’s error (app/features/contact/form-field.tsx)',
  },
  {
    foreground: 'red-950',
    backgrounds: ['red-50'],
    kind: 'text',
    context: 'page',
    where:
      'the error notice (app/components/ui/toast-viewport.tsx), what to fix in an enquiry not sent (app/components/sections/enquiry-answer.tsx)',
  },
  {
    foreground: 'emerald-950',
    backgrounds: ['emerald-50'],
    kind: 'text',
    context: 'page',
    where: 'the “sent” notice (app/components/ui/toast-viewport.tsx)',
  },
  // The dark blocks.
  {
    foreground: 'white',
    backgrounds: HERO,
    kind: 'text',
    context: 'inverse',
    where:
      'headings of the hero, page headers, the closing banner, article headers and the footer (on brand-950: app/components/layout/site-footer.tsx), the name beside the logo; the hero’s second button, an outline on the gradient, on the home page and on the owner’s pages (app/components/sections/home-hero.tsx, page-sections/hero-section.tsx)',
  },
  {
    foreground: 'brand-100',
    backgrounds: HERO,
    kind: 'text',
    context: 'inverse',
    where:
      'their intros (app/components/sections/home-hero.tsx, page-header.tsx, cta-banner.tsx), the footer’s links and text',
  },
  {
    foreground: 'brand-200',
    backgrounds: HERO,
    kind: 'text',
    context: 'inverse',
    where: 'their eyebrows',
  },
  {
    foreground: 'on-block-action',
    backgrounds: ['block-action', 'block-action-hover'],
    kind: 'text',
    context: 'inverse',
    where:
      'the main button of the hero and the closing banner, and under the pointer: white, or a light brand’s own colour (app/components/ui/button.tsx)',
  },
  {
    foreground: 'brand-200',
    backgrounds: HERO,
    kind: 'graphic',
    context: 'inverse',
    where: 'the focus outline in the dark blocks and the footer',
  },
]
