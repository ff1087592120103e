/**
 * The site's identity and contact details: the one place an owner makes the site theirs.
 * Values come from VITE_* variables at build time (app/config/, README "Configure", .env.example).
 */

export { site } from '../config/configuration'

export const tagline = 'Empowering SMEs with future-ready technology solutions for efficiency, resilience and growth.'

export const officeHours = {
  label: 'Monday to Friday, 9:00 AM to 6:00 PM BST',
  days: 'Monday to Friday',
  opens: '09:00',
  closes: '18:00',
} as const

export const replyPromise = 'We reply to every enquiry within 24 hours.'
