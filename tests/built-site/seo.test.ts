import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { site } from '../../app/config/configuration'
import { indexablePages, pages, pageTitle } from '../../app/content/page-list'
import { services } from '../../app/content/services'
import { shareImageFor } from '../../app/content/share-images'
import { EDITOR_PATH } from '../../pipeline/editor/build-editor'
import { ENQUIRY_SENT_PAGE } from '../../server/serving-rules.js'
import { get } from '../support/built-site'
import { TEST_BUILD_DIR } from '../support/test-environment'

type Head = {
  title?: string
  description?: string
  canonical?: string
  robots?: string
  lang?: string
  meta: Map<string, string>
  jsonLd: { '@type': string; [key: string]: unknown }[]
}

function decode(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** What a crawler reads from a page's HTML, without running its JavaScript. */
function readHead(html: string): Head {
  const meta = new Map<string, string>()
  for (const match of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\/>/g)) {
    meta.set(match[1] ?? '', decode(match[2] ?? ''))
  }
  return {
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '') || undefined,
    description: meta.get('description'),
    canonical: html.match(/<link rel="canonical" href="([^"]+)"\/>/)?.[1],
    robots: meta.get('robots'),
    lang: html.match(/<html lang="([^"]+)"/)?.[1],
    meta,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? '{}'),
    ),
  }
}

const url = (path: string) => `${site.url}${path}`

test('every indexable page has its own title and description, a canonical URL and share tags in the HTML', async () => {
  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()
  for (const { path, name, group } of indexablePages()) {
    const html = await (await get(path)).text()
    const head = readHead(html)
    expect(head.title, `${path} title`).toBe(pageTitle(name))
    expect(head.description?.length ?? 0, `${path} description length`).toBeGreaterThanOrEqual(50)
    expect(head.description?.length ?? 0, `${path} description length`).toBeLessThanOrEqual(170)
    expect(titles.get(head.title ?? ''), `${path} shares its title`).toBeUndefined()
    expect(descriptions.get(head.description ?? ''), `${path} shares its description`).toBeUndefined()
    titles.set(head.title ?? '', path)
    descriptions.set(head.description ?? '', path)

    expect(head.lang, path).toBe('en-GB')
    expect(head.robots, `${path} must be indexable`).toBeUndefined()
    expect(head.canonical, path).toBe(url(path))
    expect(head.meta.get('og:url'), path).toBe(url(path))
    expect(head.meta.get('og:title'), path).toBe(head.title)
    expect(head.meta.get('og:description'), path).toBe(head.description)
    expect(head.meta.get('og:type'), path).toBe(
      group === 'Insights' && !path.startsWith('/insights/tags/') ? 'article' : 'website',
    )
    expect(head.meta.get('og:image'), path).toBe(url(shareImageFor({ path, name }).path))
    expect(head.meta.get('twitter:card'), path).toBe('summary_large_image')
    expect(head.meta.get('twitter:title'), path).toBe(head.title)
    expect(head.meta.get('twitter:description'), path).toBe(head.description)
    expect(head.meta.get('twitter:image'), path).toBe(head.meta.get('og:image'))
    expect(head.meta.get('twitter:image:alt') ?? '', path).not.toBe('')
    expect(head.meta.get('twitter:image:alt'), path).toBe(head.meta.get('og:image:alt'))
    // One browser UI tint per colour scheme.
    expect(
      html.match(/<meta name="theme-color" media="\(prefers-color-scheme: (light|dark)\)" content="#[0-9a-f]{6}"\/>/g),
      path,
    ).toHaveLength(2)
  }
})

test('not-found pages ask not to be indexed and claim no canonical URL', async () => {
  for (const path of ['/no-such-page', '/services/no-such-service']) {
    const response = await get(path)
    expect(response.status, path).toBe(404)
    const head = readHead(await response.text())
    expect(head.robots, path).toBe('noindex')
    expect(head.canonical, path).toBeUndefined()
    expect(head.title, path).toBeTruthy()
    expect(head.jsonLd, path).toEqual([])
  }
})

