/**
 * The Privacy Policy and Terms of Service, rendered by one layout (app/components/sections/legal-document.tsx).
 * Written for a UK consultancy whose only personal-data flow is the contact form.
 * Have them reviewed by a solicitor before you rely on them.
 */

import { type AnalyticsConfig, parseAnalyticsConfig } from './analytics-config'
import { analyticsPrivacyBlocks } from './analytics-privacy'
import { site } from './site'
import type { SiteConfig } from './site-config'

export type LegalEntity = {
  /** The registered legal name, e.g. 'Example Consulting Ltd'. */
  registeredName: string
  /** Companies House number, e.g. '12345678'; null for a sole trader or partnership. */
  companyNumber: string | null
  /** Registered office address on one line. */
  registeredOffice: string | null
  /** ICO data protection fee registration number, e.g. 'ZA123456'. */
  icoRegistrationNumber: string | null
  /** Whose courts and law govern the terms. */
  jurisdiction: 'England and Wales' | 'Scotland' | 'Northern Ireland'
}

// OWNER: replace these placeholders with your business's legal details before launch. They appear in the
// Privacy Policy and Terms of Service; a null value leaves its sentence out rather than printing a placeholder.
export const legalEntity: LegalEntity = {
  registeredName: site.name,
  companyNumber: null,
  registeredOffice: null,
  icoRegistrationNumber: null,
  jurisdiction: 'England and Wales',
}

// OWNER: the date you last changed either document (ISO format, shown as e.g. '1 June 2025').
export const legalUpdated = '2025-06-01'

/** A paragraph, or a bulleted list. E-mail addresses and https:// links in the text become links. */
export type LegalBlock = string | { list: readonly string[] }

export type LegalSection = { heading: string; blocks: readonly LegalBlock[] }

export type LegalDocument = {
  intro: string
  sections: readonly LegalSection[]
}

type Company = Pick<SiteConfig, 'name' | 'email' | 'url'> & { analytics?: AnalyticsConfig }

/** The site as the legal texts describe it, with the visitor statistics the build switched on. */
const siteWithAnalytics: Company = { ...site, analytics: parseAnalyticsConfig(import.meta.env ?? process.env) }

function identification(entity: LegalEntity): string {
  const parts = [
    entity.companyNumber ? `registered in ${entity.jurisdiction} under company number ${entity.companyNumber}` : '',
    entity.registeredOffice ? `with its registered office at ${entity.registeredOffice}` : '',
  ].filter(Boolean)
  return parts.length > 0 ? `${entity.registeredName}, ${parts.join(', ')}` : entity.registeredName
}

export function privacyPolicy(entity: LegalEntity = legalEntity, company: Company = siteWithAnalytics): LegalDocument {
  const ico = entity.icoRegistrationNumber
    ? ` We are registered with the Information Commissioner’s Office under number ${entity.icoRegistrationNumber}.`
    : ''
  return {
    intro: `This policy explains what personal data ${company.name} collects through this website, why, how long we keep it and the rights you have under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. We have kept it short because we collect very little.`,
    sections: [
      {
        heading: 'Who we are',
        blocks: [
          `This website is run by ${identification(entity)} (“we”, “us”). We are the controller of the personal data described in this policy.${ico}`,
          `For any question about this policy or your data, e-mail us at ${company.email}.`,
        ],
      },
      {
        heading: 'What we collect',
        blocks: [
          'We only collect personal data when you choose to send us an enquiry through the contact form. The form asks for:',
          {
            list: [
              'your name',
              'your e-mail address',
              'your phone number',
              'your company name',
              'the service you are interested in',
              'your message, and anything you choose to include in it',
            ],
          },
          'Please do not include sensitive information (for example about health) in your message; we do not need it to answer an enquiry.',
          'If you e-mail or phone us directly, we process the details you give us in the same way.',
        ],
      },
      {
        heading: 'Why we use it and our lawful basis',
        blocks: [
          'We use your details only to reply to your enquiry, to discuss the services you asked about and, if you decide to work with us, to prepare a proposal. Our lawful bases are our legitimate interest in responding to people who contact us, and taking steps at your request before entering into a contract (UK GDPR Article 6(1)(f) and 6(1)(b)).',
          'We do not use your details for marketing unless you ask us to, we do not sell them, and we make no automated decisions about you.',
        ],
      },
      {
        heading: 'Who we share it with',
        blocks: [
          'When you press send, your enquiry is delivered to our inbox by EmailJS (https://www.emailjs.com), an e-mail delivery service that acts as our processor: it handles your data only on our instructions and only to deliver the message. Our e-mail hosting provider stores the message as part of our business e-mail, also as our processor.',
          'Where a processor handles data outside the UK, we rely on UK adequacy regulations or the International Data Transfer Agreement or Addendum approved by Parliament to keep it protected to UK standards.',
          'The photographs on this site are served by a stock-photo host. As with any web request, your browser sends that host your IP address and browser details so that it can deliver the images; we receive no information from it about you.',
          'We will only disclose your data to anyone else if the law requires us to.',
        ],
      },
      {
        heading: 'How long we keep it',
        blocks: [
          'If your enquiry does not lead to work together, we delete it within 12 months of our last contact with you. If you become a client, we keep our correspondence for the length of the engagement and then for six years, the period for which UK law allows contract claims to be brought. Copies held by our delivery service are kept only for as long as it needs them to deliver and troubleshoot messages.',
        ],
      },
      {
        heading: 'Cookies and tracking',
        blocks: [
          `This website sets no cookies and uses no ${company.analytics ? '' : 'analytics, '}advertising or social-media trackers, so there is no cookie banner to accept. We do not build a profile of your visit.`,
          'If you start typing an enquiry, the contact form may keep an unsent draft in your own browser’s storage so that it is not lost if the page reloads. It stays on your device and is removed when the message is sent.',
        ],
      },
      // Only when the owner switched cookie-free visitor statistics on (VITE_ANALYTICS).
      ...(company.analytics
        ? [{ heading: 'Visitor statistics', blocks: analyticsPrivacyBlocks(company.analytics) }]
        : []),
      {
        heading: 'Your rights',
        blocks: [
          'Under the UK GDPR you have the right to:',
          {
            list: [
              'ask for a copy of the personal data we hold about you',
              'ask us to correct data that is inaccurate or incomplete',
              'ask us to delete your data',
              'ask us to restrict how we use your data',
              'object to our using your data on the basis of legitimate interests',
              'ask for the data you gave us in a portable format',
            ],
          },
          `To use any of these rights, e-mail ${company.email}. It is free, and we will reply within one month.`,
        ],
      },
      {
        heading: 'Keeping your data secure',
        blocks: [
          'The website is served only over an encrypted connection (HTTPS), and access to our inbox is protected by strong passwords and multi-factor authentication. Only the people who need to answer your enquiry can read it.',
        ],
      },
      {
        heading: 'Complaints',
        blocks: [
          'If you are unhappy with how we have handled your data, please tell us first so that we can put it right. You also have the right to complain to the Information Commissioner’s Office (ICO), the UK’s data protection regulator, at https://ico.org.uk/make-a-complaint or by calling 0303 123 1113.',
        ],
      },
      {
        heading: 'Changes to this policy',
        blocks: [
          'If we change how we handle personal data, we will update this page and the date at the top of it. We will not use data already collected in a new way without telling you.',
        ],
      },
    ],
  }
}

