import { type ComponentProps, useEffect, useRef } from 'react'
import { cn } from '#app/utils/cn'

/** Transition delays for 0.1 s steps (SPEC §1), spelt out so Tailwind generates them. */
const DELAYS = ['', 'delay-100', 'delay-200', 'delay-300', 'delay-400', 'delay-500', 'delay-600'] as const

export function revealDelayClass(index: number): string {
  return DELAYS[Math.min(Math.max(index, 0), DELAYS.length - 1)] ?? ''
}

/**
 * Hides `element` until it scrolls into view, then reveals it once. Only elements still below the
 * viewport are hidden, and only when motion is allowed, so the prerendered page, visitors without
 * JavaScript and visitors who prefer reduced motion always see everything in place.
 * Returns a clean-up function, or nothing when the element is left alone.
 */
export function watchReveal(element: HTMLElement | null): (() => void) | undefined {
  if (!element || typeof IntersectionObserver === 'undefined') return
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
  if (element.getBoundingClientRect().top < window.innerHeight) return
  element.dataset.reveal = 'hidden'
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      element.dataset.reveal = 'shown'
      observer.disconnect()
    },
    { rootMargin: '0px 0px -40px 0px' },
  )
  observer.observe(element)
  return () => {
    observer.disconnect()
    if (element.dataset.reveal === 'hidden') delete element.dataset.reveal
  }
}

type RevealProps = ComponentProps<'div'> & {
  /** Position in a group of cards: the reveal starts 0.1 s × index later. */
  index?: number
}

/** A block that fades and slides in the first time it scrolls into view (styles in app/styles/app.css). */
export function Reveal({ index = 0, className, ...props }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => watchReveal(ref.current), [])
  return <div ref={ref} className={cn(revealDelayClass(index), className)} {...props} />
}
