import { type ComponentType, useEffect, useRef, useState } from 'react'
import { site } from '#app/content/site'

/** How far ahead of the viewport the form starts loading: far enough that nobody sees the swap. */
const PRELOAD_MARGIN = '1200px 0px'

/**
 * The enquiry form, as the page's first load sees it: a few hundred bytes. Prerendered (and without
 * JavaScript) it tells the visitor how to e-mail us; once hydrated, the real form (enquiry-form.tsx,
 * with react-hook-form, zod and TanStack Query) is imported as the area nears the viewport. The
 * area reserves the idle form's height (measured: 693px single-column, 509px from `sm`) so the swap
 * shifts nothing.
 */
export function ContactForm() {
  const area = useRef<HTMLDivElement>(null)
  const [Form, setForm] = useState<ComponentType | null>(null)

  useEffect(() => {
    const element = area.current
    if (!element) return
    let active = true
    const load = () => {
      import('./enquiry-form')
        .then((module) => {
          if (active) setForm(() => module.EnquiryForm)
        })
        // A failed download (offline, or a deploy replaced the chunk) leaves the e-mail option in place.
        .catch(() => {})
    }
    if (typeof IntersectionObserver === 'undefined') {
      load()
      return () => {
        active = false
      }
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        load()
      },
      { rootMargin: PRELOAD_MARGIN },
    )
    observer.observe(element)
    return () => {
      active = false
      observer.disconnect()
    }
  }, [])

  return (
    <div ref={area} data-contact-form={Form ? 'ready' : 'fallback'} className="grid min-h-[43.5rem] sm:min-h-[32rem]">
      {Form ? (
        <Form />
      ) : (
        <div className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center text-slate-700">
          <p className="text-lg font-semibold text-slate-900">Prefer e-mail?</p>
          <p>
            Write to us at{' '}
            <a className="font-semibold text-brand-700 underline" href={`mailto:${site.email}`}>
              {site.email}
            </a>{' '}
            and we will reply within 24 hours.
          </p>
        </div>
      )}
    </div>
  )
}
