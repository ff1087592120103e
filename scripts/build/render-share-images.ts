/**
 * Build step: renders the 1200×630 share image of every page (app/content/share-images.ts) to PNG,
 * with satori (layout to SVG, text as paths) and resvg (SVG to PNG). No browser, no network.
 */
import { readFileSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { createElement as h, type ReactNode } from 'react'
import satori, { type Font } from 'satori'
import type { SiteConfig } from '../../app/config/site-config'
import { brandColors, brandGradient } from '../../app/content/brand-colors'
import { pages } from '../../app/content/pages'
import { type ShareImage, shareImageSize, shareImages } from '../../app/content/share-images'
import type { BuildStep } from './build-step.ts'

const require = createRequire(import.meta.url)

/** Inter (SIL Open Font Licence) from @fontsource: satori reads WOFF, not WOFF2. */
async function loadFonts(): Promise<Font[]> {
  const file = (weight: 400 | 700) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)
  const [regular, bold] = await Promise.all([readFile(file(400)), readFile(file(700))])
  return [
    { name: 'Inter', data: regular, weight: 400, style: 'normal' },
    { name: 'Inter', data: bold, weight: 700, style: 'normal' },
  ]
}

/** The site mark: public/favicon.svg itself, so the share images follow any change to it. */
function mark(): ReactNode {
  const svg = readFileSync(join('public', 'favicon.svg'))
  return h('img', { width: 72, height: 72, src: `data:image/svg+xml;base64,${svg.toString('base64')}` })
}

function card(image: ShareImage, site: Pick<SiteConfig, 'name' | 'url'>): ReactNode {
  const titleSize = image.title.length > 48 ? 60 : 72
  return h(
    'div',
    {
      style: {
        // The canvas itself, minus the padding (satori sizes boxes without the padding).
        width: shareImageSize.width - 2 * 88,
        height: shareImageSize.height - 2 * 72,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 88px',
        backgroundImage: brandGradient,
        color: '#ffffff',
        fontFamily: 'Inter',
      },
    },
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', gap: 24 } },
      mark(),
      h('div', { style: { fontSize: 36, fontWeight: 700 } }, site.name),
    ),
    h(
      'div',
      { style: { fontSize: titleSize, fontWeight: 700, lineHeight: 1.1, letterSpacing: -1, maxWidth: 1000 } },
      image.title,
    ),
    h(
      'div',
      {
        style: {
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          gap: 48,
          fontSize: 26,
          color: brandColors[200],
        },
      },
      h('div', { style: { display: 'flex', maxWidth: 760 } }, pages.home.copy.tagline),
      h('div', { style: { display: 'flex', color: '#5eead4' } }, new URL(site.url).host),
    ),
  )
}

/** Renders one image to PNG bytes. */
async function renderShareImage(
  image: ShareImage,
  site: Pick<SiteConfig, 'name' | 'url'>,
  fonts: Font[],
): Promise<Buffer> {
  const svg = await satori(card(image, site), { ...shareImageSize, fonts })
  return new Resvg(svg, { fitTo: { mode: 'width', value: shareImageSize.width } }).render().asPng()
}

export const renderShareImages: BuildStep = {
  name: 'renderShareImages',
  purpose: 'every page’s 1200×630 share image as PNG',
  writes: ['client files'],
  async run({ clientDir, config }) {
    const fonts = await loadFonts()
    for (const image of shareImages()) {
      const file = join(clientDir, image.path)
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, await renderShareImage(image, config.site, fonts))
    }
  },
}
