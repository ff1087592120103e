/** Copy for the About page (content/pages/about.yaml): the mission statement and the three approach pillars. */
import { entries } from './collections/pages'

export const { intro: aboutIntro, mission, approach, cta: aboutCta } = entries.about
