import type { ReactNode } from 'react'
import { BalancedGrid } from '#app/components/ui/balanced-grid'
import { Reveal } from '#app/components/ui/reveal'
import { HeadedSection } from '../section-heading'
import type { SectionProps } from './section-types'

type GridSectionProps<Item> = Omit<SectionProps<never>, 'section'> & {
  opening: { eyebrow?: string; heading: string; intro?: string }
  items: readonly Item[]
  keyOf: (item: Item) => string
  /** Numbered in order (steps) rather than a plain list. */
  ordered?: boolean
  /** Each item's content; the list item and its reveal (0.1 s after the one before) are given. */
  children: (item: Item, index: number) => ReactNode
}

/**
 * A section of items in balanced rows (app/components/ui/balanced-grid.tsx) under its heading: cards,
 * steps, quotes, people, packages, figures. Each item reveals 0.1 s after the one before.
 */
export function GridSection<Item>({
  name,
  background,
  opening,
  items,
  keyOf,
  ordered = false,
  children,
}: GridSectionProps<Item>) {
  return (
    <HeadedSection
      name={name}
      background={background}
      heading={{ eyebrow: opening.eyebrow, title: opening.heading, text: opening.intro }}
    >
      <BalancedGrid as={ordered ? 'ol' : 'ul'} count={items.length}>
        {items.map((item, index) => (
          <li key={keyOf(item)}>
            <Reveal index={index} className="h-full">
              {children(item, index)}
            </Reveal>
          </li>
        ))}
      </BalancedGrid>
    </HeadedSection>
  )
}
