/** The web app manifest (site.webmanifest), written at build time so it carries the business's name, tagline and brand colour. */

import type { SiteConfig } from '../config/site-config'
import { entries as colors } from './replaced-at-build/brand-colors'

/**
 * The browser UI tint in each colour scheme: the brand colour (--color-brand), and in the dark
 * scheme the page surface, so the UI blends with the dark page. Both from the brand palette
 * (app/styles/read-brand-colors.ts).
 */
export const themeColors = { light: colors.fill, dark: colors.darkSurface } as const

export function buildWebManifest(site: Pick<SiteConfig, 'name' | 'tagline'>): string {
  const manifest = {
    name: site.name,
    short_name: site.name,
    description: site.tagline,
    lang: 'en-GB',
    // Relative to the manifest's own address, so a project site's (under its path) works as is.
    start_url: './',
    scope: './',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: themeColors.light,
    icons: [
      { src: 'favicon.svg', type: 'image/svg+xml', sizes: 'any' },
      { src: 'icon-192.png', type: 'image/png', sizes: '192x192' },
      { src: 'icon-512.png', type: 'image/png', sizes: '512x512' },
    ],
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}
