import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { Reveal, revealIndexClass, revealOnScroll } from './reveal'

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>[]) => void
let observed: { callback: Callback; targets: Element[] }[] = []
let reducedMotion = false

beforeEach(() => {
  observed = []
  reducedMotion = false
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      targets: Element[] = []
      constructor(callback: Callback) {
        observed.push({ callback, targets: this.targets })
      }
      observe(target: Element) {
        this.targets.push(target)
      }
      unobserve(target: Element) {
        this.targets.splice(this.targets.indexOf(target), 1)
      }
    },
  )
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion, media: query }))
})

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

function block(top: number) {
  const element = document.createElement('div')
  element.dataset.reveal = ''
  element.getBoundingClientRect = () => ({ top }) as DOMRect
  document.body.append(element)
  return element
}

test('the prerendered block is visible and carries its position for the stagger', () => {
  render(
    <Reveal index={2}>
      <p>Card</p>
    </Reveal>,
  )
  const wrapper = screen.getByText('Card').parentElement
  expect(wrapper).toHaveAttribute('data-reveal', '')
  expect(wrapper).toHaveClass(revealIndexClass(2))
  expect(wrapper).not.toHaveAttribute('style')
})

test('positions past the last step share the last delay: eight cards (the most services) each get their own', () => {
  expect(new Set([0, 1, 2, 3, 4, 5, 6, 7].map(revealIndexClass)).size).toBe(8)
  expect(revealIndexClass(99)).toBe(revealIndexClass(7))
  expect(revealIndexClass(-1)).toBe(revealIndexClass(0))
})

test('without scroll-driven animations, a block below the viewport hides, then shows once scrolled to', () => {
  const below = block(window.innerHeight + 100)
  const inView = block(10)
  revealOnScroll(window)
  expect(below.dataset.reveal).toBe('hidden')
  expect(inView.dataset.reveal).toBe('')
  const [observer] = observed
  observer?.callback([{ isIntersecting: false, target: below }])
  expect(below.dataset.reveal).toBe('hidden')
  observer?.callback([{ isIntersecting: true, target: below }])
  expect(below.dataset.reveal).toBe('shown')
  expect(observer?.targets).toEqual([])
})

test('when motion is reduced, the script leaves every block alone', () => {
  const below = block(window.innerHeight + 100)
  reducedMotion = true
  revealOnScroll(window)
  expect(below.dataset.reveal).toBe('')
  expect(observed).toEqual([])
})
