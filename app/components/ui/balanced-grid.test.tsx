import { render } from '@testing-library/react'
import { expect, test } from 'vitest'
import { BalancedGrid, balancedColumns, isBalanced } from './balanced-grid'

test('the columns for 1 to 8 cards, from phone (base) to desktop (lg and wider)', () => {
  const layouts = Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8].map((count) => [count, balancedColumns(count)]))
  expect(layouts).toEqual({
    1: { base: 1, sm: 1, md: 1, lg: 1 },
    2: { base: 1, sm: 2, md: 2, lg: 2 },
    3: { base: 1, sm: 1, md: 3, lg: 3 },
    4: { base: 1, sm: 2, md: 2, lg: 4 },
    5: { base: 1, sm: 1, md: 3, lg: 3 },
    6: { base: 1, sm: 2, md: 3, lg: 3 },
    7: { base: 1, sm: 1, md: 1, lg: 4 },
    8: { base: 1, sm: 2, md: 3, lg: 4 },
  })
})

test('no count leaves a card alone in a row at any width, and a wider screen never has fewer columns', () => {
  for (let count = 1; count <= 8; count++) {
    const { base, sm, md, lg } = balancedColumns(count)
    for (const columns of [base, sm, md, lg]) {
      expect(columns).toBeLessThanOrEqual(count)
      expect(isBalanced(count, columns), `${count} cards in ${columns} columns`).toBe(true)
      // A last row with one card (3 in 2 columns, 5 in 4) is what the layout must never do.
      if (columns > 1) expect(count % columns, `${count} in ${columns}`).not.toBe(1)
    }
    expect([base, sm, md, lg]).toEqual([base, sm, md, lg].sort((a, b) => a - b))
  }
})

test('the grid carries a class for each breakpoint where its columns change, and narrows for one or two cards', () => {
  const classes = (count: number) => render(<BalancedGrid count={count} />).container.firstElementChild?.className
  for (let count = 1; count <= 8; count++) expect(classes(count)).toMatch(/^balanced-grid/)
  expect(classes(8)).toBe('balanced-grid sm:[--columns:2] md:[--columns:3] lg:[--columns:4]')
  expect(classes(5)).toBe('balanced-grid md:[--columns:3]')
  expect(classes(2)).toBe('balanced-grid sm:[--columns:2] mx-auto max-w-4xl')
  expect(classes(1)).toBe('balanced-grid mx-auto max-w-md')
})
