import { site } from '#app/content/site'

/** The enquiry form. Until the form ships, visitors are pointed at the e-mail address. */
export function ContactForm() {
  return (
    <p className="rounded-xl border border-slate-200 bg-slate-50 p-6 text-slate-700">
      E-mail us at{' '}
      <a className="font-semibold text-brand-700 underline" href={`mailto:${site.email}`}>
        {site.email}
      </a>{' '}
      and we will reply within 24 hours.
    </p>
  )
}
