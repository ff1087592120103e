/**
 * The Privacy Policy and Terms of Service: content/legal/privacy.md and terms.md, rendered by one
 * layout (app/components/sections/legal-document.tsx). Written for a UK consultancy whose only
 * personal-data flow is the contact form; {company}, {email} and {siteUrl} in them are filled from
 * the site configuration. Have them reviewed by a solicitor before you rely on them.
 */

import { refusal } from '../config/advice-form'
import type { AnalyticsConfig } from '../config/analytics-config'
import { analytics } from '../config/configuration'
import { analyticsPrivacyBlocks } from './analytics-privacy'
import { remotePhotoOrigins } from './photos'
import { entries } from './replaced-at-build/legal'

/** A legal text: the date it last changed and its body as HTML. */
export type LegalDocument = (typeof entries)['privacy']

const NO_ANALYTICS = 'uses no analytics, advertising or social-media trackers'

/** The owner's privacy notice lacks a sentence the build writes beside: advice in the form of every refusal. */
function lacksSentence(sentence: string, why: string) {
  return refusal('Invalid content file content/legal/privacy.md', [
    { path: ['body'], message: `must keep the sentence "${sentence}", ${why}`, label: 'Text' },
  ])
}

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
    throw lacksSentence(NO_ANALYTICS, 'which the build replaces with what the analytics records')
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

/** The sentence of content/legal/privacy.md before which a photo host, when there is one, is named. */
const ONLY_IF_THE_LAW = 'We will only disclose your data to anyone else if the law requires us to.'

/**
 * The privacy policy names no photo host: the site serves its photos itself. Only a build that could
 * not download some stock photo links it at the stock host (docs/owner-guide.md "Photos"); visitors' browsers
 * then contact that host, and the policy says so, naming it.
 */
export function describePhotoHosts(document: LegalDocument, origins: string[]): LegalDocument {
  if (origins.length === 0) return document
  if (!document.html.includes(ONLY_IF_THE_LAW)) {
    throw lacksSentence(ONLY_IF_THE_LAW, 'before which the build names the stock-photo host')
  }
  const paragraph = `<p>${escapeHtml(
    `Some photographs on this site are served by a stock-photo host (${origins.join(', ')}). As with any web request, your browser sends that host your IP address and browser details so that it can deliver the images; we receive no information from it about you.`,
  )}</p>`
  return { ...document, html: document.html.replace(`<p>${ONLY_IF_THE_LAW}`, `${paragraph}\n<p>${ONLY_IF_THE_LAW}`) }
}

export const privacyPolicy: LegalDocument = describePhotoHosts(
  describeVisitorStatistics(entries.privacy, analytics),
  remotePhotoOrigins(),
)
export const termsOfService: LegalDocument = entries.terms
