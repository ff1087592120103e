import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { Reveal, revealDelayClass, watchReveal } from './reveal'

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void
let observed: { callback: Callback; disconnect: ReturnType<typeof vi.fn> }[] = []

beforeEach(() => {
  observed = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      disconnect = vi.fn()
      constructor(callback: Callback) {
        observed.push({ callback, disconnect: this.disconnect })
      }
      observe() {}
    },
  )
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }))
})

afterEach(() => vi.unstubAllGlobals())

function below(element: HTMLElement) {
  element.getBoundingClientRect = () => ({ top: window.innerHeight + 100 }) as DOMRect
  return element
}

test('the server-rendered block is visible: nothing hides it before the effect runs', () => {
  render(
    <Reveal index={2}>
      <p>Card</p>
    </Reveal>,
  )
  const wrapper = screen.getByText('Card').parentElement
  // Rendered inside the viewport (jsdom's rects are all zero), so it is left alone.
  expect(wrapper).not.toHaveAttribute('data-reveal')
  expect(wrapper).toHaveClass('delay-200')
  expect(wrapper).not.toHaveAttribute('style')
})

test('a block below the viewport hides, then reveals once when it scrolls into view', () => {
  const element = below(document.createElement('div'))
  watchReveal(element)
  expect(element.dataset.reveal).toBe('hidden')
  const [observer] = observed
  observer?.callback([{ isIntersecting: false }])
  expect(element.dataset.reveal).toBe('hidden')
  observer?.callback([{ isIntersecting: true }])
  expect(element.dataset.reveal).toBe('shown')
  expect(observer?.disconnect).toHaveBeenCalled()
})

test('with reduced motion nothing is ever hidden', () => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }))
  const element = below(document.createElement('div'))
  expect(watchReveal(element)).toBeUndefined()
  expect(element).not.toHaveAttribute('data-reveal')
  expect(observed).toHaveLength(0)
})

test('without IntersectionObserver nothing is hidden', () => {
  vi.stubGlobal('IntersectionObserver', undefined)
  const element = below(document.createElement('div'))
  watchReveal(element)
  expect(element).not.toHaveAttribute('data-reveal')
})

test('delays step by 0.1 s per index and stop growing after the sixth', () => {
  expect([0, 1, 2, 3].map(revealDelayClass)).toEqual(['', 'delay-100', 'delay-200', 'delay-300'])
  expect(revealDelayClass(20)).toBe('delay-600')
})
