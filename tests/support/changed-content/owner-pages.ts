/**
 * A content change of the shared changed-content build (./changes.ts): the owner adds pages of their
 * own as the editor writes them (content/pages/added/), one linked from the header, one from the
 * footer, one only from the sitemap at an address of its choosing, and a section on the home page
 * after the services; one field holds HTML typed as text. One more the editor saved but the site
 * cannot take as asked (`resolved`): a page asking for the header page's address. Two more header
 * links, past the bar's room, which the header's MORE menu holds (`moreLinks`). Checked in
 * tests/changed-site/owner-pages.test.ts and, in Chromium, tests/e2e/changed-content/page-sections.spec.ts.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'
import { everySection } from '../fixtures/every-section'

/** Typed into a field as an owner might paste it: the page must show it, never run it. */
export const typedHtml = 'Prices in <b>pounds</b> <script>alert("typed")</script>'

const page = (name: string, heading: string) => ({
  name,
  heading,
  description: `${heading}: what it is, what it costs and how to start, in plain words for small businesses.`,
  intro: typedHtml,
  sections: [
    { type: 'text', heading: `${name}: what is included`, body: 'A named consultant.\n\nA written plan.' },
    { type: 'cta', heading: `${name}: ask us`, text: 'We answer within a working day.' },
  ],
})

export const ownerPages = {
  header: {
    file: 'an-owner-pricing-page.yaml',
    path: '/an-owner-pricing-page',
    menuLabel: 'OWNER PRICES PER PACKAGE',
    ...page('Owner Prices', 'Three packages, one price each'),
  },
  footer: {
    file: 'an-owner-faq-page.yaml',
    path: '/an-owner-faq-page',
    ...page('Owner Questions', 'Questions owners ask us'),
  },
  sitemapOnly: {
    file: 'an-owner-team-page.yaml',
    path: '/about/an-owner-team',
    ...page('Owner Team', 'The people you will work with'),
  },
}

/**
 * A page the editor saved that disagrees with another page, which the build resolves and names in its
 * log (app/content/place-owner-pages.ts): `prices` asks in its Address field for the header page's
 * address, which that page has by its file name (and sorts after it, so the file-name order alone
 * would have blamed the header page).
 */
export const resolved = {
  prices: {
    file: 'an-owner-prices-page.yaml',
    asks: ownerPages.header.path,
    ...page('Owner Prices Two', 'Prices, asked twice'),
  },
}

/**
 * A seventh and an eighth header link, which the site's five links and the header page leave no room
 * for in the bar: both are in the header's MORE menu (app/content/header-links.ts), in the header's
 * order, Position then file name: `eighth` (position 4) before `seventh` (none); each linked by its
 * name in capitals.
 */
export const moreLinks = {
  eighth: {
    file: 'an-owner-eighth-page.yaml',
    path: '/an-owner-eighth-page',
    position: 4,
    ...page('Owner Eighth', 'An eighth link for the header'),
  },
  seventh: {
    file: 'an-owner-seventh-page.yaml',
    path: '/an-owner-seventh-page',
    ...page('Owner Seventh', 'A seventh link for the header'),
  },
}

/**
 * A page of every section type, opening with its hero (the page's banner then), linked only from the
 * sitemap: checked over its HTML in tests/changed-site/page-sections.test.ts and in Chromium (light,
 * dark, 375 px) in tests/e2e/changed-content/page-sections.spec.ts.
 */
export const everySectionPage = {
  file: 'an-owner-sections-page.yaml',
  path: '/an-owner-sections-page',
  name: 'Owner Sections',
  heading: 'Every section an owner can add',
  description: 'Every kind of section on one page of the owner’s, as a visitor reads it, in light and dark.',
  sections: everySection,
}

/** The section the owner puts on the home page, after the services. */
export const homeSection = {
  type: 'text',
  heading: 'An owner’s section on the home page',
  body: 'Added in the editor.',
}

export function addOwnerPages(contentDir: string) {
  const dir = join(contentDir, 'pages', 'added')
  mkdirSync(dir, { recursive: true })
  const { header, footer, sitemapOnly } = ownerPages
  const files = [
    {
      file: header.file,
      linkedFrom: 'header',
      position: 3,
      menuLabel: header.menuLabel,
      ...page(header.name, header.heading),
    },
    { file: footer.file, linkedFrom: 'footer', ...page(footer.name, footer.heading) },
    { file: sitemapOnly.file, address: sitemapOnly.path, ...page(sitemapOnly.name, sitemapOnly.heading) },
    {
      file: resolved.prices.file,
      address: resolved.prices.asks,
      ...page(resolved.prices.name, resolved.prices.heading),
    },
    { file: moreLinks.seventh.file, linkedFrom: 'header', ...page(moreLinks.seventh.name, moreLinks.seventh.heading) },
    {
      file: moreLinks.eighth.file,
      linkedFrom: 'header',
      position: moreLinks.eighth.position,
      ...page(moreLinks.eighth.name, moreLinks.eighth.heading),
    },
  ]
  const { path: _path, ...sectionsPage } = everySectionPage
  for (const { file, ...data } of [...files, sectionsPage]) writeFileSync(join(dir, file), stringify(data))
  const home = join(contentDir, 'pages', 'home.yaml')
  const copy = parse(readFileSync(home, 'utf8')) as Record<string, unknown>
  writeFileSync(home, stringify({ ...copy, sectionsAfterServices: [homeSection] }))
}
