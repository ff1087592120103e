/**
 * The contact form's island: the only script a page runs. Loaded by the small loader that
 * ContactForm (contact-form.tsx) prints after the form, on the visitor's first touch of the form
 * (island-loader.ts), it hydrates the prerendered form and the site's toast area, nothing else:
 * the rest of the page is HTML and CSS. Built as its own entry by
 * pipeline/vite-plugins/island-entry-plugin.ts.
 */
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { TOAST_REGION_ID, Toaster } from '#app/components/ui/toaster'
import { EnquiryForm } from './enquiry-form'
import { BY_EMAIL, CONTACT_FORM_ATTRIBUTE, type ContactFormState, DELIVERY_ATTRIBUTE } from './island-loader'
import { readTypedValues } from './typed-values'

// In a transition, React hydrates in short slices and yields to the visitor's input in between
// (as React Router's own entry.client does) instead of running one long task.
startTransition(() => {
  const toastRegion = document.getElementById(TOAST_REGION_ID)
  if (toastRegion) hydrateRoot(toastRegion, <Toaster />)

  for (const area of document.querySelectorAll<HTMLElement>(`[${CONTACT_FORM_ATTRIBUTE}]`)) {
    const markReady = () => area.setAttribute(CONTACT_FORM_ATTRIBUTE, 'ready' satisfies ContactFormState)
    const byEmail = area.getAttribute(DELIVERY_ATTRIBUTE) === BY_EMAIL
    hydrateRoot(area, <EnquiryForm typedValues={readTypedValues(area)} onReady={markReady} byEmail={byEmail} />)
  }
})
