import { render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { SimplePageSchema } from '#app/content/page-copy-schemas'
import { SimplePage } from './simple-page'

// The layout README offers a new page of text: what its copy file says is what the visitor reads.
const copy = SimplePageSchema.parse({
  name: 'Careers',
  heading: 'Work with us',
  description: 'Open roles at the consultancy and how we hire, in plain English for applicants.',
  intro: 'We hire consultants who explain technology plainly.',
  sections: [
    { heading: 'How we hire', paragraphs: ['One conversation.', 'One small paid exercise.'] },
    { heading: 'Where we work', paragraphs: ['From our office and from home.'] },
  ],
})

test('a visitor reads the page name, its heading and intro, then each section under its own heading', () => {
  render(<SimplePage copy={copy} />)
  expect(screen.getByRole('heading', { level: 1, name: copy.heading })).toBeInTheDocument()
  expect(screen.getByText(copy.name)).toBeInTheDocument()
  expect(screen.getByText(copy.intro)).toBeInTheDocument()
  const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.closest('section'))
  expect(
    sections.map(
      (section) =>
        section &&
        within(section)
          .getAllByRole('paragraph')
          .map((p) => p.textContent),
    ),
  ).toEqual(copy.sections.map((section) => section.paragraphs))
})

test('a simple page without sections shows only its banner', () => {
  render(<SimplePage copy={SimplePageSchema.parse({ ...copy, sections: undefined })} />)
  expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument()
})
