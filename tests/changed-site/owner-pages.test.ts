/**
 * Pages the owner added as files (tests/support/changed-content/owner-pages.ts), as the shared
 * changed-content build has them: each is a page with its title, description, canonical address and
 * share image, listed in sitemap.xml and on the sitemap page, linked where its file asks, with no
 * script of its own and typed HTML shown as text; the home page shows the owner's section after the
 * services. A page the editor saved that disagrees with another (a second page asking for the header
 * page's address) does not stop it: it is left out, and the build log names the file and the field. A
 * seventh and an eighth header link are in the header's MORE menu and the mobile menu, in the header's
 * order, and nowhere else. An unknown section type is checked where its message is made
 * (app/content/owner-pages.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { site } from '../../app/config/configuration'
import { thingsToLookAt } from '../../app/config/owner-advice'
import { OWNER_REPORT_PATH, type OwnerReport } from '../../pipeline/owner-report'
import { pageFile } from '../../server/serving-rules.js'
import { BUILD_LOG, CHANGED_BUILD_DIR, contentOf } from '../support/changed-content/changes'
import { homeSection, moreLinks, ownerPages, resolved, typedHtml } from '../support/changed-content/owner-pages'

const client = join(CHANGED_BUILD_DIR, 'client')
const read = (path: string) => readFileSync(join(client, pageFile(path)), 'utf8')
/** The links of the header's main navigation, the mobile menu's and the footer's, each as written in the page. */
const region = (html: string, start: RegExp, end: string) => {
  const from = html.search(start)
  return from < 0 ? '' : html.slice(from, html.indexOf(end, from))
}
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('each added page is a page: its heading, title, description, canonical address and share image', () => {
  for (const page of Object.values(ownerPages)) {
    const html = read(page.path)
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escaped(page.heading)}</h1>`))
    expect(html).toMatch(new RegExp(`<title>${escaped(page.name)} \\| `))
    expect(html).toContain(`<meta name="description" content="${page.description}"/>`)
    expect(html).toContain(`<link rel="canonical" href="${site.url}${page.path}"/>`)
    expect(html).toMatch(/<h2[^>]*>[^<]*: what is included<\/h2>/)
    const image = `/share${page.path}.png`
    expect(html).toContain(`<meta property="og:image" content="${site.url}${image}"`)
    expect(existsSync(join(client, image)), image).toBe(true)
  }
})

test('each is listed in sitemap.xml and on the sitemap page', () => {
  const xml = readFileSync(join(client, 'sitemap.xml'), 'utf8')
  const sitemapPage = read('/sitemap')
  for (const page of Object.values(ownerPages)) {
    expect(xml).toContain(`<loc>${site.url}${page.path}</loc>`)
    expect(sitemapPage).toContain(`href="${page.path}"`)
  }
})

test('linked where its file asks: the header and mobile menu, the footer, or only the sitemap', () => {
  const home = read('/')
  const header = region(home, /<nav aria-label="Main"/, '</nav>')
  const footer = region(home, /<footer/, '</footer>')
  const mobile = region(home, /id="mobile-menu"/, '</nav>')
  expect(header).toContain(`href="${ownerPages.header.path}"`)
  expect(header).toContain(ownerPages.header.menuLabel)
  expect(mobile).toContain(`href="${ownerPages.header.path}"`)
  expect(footer).toContain(`href="${ownerPages.footer.path}"`)
  expect(header).not.toContain(`href="${ownerPages.footer.path}"`)
  for (const part of [header, footer, mobile]) expect(part).not.toContain(`href="${ownerPages.sitemapOnly.path}"`)
  // Position 3 in its file: the third link of the header.
  const links = [...header.matchAll(/<(?:a|button)\b[^>]*>([^<]+)</g)].map((match) => match[1])
  expect(links[2]).toBe(ownerPages.header.menuLabel)
})

test('no script of its own, and HTML typed into a field is shown as typed', () => {
  for (const page of Object.values(ownerPages)) {
    const html = read(page.path)
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/)
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toContain(typedHtml)
    expect(html).toContain('Prices in &lt;b&gt;pounds&lt;/b&gt; &lt;script&gt;alert(&quot;typed&quot;)&lt;/script&gt;')
  }
})

test('the home page shows the owner’s section between the services and the success stories, as an h2', () => {
  const home = read('/')
  const copy = parse(readFileSync(join(contentOf(CHANGED_BUILD_DIR), 'pages', 'home.yaml'), 'utf8')) as Record<
    'servicesSection' | 'caseStudiesSection',
    { heading: string }
  >
  const at = (heading: string) => home.search(new RegExp(`<h2[^>]*>${escaped(heading)}</h2>`))
  const section = at(homeSection.heading)
  expect(section).toBeGreaterThan(at(copy.servicesSection.heading))
  expect(section).toBeLessThan(at(copy.caseStudiesSection.heading))
  expect(at(copy.servicesSection.heading)).toBeGreaterThan(0)
})

test('a second page saved with the header page’s address: the site publishes and the log says what it did', () => {
  const log = readFileSync(join(CHANGED_BUILD_DIR, BUILD_LOG), 'utf8')
  const { prices } = resolved
  // The page that has the address by its file name keeps it; the one that asked for it is left out, and named.
  expect(read(prices.asks)).toMatch(new RegExp(`<h1[^>]*>${escaped(ownerPages.header.heading)}</h1>`))
  expect(read(prices.asks)).not.toContain(prices.heading)
  expect(read('/sitemap')).not.toContain(prices.name)
  expect(log).toMatch(
    new RegExp(
      `^ {2}- \\S*${escaped(prices.file)}, address: ${prices.asks}, the address of \\S*${escaped(ownerPages.header.file)}, by its file name: this page is left out until it has an address of its own \\(“Address” in the editor\\)$`,
      'm',
    ),
  )
  expect(log).not.toMatch(/^\s+at /m)
})

test('what the build settled is published once, for the content check and /admin, and is the log’s last word: the page left out by its file and field, no draft quoted', () => {
  const report = JSON.parse(readFileSync(join(client, OWNER_REPORT_PATH), 'utf8')) as OwnerReport
  expect(report.things).toContainEqual(
    expect.objectContaining({ file: expect.stringMatching(`/${escaped(resolved.prices.file)}$`), label: 'Address' }),
  )
  for (const thing of report.things) expect(thing.file, thing.message).not.toMatch(/draft/)
  const log = readFileSync(join(CHANGED_BUILD_DIR, BUILD_LOG), 'utf8')
  const last = log.slice(log.lastIndexOf('\nThe site was built, with '))
  expect(last).toMatch(new RegExp(`^\nThe site was built, with ${thingsToLookAt(report.things.length)}: `))
  for (const { file, field, message } of report.things) expect(last).toContain(`${file}, ${field}: ${message}`)
  expect(last).not.toMatch(/^ {2}\w+ \(\d+ ms\)$/m)
})

test('a seventh and an eighth header link: in the header’s MORE menu and the mobile menu, in the header’s order, not in the footer, with nothing in the log', () => {
  const home = read('/')
  const bar = region(home, /<nav aria-label="Main"/, '<ul id="more-menu"')
  const more = region(home, /<ul id="more-menu"/, '</ul>')
  const mobile = region(home, /id="mobile-menu"/, '</nav>')
  const footer = region(home, /<footer/, '</footer>')
  const hrefs = (part: string) => [...part.matchAll(/href="([^"]+)"/g)].map((match) => match[1])
  // Position 4, then none: the eighth before the seventh, each by its name in capitals.
  const { eighth, seventh } = moreLinks
  expect(hrefs(more)).toEqual([eighth.path, seventh.path])
  expect(more).toContain(`>${seventh.name.toUpperCase()}<`)
  expect(bar).toMatch(/<button[^>]*popovertarget="more-menu"[^>]*>MORE</i)
  expect(hrefs(bar)).not.toContain(seventh.path)
  expect(hrefs(mobile).slice(-2)).toEqual([eighth.path, seventh.path])
  expect(hrefs(footer)).not.toContain(seventh.path)
  expect(hrefs(footer)).not.toContain(eighth.path)
  // On a page of MORE's, its button is marked as holding the current page, and the page's link as current.
  const onSeventh = read(seventh.path)
  expect(onSeventh).toMatch(/<button[^>]*popovertarget="more-menu"[^>]*aria-current="true"/i)
  expect(region(onSeventh, /<ul id="more-menu"/, '</ul>')).toMatch(
    new RegExp(`aria-current="page"[^>]*href="${seventh.path}"|href="${seventh.path}"[^>]*aria-current="page"`),
  )
  for (const page of [eighth, seventh])
    expect(read(page.path)).toMatch(new RegExp(`<h1[^>]*>${escaped(page.heading)}</h1>`))
  const log = readFileSync(join(CHANGED_BUILD_DIR, BUILD_LOG), 'utf8')
  // Nothing was moved, so nothing is said of where they are linked.
  expect(log).not.toMatch(/“Linked from” in the editor|moved to the footer|footer instead/)
})
