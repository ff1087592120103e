import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, MemoryRouter } from 'react-router'
import { expect, test } from 'vitest'
import { type Section, SectionsSchema } from '#app/content/section-schemas'
import { sectionStructuredData } from '#app/content/section-structured-data'
import { everySection } from '../../../../tests/support/fixtures/every-section'
import { PageSections, sectionsUseForm } from './page-sections'

const sections = SectionsSchema.parse(everySection)

let shownSections: readonly Section[] = sections
function ShownSections() {
  return <PageSections sections={shownSections} />
}

function renderSections(shown: readonly Section[] = sections) {
  shownSections = shown
  const Stub = createRoutesStub([{ path: '*', Component: ShownSections }])
  return render(<Stub initialEntries={['/example']} />)
}

test('every section is a landmark named by its h2, in the order of the file, its items’ headings h3 below it', async () => {
  renderSections()
  const headings = await screen.findAllByRole('heading', { level: 2 })
  expect(headings.map((heading) => heading.textContent)).toEqual(sections.flatMap((section) => section.heading ?? []))
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
  // Each h3 sits in the landmark its section's h2 names.
  for (const region of screen.getAllByRole('region')) {
    const [own, ...others] = within(region).getAllByRole('heading', { level: 2 })
    expect(others).toEqual([])
    expect(region).toHaveAccessibleName(own?.textContent ?? '')
  }
  const cards = sections.find((section) => section.type === 'cards')
  const cardsRegion = screen.getByRole('region', { name: cards?.heading })
  expect(
    within(cardsRegion)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(cards?.type === 'cards' ? cards.cards.map((card) => card.title) : [])
  const steps = screen.getByRole('region', { name: 'From first call to fully supported' })
  expect(within(steps).getAllByRole('listitem')).toHaveLength(4)
  expect(within(steps).getByRole('heading', { level: 3, name: /^Step 2: ?Plan$/ })).toBeInTheDocument()
})

test('a question opens and closes as a details element, with no script', async () => {
  renderSections(sections.filter((section) => section.type === 'faq'))
  const question = await screen.findByRole('heading', { level: 3, name: 'How quickly can you start?' })
  const details = question.closest('details')
  expect(details).not.toHaveAttribute('open')
  const summary = question.closest('summary')
  if (!summary) throw new Error('the question is not the summary')
  await userEvent.click(summary)
  expect(details).toHaveAttribute('open')
  // A blank line in the answer starts a new paragraph.
  expect(within(details as HTMLElement).getByText('Urgent security problems the same day.').tagName).toBe('P')
  await userEvent.click(summary)
  expect(details).not.toHaveAttribute('open')
})

test('HTML and script typed into any field are shown as typed, never run', async () => {
  const typed = '<script>alert("x")</script><img src=x onerror=alert(1)>'
  // Added after the schema's checks (its lengths would refuse some), to what the page is given.
  const hostile = JSON.parse(
    JSON.stringify(sections, (key, value) =>
      typeof value === 'string' &&
      !['type', 'tag', 'href', 'link', 'image', 'icon', 'collection', 'photoSide'].includes(key)
        ? `${value} ${typed}`
        : value,
    ),
  )
  const { container } = renderSections(hostile)
  await screen.findAllByRole('heading', { level: 2 })
  expect(container.querySelector('script, img[onerror], img[src="x"]')).toBeNull()
  expect(screen.getAllByText((text) => text.includes('<script>alert("x")</script>')).length).toBeGreaterThan(20)
})

test('links go where the owner wrote them: pages of the site, mailto: and https: as they are', async () => {
  const mailto = SectionsSchema.parse([
    {
      type: 'cta',
      heading: 'Write to us',
      text: 'Straight to our inbox.',
      action: { label: 'E-mail us', href: 'mailto:team@example.org' },
    },
  ])
  renderSections([...sections, ...mailto])
  expect(await screen.findByRole('link', { name: 'Book a free review' })).toHaveAttribute('href', '/contact')
  expect(screen.getByRole('link', { name: 'See our prices' })).toHaveAttribute('href', '#prices')
  expect(document.getElementById('prices')).toContainElement(
    screen.getByRole('heading', { level: 2, name: 'Simple monthly plans' }),
  )
  expect(screen.getByRole('link', { name: 'written plan' })).toHaveAttribute('href', '/services')
  expect(screen.getByRole('link', { name: '01632 960 123' })).toHaveAttribute('href', 'tel:+441632960123')
  expect(screen.getByRole('link', { name: 'Ask about Partner: Partner' })).toHaveAttribute('href', '/contact')
  expect(screen.getByRole('link', { name: 'E-mail us' })).toHaveAttribute('href', 'mailto:team@example.org')
  expect(screen.getByRole('link', { name: 'Evans & Cole Solicitors' })).toHaveAttribute('href', 'https://example.com')
})

test('only the contact form section brings the enquiry form, and the page knows it needs its script', async () => {
  const withoutForm = sections.filter((section) => section.type !== 'contact-form')
  expect(sectionsUseForm(withoutForm)).toBe(false)
  expect(sectionsUseForm(sections)).toBe(true)
  renderSections(withoutForm)
  await screen.findAllByRole('heading', { level: 2 })
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
})

test('the contact form section holds the Contact page’s form under its heading', async () => {
  renderSections(sections.filter((section) => section.type === 'contact-form'))
  const region = await screen.findByRole('region', { name: 'Ask us anything' })
  expect(within(region).getByRole('button', { name: /send/i })).toBeInTheDocument()
  expect(within(region).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0)
})

test('the recommended package is marked, and the questions become one FAQPage for search engines', async () => {
  renderSections(sections.filter((section) => section.type === 'prices'))
  const secure = (await screen.findByRole('heading', { level: 3, name: 'Secure' })).closest('article')
  expect(within(secure as HTMLElement).getByText('Recommended')).toBeInTheDocument()
  expect(screen.getAllByText('Recommended')).toHaveLength(1)
  const [faqPage] = sectionStructuredData(sections)
  expect(faqPage?.['@type']).toBe('FAQPage')
  expect(JSON.stringify(faqPage)).toContain('"name":"Where are you based?"')
  expect(sectionStructuredData(sections.filter((section) => section.type !== 'faq'))).toEqual([])
})

test('a hero that opens a page without a banner carries its h1, and sections between a page’s own are numbered on', () => {
  const [hero, text] = sections
  if (!hero || !text) throw new Error('the fixture lacks sections')
  const { container } = render(
    <MemoryRouter>
      <PageSections sections={[hero, text]} heroIsPageHeading firstNumber={4} />
    </MemoryRouter>,
  )
  expect(screen.getByRole('heading', { level: 1, name: hero.heading })).toBeInTheDocument()
  expect(screen.getByRole('region', { name: text.heading })).toHaveAttribute('aria-labelledby', 'section-5-heading')
  expect(container.querySelector('#section-4-heading')?.tagName).toBe('H1')
})

test('the hero’s buttons: the blocks’ own button, and an outline in the heading’s white, never the brand’s button text', () => {
  const [hero] = sections
  if (hero?.type !== 'hero') throw new Error('the fixture opens with a hero')
  renderSections([hero])
  const [first, second] = hero.actions
  // The outline sits on the hero's gradient: its text is the pair "white on the gradient" the build proves
  // (app/styles/contrast-pairs.ts), not `text-on-brand`, which is dark on a light brand's fill (issue 43).
  const outline = screen.getByRole('link', { name: second?.label }).className.split(' ')
  expect(outline).toContain('text-white')
  expect(outline).not.toContain('text-on-brand')
  expect(screen.getByRole('link', { name: first?.label }).className.split(' ')).toContain('text-on-block-action')
})
