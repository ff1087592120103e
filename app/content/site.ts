/**
 * The site's identity and contact details: the one place an owner makes the site theirs.
 * Values come from VITE_* variables at build time (app/config/, README "Configure", .env.example).
 */

export { site } from '../config/configuration'

export const tagline = 'Empowering SMEs with future-ready technology solutions for efficiency, resilience and growth.'
