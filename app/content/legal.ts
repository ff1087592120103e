/**
 * The Privacy Policy and Terms of Service: content/legal/privacy.md and terms.md, rendered by one
 * layout (app/components/sections/legal-document.tsx). Written for a UK consultancy whose only
 * personal-data flow is the contact form; {company}, {email} and {siteUrl} in them are filled from
 * the site configuration. Have them reviewed by a solicitor before you rely on them.
 */

import type { AnalyticsConfig } from '../config/analytics-config'
import { analytics } from '../config/configuration'
import { analyticsPrivacyBlocks } from './analytics-privacy'
import { entries } from './collections/legal'

/** A legal text: the date it last changed and its body as HTML. */
export type LegalDocument = (typeof entries)['privacy']

const NO_ANALYTICS = 'uses no analytics, advertising or social-media trackers'

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * The privacy policy as the build configures the site: with analytics switched on (VITE_ANALYTICS)
 * its "no analytics" sentence gives way to a "Visitor statistics" section naming the provider.
 */
export function describeVisitorStatistics(document: LegalDocument, analytics?: AnalyticsConfig): LegalDocument {
  if (!analytics) return document
  if (!document.html.includes(NO_ANALYTICS)) {
    throw new Error(`content/legal/privacy.md must say it "${NO_ANALYTICS}" so analytics can replace the sentence`)
  }
  const section = [
    '<h2>Visitor statistics</h2>',
    ...analyticsPrivacyBlocks(analytics).map((text) => `<p>${escapeHtml(text)}</p>`),
  ]
  return {
    ...document,
    html: `${document.html.replace(NO_ANALYTICS, 'uses no advertising or social-media trackers')}\n${section.join('\n')}`,
  }
}

export const privacyPolicy: LegalDocument = describeVisitorStatistics(entries.privacy, analytics)
export const termsOfService: LegalDocument = entries.terms
