/**
 * Build step: says in the build log where enquiries will go, and warns (or, for a deployment,
 * refuses) when nothing but `npm start` will receive them: without e-mail provider keys and without
 * SMTP_URL, a host's form can only open the visitor's e-mail program.
 */
import { refusal } from '../app/config/advice-form.ts'
import type { Configuration } from '../app/config/configuration-schema.ts'
import { isProviderConfigured } from '../app/config/site-config.ts'
import type { BuildStep } from './build-step.ts'

const GUIDE = 'See docs/owner-guide.md, "Receive enquiries".'

/**
 * Where each host's function keeps an enquiry until it is e-mailed (pipeline/hosts/enquiry-functions/
 * *-store.js). A build cannot see a binding or a connected store, which the host gives the function
 * only when it runs: the line says what happens either way, and how to add the store.
 */
const STORES: Record<string, string> = {
  Netlify:
    'Each enquiry is kept in Netlify Blobs (nothing to set up) before the visitor is answered, and e-mailed; one the mailbox does not take yet is tried again at later requests.',
  'Cloudflare Pages':
    "Each enquiry is kept, before the visitor is answered, in the KV namespace bound as ENQUIRIES, if one is bound; without it, enquiries are e-mailed but not kept, and a visitor is asked to try again while the mailbox is down. Bind one: the project's Settings → Bindings → Add → KV namespace, named ENQUIRIES.",
  Vercel:
    "Each enquiry is kept, before the visitor is answered, in the Redis connected to the project (KV_REST_API_URL), if one is; without it, enquiries are e-mailed but not kept, and a visitor is asked to try again while the mailbox is down. Connect one: the project's Storage tab → Marketplace → Upstash for Redis.",
}
const HOSTS_WITH_FUNCTIONS = 'Netlify, Cloudflare Pages and Vercel'

/** What the build log says of enquiries, and whether it is a warning; nothing with provider keys. */
export function enquiryDeliveryReport(config: Configuration): { lines: string[]; warning: boolean } | undefined {
  if (isProviderConfigured(config.site)) return undefined
  const { host, enquiryMailbox } = config.build
  const npmStart =
    '`npm start` stores each enquiry (read them with `npm run enquiries`) and, with SMTP_URL set, e-mails it to you.'
  if (host === 'GitHub Pages') {
    const lines = [
      "Enquiries on this host (GitHub Pages): it runs no functions, so the form opens the visitor's e-mail program with the enquiry filled in.",
      'To send from the page instead, set the three EmailJS keys as repository variables (VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID).',
      GUIDE,
    ]
    return { lines, warning: true }
  }
  if (enquiryMailbox) {
    const lines = host
      ? [
          `Enquiries on this host (${host}): each is e-mailed through SMTP_URL by the host's function, which reads SMTP_URL (and SMTP_FROM) from ${host}'s settings when it runs.`,
          ...(STORES[host] ? [STORES[host]] : []),
        ]
      : [
          `Enquiries: SMTP_URL is set, so ${HOSTS_WITH_FUNCTIONS} answer the form with a function of their own, which e-mails each enquiry through that mailbox (SMTP_URL and SMTP_FROM are read when it runs, from the host's settings).`,
          `Each function keeps an enquiry in its host's store before answering: Netlify Blobs (nothing to set up), a KV namespace bound as ENQUIRIES on Cloudflare Pages, a Redis connected from Vercel's Marketplace. ${GUIDE}`,
          `${npmStart} GitHub Pages has no functions: there the form opens the visitor's e-mail program.`,
        ]
    return { lines, warning: false }
  }
  if (host) {
    const lines = [
      `Enquiries on this host (${host}): SMTP_URL is not set, so the form opens the visitor's e-mail program (mailto:) with the enquiry filled in, until SMTP_URL is set.`,
      `Set SMTP_URL (your mailbox, e.g. smtps://you%40example.com:app-password@smtp.example.com:465) as a secret in ${host}'s settings and redeploy: the next build publishes the enquiry function, which e-mails each enquiry to you.`,
      GUIDE,
    ]
    return { lines, warning: true }
  }
  const lines = [
    'No e-mail provider keys (VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID) and no SMTP_URL.',
    `Enquiries will only be received by \`npm start\`: ${npmStart}`,
    `The hosts' folders have no endpoint: there the form opens the visitor's e-mail program, until a build with SMTP_URL set gives ${HOSTS_WITH_FUNCTIONS} the enquiry function. ${GUIDE}`,
  ]
  return { lines, warning: true }
}

export const checkEnquiryDelivery: BuildStep = {
  name: 'checkEnquiryDelivery',
  purpose: 'where enquiries go: a host without keys or SMTP_URL can only hand its visitors to their e-mail program',
  run({ config }) {
    const report = enquiryDeliveryReport(config)
    if (!report) return
    if (!report.warning) {
      console.log(`\n${report.lines.join('\n')}\n`)
      return
    }
    if (config.build.requireEmailProvider && !config.build.enquiryMailbox) {
      // The owner's to fix, in the build's settings: advice in the form of every refusal, no stack.
      throw refusal(
        'This build is for deployment (CI_DEPLOY or STRICT_DEPLOY is set), and enquiries would go nowhere',
        [
          {
            path: ['SMTP_URL, or VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID'],
            message: `missing: set SMTP_URL (or the three EmailJS keys) for the host's build. ${report.lines.join(' ')}`,
          },
        ],
      )
    }
    const rule = '!'.repeat(100)
    console.warn(`\n${rule}\n${report.lines.map((line) => `!! ${line}`).join('\n')}\n${rule}\n`)
  },
}
