import { pages } from '#app/content/page-list'
import { ContactPanel } from './contact-panel'
import { HeadedSection } from './section-heading'

const { getInTouch } = pages.home.copy

export function GetInTouch() {
  return (
    <HeadedSection
      name="get-in-touch"
      anchor
      background="muted"
      heading={{ title: getInTouch.heading, text: getInTouch.text }}
    >
      <ContactPanel headingLevel={3} />
    </HeadedSection>
  )
}
