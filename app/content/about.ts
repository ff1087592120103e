/** Copy for the About page: the mission statement and the three approach pillars (SPEC §2). */
import type { Highlight } from './home'

export const aboutIntro =
  'We are a technology consultancy for small and medium-sized enterprises. We help owners and managers make confident decisions about AI, security and digital investment, and then we help deliver them.'

export const mission = {
  eyebrow: 'Our mission',
  heading: 'Future-ready technology for every growing business',
  paragraphs: [
    'Large companies have whole departments to evaluate new technology, defend against attacks and plan their systems. Most SMEs have a busy owner and perhaps one IT generalist. Our mission is to close that gap: to give growing businesses the same quality of advice and delivery, sized and priced for them.',
    'We measure our work by what it changes for you: hours saved, risks removed, costs reduced and customers served better. We explain our recommendations in plain English, we recommend only what you need, and we leave your team able to run what we build.',
  ],
  imageUrl: '/photo-1551434678-e076c223a692',
  imageAlt: 'Colleagues working together at computers in a bright, open-plan office',
} as const

export const approach = {
  eyebrow: 'Our approach',
  heading: 'Three pillars, one joined-up plan',
  text: 'Most of our clients start with one pressing need. Because the three areas depend on each other, we always look at the whole picture so that each improvement strengthens the others.',
  pillars: [
    {
      title: 'AI-Powered Automation',
      description:
        'We start from your processes and data, not from a product. We automate the work that costs you the most time, introduce AI where it is reliable and measurable, and keep people in control of the decisions that matter.',
      icon: 'automation',
    },
    {
      title: 'Cybersecurity & Resilience',
      description:
        'Security proportionate to your risks: we put the controls in place that stop the most common attacks, align you with recognised standards such as Cyber Essentials and the UK GDPR, and plan for recovery as carefully as for prevention.',
      icon: 'security',
    },
    {
      title: 'Digital Strategy & Development',
      description:
        'A road map tied to your business plan and budget, delivered in small, visible steps. We build with mainstream, well-supported technology so you are never locked in to us or to a single supplier.',
      icon: 'strategy',
    },
  ] satisfies Highlight[],
} as const

export const aboutCta = {
  heading: 'Let’s see what we can do for your business',
  text: 'Tell us where you are today and where you want to be. We will reply within 24 hours.',
  action: { label: 'Contact Us', href: '/contact' },
} as const
