/**
 * The brand's files, made before the pages render and kept in a cache outside the build (an
 * unchanged brand does no work): the favicon (SVG), its PNG renderings (32, 180, 192 and 512 pixels,
 * resvg as for the share images), and the owner's logo files with their drawn sizes. The icons are
 * the owner's logo where it suits a square, else the site's mark in the brand colour.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import sharp from 'sharp'
import type { BrandSettings } from '../../app/config/configuration-schema.ts'
import type { BrandPage, LogoImage } from '../../app/content/replaced-at-build/brand-assets.ts'
import { brandPalette } from '../../app/styles/brand-contrast.ts'
import { writeWhole } from '../build-cache.ts'
import { type Logo, readLogo } from './read-logo.ts'

/** Where the logo files are served: named by their content, so every host may cache them for a year. */
const BRAND_URL_PATH = '/assets/brand'
/** The height the header and footer draw a logo at (app/components/layout/logo.tsx's h-8), and the widest they allow. */
const LOGO_BOX = { height: 32, maxWidth: 200 } as const

type BrandFile = { url: string; cacheFile: string; contentType: string }

export type BrandAssets = {
  files: BrandFile[]
  /** What the pages show (app/content/replaced-at-build/brand-assets.ts). */
  page: BrandPage
  /** The picture the share images draw on their dark background, as a data URL, and its size at 72 pixels high. */
  shareMark: LogoImage
}

const ICONS = [
  { url: '/favicon-32.png', size: 32 },
  { url: '/apple-touch-icon.png', size: 180 },
  { url: '/icon-192.png', size: 192 },
  { url: '/icon-512.png', size: 512 },
] as const

/** Bump when what this module makes changes, so older cached files are not served. */
const VERSION = 2

/** The site's mark (a rising line in a rounded square) in the brand's fill, the line in the text colour on it. */
function markSvg({ fill, ink }: { fill: string; ink: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>Site icon</title><rect width="32" height="32" rx="8" fill="${fill}"/><path d="M9 21.5 14.5 10l3.5 7 2-3.5 3 7.5" fill="none" stroke="${ink}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>\n`
}

/** A logo drawn `height` high, no wider than `maxWidth` (then lower). */
function drawnSize(logo: Logo, height: number, maxWidth: number): { width: number; height: number } {
  const width = Math.round((logo.width / logo.height) * height)
  if (width <= maxWidth) return { width, height }
  return { width: maxWidth, height: Math.round((logo.height / logo.width) * maxWidth) }
}

/** A square-ish logo makes a good icon; a wide wordmark does not, and the mark stands in. */
const suitsSquare = (logo: Logo) => logo.width / logo.height >= 0.8 && logo.width / logo.height <= 1.25

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`

type Made = { assets: BrandAssets; summary: string }

async function logoFile(logo: Logo, name: string, dir: string, files: BrandFile[]): Promise<LogoImage> {
  const size = drawnSize(logo, LOGO_BOX.height, LOGO_BOX.maxWidth)
  // A PNG is served at twice its drawn size (sharp for high-density screens); an SVG as checked.
  const bytes =
    logo.type === 'png'
      ? await sharp(logo.bytes)
          .resize({ height: size.height * 2 })
          .png()
          .toBuffer()
      : logo.bytes
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10)
  const file = `${name}-${hash}.${logo.type}`
  await writeWhole(join(dir, file), bytes)
  const url = `${BRAND_URL_PATH}/${file}`
  files.push({ url, cacheFile: join(dir, file), contentType: logo.type === 'svg' ? 'image/svg+xml' : 'image/png' })
  return { src: url, ...size }
}

async function make(brand: BrandSettings, logos: { logo?: Logo; logoOnDark?: Logo }, dir: string): Promise<Made> {
  mkdirSync(dir, { recursive: true })
  const files: BrandFile[] = []
  const { light } = brandPalette(brand.brandColour, brand.accentColour)
  const colour = { fill: light.mark?.hex ?? brand.brandColour, ink: light['on-mark']?.hex ?? '#ffffff' }
  const { logo, logoOnDark } = logos
  const iconLogo = logo && suitsSquare(logo) ? logo : undefined
  const favicon =
    iconLogo?.type === 'svg'
      ? iconLogo.bytes
      : iconLogo
        ? Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><image width="64" height="64" href="${dataUrl(
              'image/png',
              await sharp(iconLogo.bytes)
                .resize(64, 64, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
                .png()
                .toBuffer(),
            )}"/></svg>\n`,
          )
        : Buffer.from(markSvg(colour))
  await writeWhole(join(dir, 'favicon.svg'), favicon)
  files.push({ url: '/favicon.svg', cacheFile: join(dir, 'favicon.svg'), contentType: 'image/svg+xml' })
  for (const { url, size } of ICONS) {
    const png =
      iconLogo?.type === 'png'
        ? await sharp(iconLogo.bytes)
            .resize(size, size, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
            .png()
            .toBuffer()
        : new Resvg(favicon, { fitTo: { mode: 'width', value: size } }).render().asPng()
    await writeWhole(join(dir, url), png)
    files.push({ url, cacheFile: join(dir, url), contentType: 'image/png' })
  }
  const page = {
    ...(logo ? { logo: await logoFile(logo, 'logo', dir, files) } : {}),
    ...(logoOnDark ? { logoOnDark: await logoFile(logoOnDark, 'logo-on-dark', dir, files) } : {}),
    nameBesideLogo: brand.nameBesideLogo,
  }
  const shareLogo = logoOnDark ?? logo
  const shareMark = shareLogo
    ? {
        src: dataUrl(shareLogo.type === 'svg' ? 'image/svg+xml' : 'image/png', shareLogo.bytes),
        ...drawnSize(shareLogo, 72, 480),
      }
    : { src: dataUrl('image/svg+xml', Buffer.from(markSvg(colour))), width: 72, height: 72 }
  const source = iconLogo ? `the logo ${brand.logo}` : `the mark in ${colour.fill}`
  return { assets: { files, page, shareMark }, summary: `favicon and ${ICONS.length} icons from ${source}` }
}

export type BrandAssetSettings = { brand: BrandSettings; contentDir: string; cacheDir: string }

/** The brand's files in `cacheDir`, made again only when the colours or a logo file changed. */
export async function prepareBrandAssets({ brand, contentDir, cacheDir }: BrandAssetSettings): Promise<Made> {
  const logos = {
    ...(brand.logo ? { logo: await readLogo(brand.logo, contentDir, 'logo') } : {}),
    ...(brand.logoOnDark ? { logoOnDark: await readLogo(brand.logoOnDark, contentDir, 'logoOnDark') } : {}),
  }
  const key = createHash('sha256')
    .update(
      JSON.stringify({
        VERSION,
        brand,
        logo: logos.logo?.bytes.toString('base64'),
        dark: logos.logoOnDark?.bytes.toString('base64'),
      }),
    )
    .digest('hex')
    .slice(0, 16)
  const dir = join(cacheDir, key)
  const manifest = join(dir, 'assets.json')
  if (existsSync(manifest)) {
    const made = JSON.parse(readFileSync(manifest, 'utf8')) as Made
    return { ...made, summary: `${made.summary}, unchanged (cached)` }
  }
  // Every file whole and the manifest last: another build (npm test makes two at once) reads a
  // manifest only once all it names is in place.
  const made = await make(brand, logos, dir)
  await writeWhole(manifest, JSON.stringify(made))
  return made
}
