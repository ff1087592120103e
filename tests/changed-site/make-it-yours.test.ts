/**
 * The owner makes the site theirs by changing files under content/ only
 * (tests/support/make-it-yours.ts: a name, a brand colour, a logo), and the changed-content build
 * shows it everywhere: in every header and footer, the titles, the stylesheet, the favicon, the app
 * icons, the manifest and the share images, with no shipped brand colour left. That the owner's
 * colour reads, in both schemes and at both widths, is measured on the pixels of the owner's pages
 * with the build's own stylesheet (tests/e2e/changed-content/page-sections.spec.ts).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { pageFile, readServingRules } from '../../server/serving-rules.js'
import { BUILD_LOG, CHANGED_BUILD_DIR } from '../support/changed-content/changes'
import { OWNER } from '../support/make-it-yours'

/** The brand and dark-scheme colours the site shipped with, by hand, before they were made from the settings. */
const SHIPPED = [
  ...['#eef4ff', '#dbe6fe', '#bfd3fe', '#3b6cf6', '#2452e0', '#1c40b8', '#1c3891', '#1b3173', '#131f45'],
  ...['#0fa89a', '#0c857a', '#0a6b63', '#5eead4'],
  ...['#0b1120', '#131d3d', '#1b2a57', '#2a3e7a', '#5b86ff', '#7c9dff', '#93b1ff', '#b3c8ff', '#cfdcff', '#e6edff'],
  ...['#2fc4b2', '#1a3080', '#0f1d4d', '#070d24'],
]

const client = join(CHANGED_BUILD_DIR, 'client')
const read = (path: string) => readFileSync(join(client, pageFile(path)), 'utf8')

test('the build log says where the name came from', () => {
  expect(readFileSync(join(CHANGED_BUILD_DIR, BUILD_LOG), 'utf8')).toContain(
    `name: ${OWNER.name} (content/settings.yaml)`,
  )
})

test('the name and the logo are in every page’s header and footer, its title, and the home, services, contact and sitemap pages', () => {
  const [logo] = readdirSync(join(client, 'assets/brand'))
  expect(readFileSync(join(client, 'assets/brand', logo ?? '')).toString()).toContain(`fill="${OWNER.brandColour}"`)
  const escaped = OWNER.name.replace('&', '&amp;')
  const servicePage = readServingRules(CHANGED_BUILD_DIR).pages.find((page) => page.startsWith('/services/'))
  for (const path of ['/', '/services', '/contact', '/sitemap', servicePage ?? '/services']) {
    const html = read(path)
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'))
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'))
    for (const [part, text] of [
      ['header', header],
      ['footer', footer],
    ] as const) {
      expect(text, `${path} ${part}`).toContain(`<img src="/assets/brand/${logo}" width="32" height="32" alt=""`)
      expect(text, `${path} ${part}`).toContain(`<span>${escaped}</span>`)
    }
    expect(html, `${path} title`).toMatch(new RegExp(`<title>[^<]*${escaped}[^<]*</title>`))
  }
  expect(read('/contact'), 'the form is still there').toContain('<form')
  expect(readFileSync(join(client, 'sitemap.xml'), 'utf8')).toContain('<loc>')
})

test('no shipped brand colour is left in the stylesheet, favicon, icons or manifest; the new one is', async () => {
  const stylesheets = readdirSync(join(client, 'assets')).filter((file) => file.endsWith('.css'))
  const css = stylesheets.map((file) => readFileSync(join(client, 'assets', file), 'utf8')).join('\n')
  expect(css).toContain(`--color-brand-700:${OWNER.brandColour}`)
  const favicon = readFileSync(join(client, 'favicon.svg'), 'utf8')
  expect(favicon, 'the square logo is the favicon').toContain(`fill="${OWNER.brandColour}"`)
  expect(favicon).toContain('<title>Harbour &amp; Pine</title>')
  const manifest = JSON.parse(readFileSync(join(client, 'site.webmanifest'), 'utf8'))
  expect(manifest).toMatchObject({ name: OWNER.name, theme_color: OWNER.brandColour })
  for (const [file, text] of [
    ['stylesheet', css],
    ['favicon', favicon],
    ['manifest', JSON.stringify(manifest)],
    ['home page', read('/')],
  ] as const) {
    for (const colour of SHIPPED) expect(text.toLowerCase(), `${file} still has ${colour}`).not.toContain(colour)
  }
  // Each icon is the logo: the brand colour at the top of the tile, white in the H's left stroke.
  for (const [icon, size] of [
    ['favicon-32.png', 32],
    ['apple-touch-icon.png', 180],
    ['icon-192.png', 192],
    ['icon-512.png', 512],
  ] as const) {
    const { data, info } = await sharp(join(client, icon)).raw().toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ]
    expect(info.width, icon).toBe(size)
    const [r = 0, g = 0, b = 0] = pixel(Math.round(size / 2), Math.round(size * 0.1))
    expect(Math.abs(r - 0x0f) + Math.abs(g - 0x76) + Math.abs(b - 0x6e), `${icon}: ${r},${g},${b}`).toBeLessThan(12)
    expect(pixel(Math.round(size * 0.32), Math.round(size / 2)), `${icon}: the H`).toEqual([255, 255, 255])
  }
  // The share images: the gradient is the new brand's (teal: as much green as blue), not the shipped navy.
  const { data } = await sharp(join(client, 'share/home.png')).raw().toBuffer({ resolveWithObject: true })
  const [r = 0, g = 0, b = 0] = [...data.subarray(0, 3)]
  expect(Math.abs(g - b), `share image corner ${r},${g},${b}`).toBeLessThan(16)
})
