/** The four case studies: one source of truth for the case studies page and the home page's success stories. */
import type { Service } from './services'

export type CaseStudy = {
  id: 'ecommerce-ai' | 'professional-cybersecurity' | 'saas-digital' | 'manufacturing-automation'
  /** The client, described without naming them. */
  title: string
  /** The service title the work falls under (SPEC §3). */
  category: Service['title']
  /** Path on the stock-photo host (see `app/components/ui/stock-image.tsx`). */
  imageUrl: string
  imageAlt: string
  summary: string
  challenge: string
  solution: string
  results: readonly string[]
  /**
   * Optional: the client's own words, shown on the case studies grid. OWNER: print only a genuine
   * quote, with the client's permission, and remove these examples if you have none.
   */
  quote?: string
  /** Who said it, by role rather than name, e.g. 'Operations Director'. Shown only with a quote. */
  attribution?: string
}

export const caseStudies: readonly CaseStudy[] = [
  {
    id: 'ecommerce-ai',
    title: 'E-commerce SME',
    category: 'AI & Automation',
    imageUrl: '/photo-1563013544-824ae1b704d3',
    imageAlt: 'A shopper paying online with a bank card in front of a laptop',
    summary:
      'An online retailer with a small support team used AI to answer routine customer questions instantly, so its people could focus on the enquiries that need a human.',
    challenge:
      'Order-status and returns questions made up most of the inbox. Customers waited up to 24 hours for a reply, peak-season backlogs meant overtime, and slow answers were showing up in reviews.',
    solution:
      'We connected an AI assistant to the order and returns systems so it could answer routine questions with live data, and routed everything else to the right person with a suggested reply. Agents reviewed its answers for the first month, and we tuned the knowledge base each week.',
    results: [
      'Customer support load reduced by 40%',
      'Average response time cut from 24 hours to under 10 minutes',
      'Customer satisfaction up 28%',
    ],
    quote:
      'Our team stopped dreading Monday mornings. Routine questions answer themselves, and we finally have time for the customers who need us.',
    attribution: 'Head of Customer Service',
  },
  {
    id: 'professional-cybersecurity',
    title: 'Professional Services Company',
    category: 'Cybersecurity & Resilience',
    imageUrl: '/photo-1450101499163-c8848c66ca85',
    imageAlt: 'A professional reviewing and signing documents at a desk',
    summary:
      'A professional services firm holding sensitive client data needed to prove its security to clients and insurers, and to stop a rising number of attacks.',
    challenge:
      'The firm faced regular phishing and credential-stuffing attempts, clients were asking for evidence of data protection compliance in tenders, and there was no tested plan for recovering from an incident.',
    solution:
      'We ran a risk assessment, then introduced multi-factor authentication, managed patching, e-mail filtering, encrypted backups and staff awareness training. We documented the controls against the UK GDPR and Cyber Essentials requirements, wrote an incident response plan and rehearsed it with the partners.',
    results: [
      'Full compliance with data protection requirements achieved',
      'Every attempted attack since go-live detected and repelled',
    ],
  },
  {
    id: 'saas-digital',
    title: 'SaaS Startup',
    category: 'Digital Strategy & Development',
    imageUrl: '/photo-1558494949-ef010cbdcc31',
    imageAlt: 'Rows of servers with blue status lights in a data centre',
    summary:
      'A fast-growing software start-up rebuilt its platform on a cloud architecture that scales with demand, so growth no longer meant ever-larger hosting bills.',
    challenge:
      'The product ran on oversized servers that were expensive at quiet times yet struggled at peaks. Every release risked downtime, and the team expected its user base to triple within the year.',
    solution:
      'We designed a cloud architecture with automatic scaling, managed databases and infrastructure as code, then migrated the platform service by service without interrupting customers. Automated deployments and monitoring let the team release several times a day with confidence.',
    results: ['Infrastructure costs down 35% while supporting 3x user growth', '99.99% platform uptime'],
  },
  {
    id: 'manufacturing-automation',
    title: 'Manufacturing Company',
    category: 'AI & Automation',
    imageUrl: '/photo-1581091226825-a6a2a5aee158',
    imageAlt: 'An engineer working with automated equipment on a factory floor',
    summary:
      'A precision manufacturer moved from fixed-schedule servicing to predictive maintenance, catching faults before they stopped the production line.',
    challenge:
      'Unplanned breakdowns halted production several times a month. Maintenance followed a fixed calendar, so some machines were serviced too often and others failed between visits, and spare parts were bought in a hurry at a premium.',
    solution:
      'We fitted sensors to the critical machines and trained machine-learning models on their vibration, temperature and running-hour data. Engineers now receive prioritised alerts and work orders days before a likely failure, and plan parts and downtime around production.',
    results: [
      'Unplanned downtime reduced by 62%',
      'Maintenance costs down 35%',
      'Production capacity up 15%',
      'Equipment life extended by 3+ years',
    ],
    quote: 'We now fix machines on our schedule, not theirs. The line simply stops less.',
    attribution: 'Operations Director',
  },
]

/** The success stories on the home page: the first three cases (SPEC §2). */
export const featuredCaseStudies = caseStudies.slice(0, 3)

/** Labels shared by every case study card. */
export const caseStudyLabels = {
  challenge: 'The Challenge',
  solution: 'Our Solution',
  results: 'The Results',
  readMore: 'Read Full Case Study',
  /** Screen readers hear this before the client's words. */
  quote: 'In the client’s words',
} as const

export const caseStudiesIntro =
  'Every business we work with is different, but the goal is always the same: measurable improvements that pay for themselves. Here is what that looked like for four of our clients.'
