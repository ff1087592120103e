/** The web app manifest (site.webmanifest), written at build time so it carries the configured company name. */
import type { SiteConfig } from './site-config'

/** The brand colour (app/styles/app.css --color-brand-700): browser UI tint and the manifest's theme. */
export const themeColor = '#1c40b8'

/**
 * The browser UI tint in each colour scheme: the brand colour, and in the dark scheme the page
 * surface (app/styles/color-schemes.css --color-white), so the UI blends with the dark page.
 */
export const themeColors = { light: themeColor, dark: '#0b1120' } as const

export function buildWebManifest(site: Pick<SiteConfig, 'name'>): string {
  const manifest = {
    name: site.name,
    short_name: site.name,
    description: 'Technology consultancy for small and medium businesses.',
    lang: 'en-GB',
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: themeColor,
    icons: [
      { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
      { src: '/icon-192.png', type: 'image/png', sizes: '192x192' },
      { src: '/icon-512.png', type: 'image/png', sizes: '512x512' },
    ],
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}