export function termsOfService(entity: LegalEntity = legalEntity, company: Company = siteWithAnalytics): LegalDocument {
  return {
    intro: `These terms apply to your use of the ${company.name} website at ${company.url}. By using the site you accept them; if you do not agree, please do not use it.`,
    sections: [
      {
        heading: 'About us',
        blocks: [`This website is operated by ${identification(entity)}. You can contact us at ${company.email}.`],
      },
      {
        heading: 'Using this website',
        blocks: [
          'You may browse the site, and print or save pages for your own reference. You must not:',
          {
            list: [
              'use the site in any way that breaks the law or infringes anyone’s rights',
              'try to gain unauthorised access to the site, its server or any connected system',
              'introduce viruses or other harmful material, or attack the site with automated requests',
              'use the contact form to send spam, advertising or abusive content',
            ],
          },
        ],
      },
      {
        heading: 'Information on this site',
        blocks: [
          'The content of this site is general information about our services. It is not professional advice for your particular circumstances, and you should not rely on it as such. Results described in our case studies were achieved for particular clients and are not a guarantee of the results you will achieve.',
          'Sending an enquiry does not create a contract. Any work we do for you will be covered by a separate written agreement setting out its scope, fees and terms.',
        ],
      },
      {
        heading: 'Intellectual property',
        blocks: [
          `The text, design and logo of this site belong to ${entity.registeredName}. Photographs are used under licence from their owners. You may not copy or republish our content for commercial purposes without our written permission.`,
        ],
      },
      {
        heading: 'Links to other websites',
        blocks: [
          'Where we link to other websites, we do so for your information only. We have no control over their content or their privacy practices and accept no responsibility for them.',
        ],
      },
      {
        heading: 'Availability',
        blocks: [
          'We aim to keep the site available and accurate, but we provide it free of charge and “as is”. We may change, suspend or withdraw it, or any part of it, at any time without notice.',
        ],
      },
      {
        heading: 'Our liability',
        blocks: [
          'Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be limited or excluded under the law of the United Kingdom.',
          'Subject to that, we are not liable for any loss or damage arising from your use of, or inability to use, this site or from reliance on its content, including loss of profit, business, revenue, data or goodwill.',
        ],
      },
      {
        heading: 'Your privacy',
        blocks: [
          `Our Privacy Policy explains how we handle the personal data you send us through the contact form. This site sets no cookies and runs no trackers${company.analytics ? '; it counts visits without identifying you, as the policy describes' : ''}.`,
        ],
      },
      {
        heading: 'Changes to these terms',
        blocks: [
          'We may update these terms from time to time. The version on this page, with the date at the top, is the one that applies when you use the site.',
        ],
      },
      {
        heading: 'Governing law',
        blocks: [
          `These terms are governed by the law of ${entity.jurisdiction}, and its courts have exclusive jurisdiction over any dispute arising from them.`,
        ],
      },
    ],
  }
}
