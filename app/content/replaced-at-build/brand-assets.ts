// Replaced at build time by pipeline/vite-plugins/brand-plugin.ts with the logo the build checked from
// content/settings.yaml (files on the site's own origin, with their drawn sizes). Under Node nothing is
// prepared: the header and footer show the mark.

/** A logo file on the site and the size the page draws it at. */
export type LogoImage = { src: string; width: number; height: number }

export type BrandPage = { logo?: LogoImage; logoOnDark?: LogoImage; nameBesideLogo: boolean }

export const entries: BrandPage = { nameBesideLogo: true }
