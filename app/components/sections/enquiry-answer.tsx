/**
 * The two pages the site's endpoint answers a plain form post with (a visitor without JavaScript):
 * the enquiry was sent, or it was not, with what to fix and the form again. They are prerendered
 * once (app/routes/enquiry-sent.tsx, enquiry-not-sent.tsx) and filed aside, never served as pages
 * (pipeline/enquiry-answers.ts); the endpoint (server/enquiry-handler.js) answers with them, putting
 * its own words into the two parts marked ENQUIRY_ANSWER_ATTRIBUTE (found by exactly these
 * attributes) and the visitor's values into the form's controls (found by their names).
 */
import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'
import { site } from '#app/config/configuration'
import { pages } from '#app/content/page-list'
import { ContactPanel } from './contact-panel'

/** The marker of each part the endpoint fills: `heading` (the h1's text), `message` (its box's HTML, no `<div>` in it). */
const ENQUIRY_ANSWER_ATTRIBUTE = 'data-enquiry-answer'
const marked = (part: 'heading' | 'message') => ({ [ENQUIRY_ANSWER_ATTRIBUTE]: part })

const { replyWithin } = pages.contact.copy

/** Each answer's words as prerendered: the endpoint may replace the heading and the message. */
export const enquiryAnswerCopy = {
  sent: {
    name: 'Enquiry sent',
    description: `Thank you for your enquiry: we reply to every enquiry within ${replyWithin}.`,
    heading: 'Thank you for your enquiry',
    message: `Your enquiry was sent. We reply to every enquiry within ${replyWithin}, to the e-mail address you gave.`,
  },
  notSent: {
    name: 'Enquiry not sent',
    description: `Your enquiry was not sent: check it and send it again, or write to us at ${site.email}.`,
    heading: 'Your enquiry was not sent',
    message: `Please check your enquiry below and send it again, or write to us at ${site.email}.`,
  },
} as const

const linkClass = 'font-medium text-brand-700 underline hover:text-brand-800'

/** Sent: thanks, the reply promise, and the way on. */
export function EnquirySent() {
  const { heading, message } = enquiryAnswerCopy.sent
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <h1 {...marked('heading')} className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {heading}
      </h1>
      <div {...marked('message')} role="status" className="mt-4 text-lg text-slate-600">
        <p>{message}</p>
      </div>
      <Link to={pages.home.path} className={buttonVariants({ className: 'mt-8' })}>
        Back to Home
      </Link>
      <p className="mt-6 text-slate-600">
        In the meantime, read our{' '}
        <Link to={pages.insights.path} className={linkClass}>
          {pages.insights.name.toLowerCase()}
        </Link>{' '}
        or see our{' '}
        <Link to={pages.caseStudies.path} className={linkClass}>
          {pages.caseStudies.name.toLowerCase()}
        </Link>
        .
      </p>
    </section>
  )
}

/**
 * Not sent: what went wrong, first in the page and focused as it loads (an error summary, as
 * GOV.UK's: a screen reader reads it at once, and its links lead to the fields to fix), then the
 * enquiry form as on /contact, with the visitor's values, and the other ways to reach us.
 */
export function EnquiryNotSent() {
  const { heading, message } = enquiryAnswerCopy.notSent
  return (
    <>
      <section className="page-frame pt-12 pb-10 sm:pt-16">
        <h1
          {...marked('heading')}
          className="max-w-3xl text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
        >
          {heading}
        </h1>
        <div
          {...marked('message')}
          role="alert"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: the page exists to say what to fix; without JavaScript only autofocus takes the reader there
          autoFocus
          className="mt-6 max-w-3xl rounded-xl border border-red-300 bg-red-50 p-5 text-red-950 outline-none [&_a]:font-semibold [&_a]:underline [&_li]:mt-1 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-5"
        >
          <p>{message}</p>
        </div>
      </section>
      <div className="bg-slate-50 py-14 sm:py-20">
        <div className="page-frame">
          <ContactPanel headingLevel={2} />
        </div>
      </div>
    </>
  )
}
