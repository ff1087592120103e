/** Copy for the home page sections (the h1 lives in pages.ts with every other page heading). */
import type { ServiceIcon } from './services'

export type Highlight = {
  title: string
  description: string
  icon: ServiceIcon
}

export const hero = {
  eyebrow: 'Technology consultancy for SMEs',
  intro:
    'We help small and medium-sized businesses work smarter with AI and automation, stay secure and resilient, and grow with the right digital strategy: practical advice, delivered by people who speak plain English.',
  primaryAction: { label: 'Explore Our Services', href: '/services' },
  secondaryAction: { label: 'Get in Touch', href: '#get-in-touch' },
  imageUrl: '/photo-1522071820081-009f0129c71c',
  imageAlt: 'A small team collaborating around a table with laptops and notes',
} as const

export const intro = {
  heading: 'Innovate. Protect. Grow.',
  text: 'Technology should make running your business easier, not harder. We bring the expertise of a large IT department at a scale and price that fit an SME, and we stay with you until the results show.',
  highlights: [
    {
      title: 'AI-Powered Automation',
      description:
        'Take repetitive work off your team’s plate and turn your data into decisions, with tools that fit the way you already work.',
      icon: 'automation',
    },
    {
      title: 'Cybersecurity & Resilience',
      description:
        'Protect your customers’ data and your reputation, meet your compliance obligations and keep trading when something goes wrong.',
      icon: 'security',
    },
    {
      title: 'Digital Strategy & Development',
      description:
        'Plan, build and scale the systems, cloud services and websites your business needs for its next stage of growth.',
      icon: 'strategy',
    },
  ] satisfies Highlight[],
} as const

export const servicesSection = {
  eyebrow: 'What we do',
  heading: 'Our Core Services',
  text: 'Three focused services, each designed around the budgets, teams and ambitions of growing businesses.',
  linkLabel: 'Learn More',
} as const

export const caseStudiesSection = {
  eyebrow: 'Success stories',
  heading: 'Real Results for Real Businesses',
  text: 'A few of the SMEs we have helped, and what changed for them.',
  cardLinkLabel: 'Read Full Case Study',
  allLinkLabel: 'View All Case Studies',
} as const

export const ctaBanner = {
  heading: 'Ready to Transform Your Business?',
  text: "Let's discuss how we can help your business thrive in the digital age.",
} as const

export const getInTouch = {
  heading: 'Get In Touch',
  text: 'Tell us a little about your business and what you would like to achieve. There is no obligation: the first conversation is simply about whether we can help.',
} as const
