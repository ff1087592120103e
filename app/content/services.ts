/** The three services: one source of truth for the services pages, home cards, nav, footer, sitemap and prerender list. */

export type ServiceIcon = 'automation' | 'security' | 'strategy'

export type ProcessStep = { title: string; description: string }

export type Service = {
  id: 'ai-automation' | 'cybersecurity-resilience' | 'digital-strategy'
  title: string
  /** Short label used where space is tight (the footer). */
  icon: ServiceIcon
  tagline: string
  /** The overview paragraph on the detail page and the summary on the services list. */
  description: string
  additionalInfo: string
  /** Path on the stock-photo host (see `app/components/ui/stock-image.tsx`). */
  imageUrl: string
  imageAlt: string
  metaDescription: string
  /** Six features, shown on the services list and the detail page. */
  features: readonly [string, string, string, string, string, string]
  /** The three bullet features on the home page card (SPEC §3). */
  homeFeatures: readonly [string, string, string]
  process: readonly [ProcessStep, ProcessStep, ProcessStep]
}

export const services: readonly Service[] = [
  {
    id: 'ai-automation',
    title: 'AI & Automation',
    icon: 'automation',
    tagline: 'Give your team back the hours that repetitive work takes.',
    description:
      'We find the manual, repetitive work that slows your business down and replace it with reliable automation and practical AI tools, so your people can spend their time on customers and growth.',
    additionalInfo:
      'Every engagement starts from your real processes and data, not from a product we want to sell. We use proven platforms, keep you in control of your data, and train your team so the improvements last after we leave.',
    imageUrl: '/photo-1485827404703-89b55fcc595e',
    imageAlt: 'A small white robot looking towards the camera',
    metaDescription:
      'AI and automation for SMEs: automate repetitive tasks, deploy AI-powered tools and turn your data into predictive insights.',
    features: [
      'Automate repetitive tasks',
      'Deploy AI-powered tools to boost productivity',
      'Data-driven insights and predictive analytics',
      'AI assistants for customer support and enquiries',
      'Integration with the systems you already use',
      'Staff training and clear documentation',
    ],
    homeFeatures: [
      'Automate repetitive tasks',
      'Deploy AI-powered tools to boost productivity',
      'Data-driven insights and predictive analytics',
    ],
    process: [
      {
        title: 'Assessment',
        description:
          'We map your workflows, measure where time goes and agree the automations with the clearest return.',
      },
      {
        title: 'Implementation',
        description: 'We build, test and roll out the automations in stages, with your team involved at every step.',
      },
      {
        title: 'Optimisation',
        description: 'We track the results against the baseline and keep tuning until the gains are measurable.',
      },
    ],
  },
  {
    id: 'cybersecurity-resilience',
    title: 'Cybersecurity & Resilience',
    icon: 'security',
    tagline: 'Protection proportionate to your risks, and a plan for the day something goes wrong.',
    description:
      'We protect your business from digital threats end to end, help you meet your data protection obligations and make sure you can keep trading through an incident.',
    additionalInfo:
      'Security for an SME has to be affordable and practical. We prioritise the controls that stop the most common attacks, align them with recognised frameworks such as Cyber Essentials, and leave you with plans your team can actually follow.',
    imageUrl: '/photo-1550751827-4bd374c3f58b',
    imageAlt: 'Close-up of a circuit board lit in blue, suggesting digital security',
    metaDescription:
      'Cybersecurity and resilience for SMEs: end-to-end protection, data protection compliance, business continuity and disaster recovery planning.',
    features: [
      'End-to-end protection against digital threats',
      'Compliance with data protection regulations',
      'Business continuity and disaster recovery planning',
      'Security awareness training for staff',
      'Vulnerability assessments and remediation',
      'Continuous monitoring and incident response',
    ],
    homeFeatures: [
      'End-to-end protection against digital threats',
      'Compliance with data protection regulations',
      'Business continuity and disaster recovery planning',
    ],
    process: [
      {
        title: 'Evaluate',
        description:
          'We assess your systems, data and suppliers against current threats and your regulatory obligations.',
      },
      {
        title: 'Secure',
        description:
          'We close the gaps in order of risk: access controls, patching, backups, e-mail security and staff awareness.',
      },
      {
        title: 'Monitor',
        description: 'We watch for threats, test your recovery plans and report to you in plain English every month.',
      },
    ],
  },
  {
    id: 'digital-strategy',
    title: 'Digital Strategy & Development',
    icon: 'strategy',
    tagline: 'Technology that fits how your business works today and scales with where it is going.',
    description:
      'We design your IT infrastructure, move you to the cloud at the right pace and build bespoke systems, apps and websites that fit the way you work.',
    additionalInfo:
      'We start from your business goals and budget, recommend only what you need, and build with mainstream, well-supported technology so you are never locked in to us or to a single supplier.',
    imageUrl: '/photo-1460925895917-afdab827c52f',
    imageAlt: 'A laptop on a desk showing charts and analytics dashboards',
    metaDescription:
      'Digital strategy and development for SMEs: IT infrastructure design, cloud migration and optimisation, and bespoke systems, apps and websites.',
    features: [
      'IT infrastructure design',
      'Cloud migration and optimisation',
      'Bespoke system, app and website development',
      'Technology road maps aligned to your business plan',
      'Systems integration and data migration',
      'Ongoing support and continuous improvement',
    ],
    homeFeatures: [
      'IT infrastructure design',
      'Cloud migration and optimisation',
      'Bespoke system, app and website development',
    ],
    process: [
      {
        title: 'Plan',
        description: 'We agree your goals, audit what you have and produce a costed road map with clear priorities.',
      },
      {
        title: 'Build',
        description: 'We deliver in short iterations so you see working results early and can steer as we go.',
      },
      {
        title: 'Scale',
        description: 'We tune performance and costs as you grow, and support your team long after launch.',
      },
    ],
  },
]

export function findService(id: string | undefined): Service | undefined {
  return services.find((service) => service.id === id?.toLowerCase())
}

export function servicePath(service: Pick<Service, 'id'>): string {
  return `/services/${service.id}`
}

/** Copy shared by the services list and the service detail pages. */
export const servicesIntro =
  'Three focused services that cover what a growing business needs from technology: working smarter, staying secure and building for the future. Use one on its own or combine them into a single plan.'

export const servicesListLabels = {
  detailLink: 'Find Out More',
} as const

export const serviceDetailLabels = {
  eyebrow: 'Our Services',
  overview: 'Overview',
  keyFeatures: 'Key Features',
  keyFeaturesText: 'What this service includes, tailored to the size and needs of your business.',
  process: 'How We Deliver',
  processText: 'A clear, three-step process, so you always know what happens next and what it will cost.',
  ctaHeading: 'Talk to us about your project',
  ctaText: 'Tell us what you want to achieve and we will reply within 24 hours with practical next steps.',
  ctaAction: 'Contact Us',
} as const