test('home and contact describe the business in JSON-LD: name, url, e-mail, opening hours, area served', async () => {
  for (const path of ['/', '/contact']) {
    const [business, ...rest] = readHead(await (await get(path)).text()).jsonLd
    expect(rest, path).toEqual([])
    expect(business, path).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      name: site.name,
      url: url('/'),
      email: site.email,
      areaServed: { '@type': 'Country', name: 'United Kingdom' },
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: pages.contact.copy.officeHours.days,
        opens: pages.contact.copy.officeHours.opens,
        closes: pages.contact.copy.officeHours.closes,
      },
    })
    // Its logo and image are files the site serves, the image the home page's own share card.
    for (const key of ['logo', 'image'] as const) {
      const address = new URL(String((business as Record<string, unknown>)[key]))
      const response = await get(address.pathname)
      expect(response.status, `${path} ${key}`).toBe(200)
      expect(response.headers.get('content-type'), `${path} ${key}`).toContain('image/png')
    }
  }
})

test('each service page has a Service and a Home › Services › service BreadcrumbList in JSON-LD', async () => {
  for (const service of services) {
    const path = `/services/${service.id}`
    const jsonLd = readHead(await (await get(path)).text()).jsonLd
    expect(
      jsonLd.find((data) => data['@type'] === 'Service'),
      path,
    ).toMatchObject({
      name: service.title,
      url: url(path),
      provider: { '@type': 'ProfessionalService', name: site.name },
    })
    expect(
      jsonLd.find((data) => data['@type'] === 'BreadcrumbList'),
      path,
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: pages.home.name, item: url('/') },
        { '@type': 'ListItem', position: 2, name: pages.services.name, item: url('/services') },
        { '@type': 'ListItem', position: 3, name: service.title, item: url(path) },
      ],
    })
  }
})

test('sitemap.xml lists every prerendered page on the canonical origin, and robots.txt points to it', async () => {
  const sitemap = await get('/sitemap.xml')
  expect(sitemap.status).toBe(200)
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  // The built pages themselves, so a route added without a sitemap entry fails here.
  const manifest = JSON.parse(readFileSync(join(TEST_BUILD_DIR, 'site-manifest.json'), 'utf8')) as {
    pages: string[]
    editorPages: string[]
  }
  // Left out deliberately: the browser editor and its inbox, and the page a form posted without JavaScript ends on.
  const built = manifest.pages.filter((page) => !manifest.editorPages.includes(page) && page !== ENQUIRY_SENT_PAGE)
  expect(manifest.editorPages).toContain(EDITOR_PATH)
  const expected = [...new Set([...built, ...indexablePages().map((page) => page.path)])].map(url)
  expect([...locations].sort()).toEqual(expected.sort())

  const robots = await get('/robots.txt')
  expect(robots.status).toBe(200)
  expect(await robots.text()).toContain(`Sitemap: ${url('/sitemap.xml')}`)
})

test('the favicon, its PNG fallbacks, the share image and the web app manifest are served', async () => {
  const home = await (await get('/')).text()
  for (const [href, type] of [
    ['/favicon.svg', 'image/svg+xml'],
    ['/favicon-32.png', 'image/png'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/site.webmanifest', 'application/manifest+json'],
  ] as const) {
    expect(home, `the page links ${href}`).toContain(`href="${href}"`)
    const response = await get(href)
    expect(response.status, href).toBe(200)
    expect(response.headers.get('content-type'), href).toContain(type)
  }

  const manifest = await (await get('/site.webmanifest')).json()
  // Its addresses are relative to its own, so a project site's works under its path as well.
  expect(manifest).toMatchObject({ name: site.name, start_url: './', theme_color: expect.stringMatching(/^#/) })
  for (const icon of manifest.icons as { src: string }[]) {
    const address = new URL(icon.src, 'http://site.invalid/site.webmanifest').pathname
    expect((await get(address)).status, icon.src).toBe(200)
  }
})
