/** Copy for the home page sections (content/pages/home.yaml; the h1 lives there too, read through pages.ts). */
import { entries } from './collections/pages'

export type Highlight = (typeof entries.home.intro.highlights)[number]

export const { hero, intro, servicesSection, caseStudiesSection, ctaBanner, getInTouch } = entries.home
