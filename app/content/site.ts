/**
 * The site's identity and contact details: the one place an owner makes the site theirs.
 * Values come from VITE_* variables at build time (see README "Configure" and .env.example).
 */
import { parseSiteConfig } from './site-config'

// Outside Vite (Playwright specs and Node scripts that import content) there is no import.meta.env.
export const site = parseSiteConfig(import.meta.env ?? process.env)

export const tagline = 'Empowering SMEs with future-ready technology solutions for efficiency, resilience and growth.'
