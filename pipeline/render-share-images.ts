/**
 * Build step: renders the 1200×630 share image of every page (app/content/share-images.ts) to PNG,
 * with satori (layout to SVG, text as paths) and resvg (SVG to PNG); an article's card has its photo
 * (the build's own copy, ./photos/) behind a veil of the brand colours and is saved as JPEG by
 * sharp. No browser, no network. An image rendered before from the same inputs, by the same code, is
 * taken from .cache/share-images/ instead of laid out and rendered again.
 */
import { readFileSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Resvg } from '@resvg/resvg-js'
import { createElement as h, type ReactNode } from 'react'
import satori, { type Font } from 'satori'
import sharp from 'sharp'
import type { SiteConfig } from '../app/config/site-config'
import { brandColors, brandGradient, brandHighlight } from '../app/content/brand-colors'
import type { LogoImage } from '../app/content/replaced-at-build/brand-assets'
import { type ShareImage, shareImageSize, shareImages } from '../app/content/share-images'
import { buildCache, digestOf } from './build-cache.ts'
import type { BuildStep } from './build-step.ts'
import type { PreparedPhotos } from './photos/prepare-photos.ts'

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

/** The owner's logo (for dark backgrounds, if given) or the site's mark in the brand colour: ./brand/prepare-brand-assets.ts. */
function mark({ src, width, height }: LogoImage): ReactNode {
  return h('img', { width, height, src })
}

/** '#131f45' at `alpha`, for the veil over a photo. */
function translucent(hex: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16))
  return `rgba(${r}, ${g}, ${b}, ${alpha})`
}

/** The brand gradient, see-through enough to show a photo under the title and dark enough to read it. */
const veil = `linear-gradient(135deg, ${translucent(brandColors[950], 0.9)}, ${translucent(brandColors[900], 0.75)} 55%, ${translucent(brandColors[800], 0.5)})`

/** The widest file the build made of the photo `reference`, in the cache; none for a photo linked at the stock host. */
function widestFile(reference: string, photos: PreparedPhotos): string | undefined {
  const widest = photos.photos[reference]?.formats.at(-1)?.files.at(-1)
  return photos.files.find((candidate) => candidate.url === widest?.url)?.cacheFile
}

/** The photo in `cacheFile` cropped to the card, as a data URL. */
async function backdrop(cacheFile: string): Promise<string> {
  const jpeg = await sharp(cacheFile).resize(shareImageSize.width, shareImageSize.height).jpeg().toBuffer()
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`
}

function card(
  image: ShareImage,
  site: Pick<SiteConfig, 'name' | 'url' | 'tagline'>,
  logo: LogoImage,
  photo?: string,
): ReactNode {
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
        backgroundImage: photo ? `${veil}, url(${photo})` : brandGradient,
        backgroundSize: `${shareImageSize.width}px ${shareImageSize.height}px`,
        color: '#ffffff',
        fontFamily: 'Inter',
      },
    },
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', gap: 24 } },
      mark(logo),
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
      h('div', { style: { display: 'flex', maxWidth: 760 } }, site.tagline),
      h('div', { style: { display: 'flex', color: brandHighlight } }, new URL(site.url).host),
    ),
  )
}

/**
 * Rendered images, kept under the digest of everything a card is made from (./build-cache.ts): a
 * rebuild lays out and renders only the cards that changed. Keyed before satori, not by its SVG:
 * the layout itself cost 1.5 CPU-s in every build, cached or not.
 */
const cache = buildCache('share-images')
/**
 * Part of every cache key, what makes a card besides its inputs: this file (the card's layout, its
 * veil, how its SVG becomes an image, sharp's settings), the versions of the packages that draw it
 * and of its font. A change to any of them renders every card anew.
 */
const LOOK = JSON.stringify({
  code: digestOf(readFileSync(fileURLToPath(import.meta.url))),
  packages: ['satori', '@resvg/resvg-js', '@fontsource/inter', 'react'].map(
    (name) => `${name}@${(require(`${name}/package.json`) as { version: string }).version}`,
  ),
  sharp: sharp.versions,
})

/** Renders one image to PNG bytes, or JPEG for a card with a photo. */
async function renderShareImage(
  image: ShareImage,
  { name, url, tagline }: Pick<SiteConfig, 'name' | 'url' | 'tagline'>,
  fonts: () => Promise<Font[]>,
  photos: PreparedPhotos,
  logo: LogoImage,
): Promise<Buffer> {
  const site = { name, url, tagline }
  // The photo by its file in the cache, whose name is the digest of its bytes' source and recipe.
  const photoFile = image.photo ? widestFile(image.photo, photos) : undefined
  const colours = { brandColors, brandGradient, brandHighlight }
  const inputs = JSON.stringify({ image, site, logo, colours, photo: photoFile && basename(photoFile) })
  const type = image.type === 'image/jpeg' ? 'jpg' : 'png'
  return cache.kept(`${digestOf(LOOK, type, inputs)}.${type}`, async () => {
    const photo = photoFile ? await backdrop(photoFile) : undefined
    const svg = await satori(card(image, site, logo, photo), { ...shareImageSize, fonts: await fonts() })
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: shareImageSize.width } }).render().asPng()
    return image.type === 'image/jpeg' ? sharp(png).jpeg({ quality: 82, mozjpeg: true }).toBuffer() : png
  })
}

export const renderShareImages: BuildStep = {
  name: 'renderShareImages',
  purpose: 'every page’s 1200×630 share image as PNG',
  writes: ['client files'],
  async run({ clientDir, config, photos, brand }) {
    // Read once, and only when a card is rendered.
    let loaded: Promise<Font[]> | undefined
    const fonts = () => {
      loaded ??= loadFonts()
      return loaded
    }
    for (const image of shareImages()) {
      const file = join(clientDir, image.path)
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, await renderShareImage(image, config.site, fonts, photos, brand.shareMark))
    }
    await cache.removeUnused()
  },
}
