import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * After a client-side navigation, moves focus to the new page's h1 (or <main>), so screen
 * readers announce the new page and keyboard users continue from its top instead of from a
 * link that no longer exists. Not on the first load (the browser starts at the top already) and
 * not on hash changes (the skip link moves focus itself). `preventScroll` leaves scrolling to
 * <ScrollRestoration>, so Back still restores the previous position.
 */
export function useRouteFocus() {
  const { pathname } = useLocation()
  const shownPath = useRef(pathname)

  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    const main = document.getElementById('main')
    const target = main?.querySelector<HTMLElement>('h1') ?? main
    if (!target) return
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }, [pathname])
}
