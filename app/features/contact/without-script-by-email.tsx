import { site } from '#app/config/configuration'
import { serviceOptions } from './contact-schema'
import { enquiryTemplateMailto, withoutScriptCopy } from './email-hand-over'

/**
 * Shown instead of the form by a browser that runs no script where the form's post cannot be
 * delivered (the area marked WITHOUT_SCRIPT_ATTRIBUTE by the build): the enquiry written out in the
 * visitor's e-mail program, as the form asks it. Hidden everywhere else, and once a script runs.
 */
export function WithoutScriptByEmail() {
  const services = serviceOptions.map((option) => option.label)
  return (
    <p className="hidden text-slate-700 in-data-[enquiry-without-script=email]:noscript:block">
      {withoutScriptCopy.text}{' '}
      <a
        href={enquiryTemplateMailto(site.email, services)}
        className="font-semibold text-brand-700 underline hover:text-brand-900"
      >
        {withoutScriptCopy.link}
      </a>
      {withoutScriptCopy.after(site.email)}
    </p>
  )
}
