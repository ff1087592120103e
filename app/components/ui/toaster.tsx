import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useToasts } from './use-toast'

// Radix Toast is ~7 KB gzip that no page needs until a toast is raised (only the contact form
// raises one), so it loads then; see docs/decisions/004-performance.md.
const ToastViewport = lazy(() => import('./toast-viewport').then((module) => ({ default: module.ToastViewport })))

const HOTKEY = 'F8'

/** The element the toast area is prerendered into; the contact form's island hydrates `Toaster` there. */
export const TOAST_REGION_ID = 'toasts'

/**
 * Until the first toast, the same empty region Radix renders, with the same F8 shortcut, so
 * the page's landmarks and keyboard behaviour don't change when the real one loads.
 */
function EmptyViewport() {
  const listRef = useRef<HTMLOListElement>(null)
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === HOTKEY || event.key === HOTKEY) listRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
  return (
    <section aria-label={`Notifications (${HOTKEY})`} tabIndex={-1} className="pointer-events-none">
      <ol
        ref={listRef}
        tabIndex={-1}
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </section>
  )
}

/** The one toast area of the site (docs/product.md#notifications); the Radix implementation loads with the first toast. */
export function Toaster() {
  const toasts = useToasts()
  const [needed, setNeeded] = useState(false)
  if (!needed && toasts.length > 0) setNeeded(true)
  if (!needed) return <EmptyViewport />
  return (
    <Suspense fallback={<EmptyViewport />}>
      <ToastViewport />
    </Suspense>
  )
}
