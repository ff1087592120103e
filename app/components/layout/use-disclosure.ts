import { type RefObject, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

type DisclosureOptions = {
  /** When given, a pointer press or focus outside this element closes the disclosure. */
  containerRef?: RefObject<HTMLElement | null>
}

/**
 * Open/closed state for the header's menus: any navigation closes them (back/forward included),
 * and Escape closes them and returns focus to their button, as keyboard users expect.
 */
export function useDisclosure({ containerRef }: DisclosureOptions = {}) {
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)

  const [shownFor, setShownFor] = useState(pathname)
  if (shownFor !== pathname) {
    setShownFor(pathname)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    const outside = (target: EventTarget | null) =>
      containerRef !== undefined && !(target instanceof Node && containerRef.current?.contains(target))
    const closeIfOutside = (event: Event) => {
      if (outside(event.target)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', closeIfOutside)
    document.addEventListener('focusin', closeIfOutside)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', closeIfOutside)
      document.removeEventListener('focusin', closeIfOutside)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open, containerRef])

  return { open, setOpen, buttonRef, pathname }
}
