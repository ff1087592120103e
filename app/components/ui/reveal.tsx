import type { ComponentProps } from 'react'
import { cn } from '#app/utils/cn'

/** Position classes for 0.1 s steps, spelt out so Tailwind generates them (styles in app/styles/app.css). */
const INDEX_CLASSES = [
  '[--reveal-index:0]',
  '[--reveal-index:1]',
  '[--reveal-index:2]',
  '[--reveal-index:3]',
  '[--reveal-index:4]',
  '[--reveal-index:5]',
  '[--reveal-index:6]',
  '[--reveal-index:7]',
] as const

export function revealIndexClass(index: number): string {
  return INDEX_CLASSES[Math.min(Math.max(index, 0), INDEX_CLASSES.length - 1)] ?? ''
}

type RevealProps = ComponentProps<'div'> & {
  /** Position in a group of cards: its reveal starts one step (0.1 s, or 10% of its entry) later. */
  index?: number
}

/**
 * A block that fades and slides in once, the first time it scrolls into view (`revealOnScroll`
 * below, styles in app/styles/app.css). Nothing is hidden in the HTML itself, so without
 * JavaScript the block simply shows.
 */
export function Reveal({ index = 0, className, ...props }: RevealProps) {
  // RevealScript changes data-reveal before React hydrates the page in development (pages are never
  // hydrated in production): that difference is intended.
  return <div data-reveal="" suppressHydrationWarning className={cn(revealIndexClass(index), className)} {...props} />
}

/**
 * Hides the blocks still below the viewport and reveals each once as it scrolls in (a CSS
 * transition, delayed 0.1 s × index). Blocks visible at load are never touched. Skipped when
 * motion is reduced. A few hundred bytes, run as an inline script (`RevealScript`), so it must not
 * use anything from outside its own body. Why not a CSS scroll-driven animation:
 * docs/decisions/006-first-paint-without-scripts.md.
 */
export function revealOnScroll(win: Window & typeof globalThis) {
  const doc = win.document
  if (!('IntersectionObserver' in win)) return
  if (win.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  const observer = new win.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        ;(entry.target as HTMLElement).dataset.reveal = 'shown'
        observer.unobserve(entry.target)
      }
    },
    { rootMargin: '0px 0px -40px 0px' },
  )
  for (const element of doc.querySelectorAll<HTMLElement>('[data-reveal]')) {
    if (element.getBoundingClientRect().top < win.innerHeight) continue
    element.dataset.reveal = 'hidden'
    observer.observe(element)
  }
}

/** Placed at the end of <body>, after every block it may hide. */
export function RevealScript() {
  // The development server compiles the function for the server and the browser separately, with
  // different whitespace; production pages are never hydrated, so only development sees a difference.
  return (
    <script
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function, hashed into the CSP by the build
      dangerouslySetInnerHTML={{ __html: `(${revealOnScroll.toString()})(window)` }}
    />
  )
}
