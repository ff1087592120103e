import type { HTMLAttributes } from 'react'
import { cn } from '#app/utils/cn'

/**
 * The most cards side by side from each breakpoint up: more would make a card narrower than about
 * 220 px, the width of the home cards at md since the site began.
 */
const MAX_COLUMNS = { sm: 2, md: 3, lg: 4 } as const
type Breakpoint = keyof typeof MAX_COLUMNS
const BREAKPOINTS = Object.keys(MAX_COLUMNS) as Breakpoint[]

/** Cards in columns per breakpoint: `base` below sm. */
export type Columns = Record<'base' | Breakpoint, number>

/**
 * Whether `count` cards in rows of `columns` leave no card alone: every row is full, or the last,
 * centred, lacks one card and holds at least two (3 + 2, 4 + 3, 3 + 3 + 2).
 */
export function isBalanced(count: number, columns: number): boolean {
  const last = count % columns
  return last === 0 || (last >= 2 && columns - last === 1)
}

/**
 * The columns for `count` cards: at each breakpoint the most that fit and are balanced, never fewer
 * than at the breakpoint below. One card per row below sm.
 */
export function balancedColumns(count: number): Columns {
  const columns: Columns = { base: 1, sm: 1, md: 1, lg: 1 }
  let current = 1
  for (const breakpoint of BREAKPOINTS) {
    for (let candidate = Math.min(MAX_COLUMNS[breakpoint], count); candidate > current; candidate--) {
      if (isBalanced(count, candidate)) {
        current = candidate
        break
      }
    }
    columns[breakpoint] = current
  }
  return columns
}

/**
 * Each change of columns `balancedColumns` makes for 1 to 8 cards, as a class spelt out so Tailwind
 * generates it (the rule is in app/styles/app.css); only these, so the stylesheet carries no other.
 */
const COLUMN_CLASSES: Record<Breakpoint, Record<number, string>> = {
  sm: { 2: 'sm:[--columns:2]' },
  md: { 3: 'md:[--columns:3]' },
  lg: { 4: 'lg:[--columns:4]' },
}

function columnClass(breakpoint: Breakpoint, columns: number): string {
  const name = COLUMN_CLASSES[breakpoint][columns]
  if (name === undefined) throw new Error(`balanced-grid.tsx has no class for ${columns} columns at ${breakpoint}`)
  return name
}

/** A single card, or two side by side, would stretch across the page: their row is narrower and centred. */
const NARROW = { 1: 'max-w-md', 2: 'max-w-4xl' } as Record<number, string>

type BalancedGridProps = HTMLAttributes<HTMLElement> & {
  count: number
  /** A list of cards (`ul`, or `ol` for steps in order) rather than a plain block. */
  as?: 'div' | 'ul' | 'ol'
}

/**
 * Cards in rows that leave none alone at any width, however many there are (a service is a file the
 * owner adds, 1 to 8): the columns come from the count (`balancedColumns`), a last row one card
 * short is centred.
 */
export function BalancedGrid({ count, as: Element = 'div', className, ...props }: BalancedGridProps) {
  const columns = balancedColumns(count)
  const changes = BREAKPOINTS.filter((breakpoint, index) => {
    const below = index === 0 ? columns.base : columns[BREAKPOINTS[index - 1] ?? 'sm']
    return columns[breakpoint] !== below
  })
  return (
    <Element
      className={cn(
        'balanced-grid',
        changes.map((breakpoint) => columnClass(breakpoint, columns[breakpoint])),
        NARROW[columns.lg] && `mx-auto ${NARROW[columns.lg]}`,
        className,
      )}
      {...props}
    />
  )
}
