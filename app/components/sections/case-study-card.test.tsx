import { render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { caseStudies } from '#app/content/case-studies'
import { CaseStudiesGrid } from './case-studies-grid'
import { CaseStudyCard } from './case-study-card'

const quoted = caseStudies.find((caseStudy) => caseStudy.quote && caseStudy.attribution)
const unquoted = caseStudies.find((caseStudy) => !caseStudy.quote)

test('a case study with a client quote shows it on the grid, with who said it', () => {
  if (!quoted) throw new Error('expected at least one case study with a quote and an attribution')
  render(<CaseStudyCard caseStudy={quoted} index={0} variant="full" />)
  const figure = screen.getByRole('figure')
  expect(within(figure).getByText(quoted.quote ?? '', { exact: false })).toBeInTheDocument()
  expect(figure).toHaveTextContent(quoted.attribution ?? '')
  // The grid's own fields stay: title, challenge, solution and results.
  expect(screen.getByRole('heading', { level: 2, name: quoted.title })).toBeInTheDocument()
  for (const result of quoted.results) expect(screen.getByText(result)).toBeInTheDocument()
})

test('a case study without a quote shows no empty quote block', () => {
  if (!unquoted) throw new Error('expected at least one case study without a quote')
  render(<CaseStudyCard caseStudy={unquoted} index={0} variant="full" />)
  expect(screen.queryByRole('figure')).not.toBeInTheDocument()
})

test('on the case studies page the first card’s photo is fetched first, every other one lazily', () => {
  render(<CaseStudiesGrid />)
  const [first, ...rest] = screen.getAllByRole('img')
  expect(first).toHaveAttribute('fetchpriority', 'high')
  expect(first).toHaveAttribute('loading', 'eager')
  for (const image of rest) expect(image).toHaveAttribute('loading', 'lazy')
})
