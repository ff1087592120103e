import CalendarIcon from 'lucide-react/icons/calendar'
import ClockIcon from 'lucide-react/icons/clock'
import MailIcon from 'lucide-react/icons/mail'
import ReplyIcon from 'lucide-react/icons/message-circle-reply'
import PhoneIcon from 'lucide-react/icons/phone'
import type { ReactNode } from 'react'
import { buttonVariants } from '#app/components/ui/button'
import { Card } from '#app/components/ui/card'
import { site } from '#app/config/configuration'
import { pages } from '#app/content/page-list'

const { details: contactDetails, officeHours } = pages.contact.copy

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // The icon sits inside the <dt> (a <dl> may only hold dt/dd groups), positioned into the gutter.
  return (
    <div className="relative min-h-11 pl-15">
      <dt className="text-sm font-semibold text-slate-500">
        <span className="absolute top-0 left-0 inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 min-w-0 text-slate-800">{children}</dd>
    </div>
  )
}

/** '+44 20 7946 0000' → 'tel:+442079460000', as a phone dials it. */
const telephoneHref = (number: string) => `tel:${number.replace(/[^+\d]/g, '')}`

/**
 * The e-mail address (and telephone), office hours and reply promise, on the home page and the
 * Contact page; the owner's booking page as a plain link when content/settings.yaml names one.
 */
export function ContactDetails({ headingLevel }: { headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <Card className="p-6 sm:p-8">
      <Heading className="text-xl font-semibold text-slate-900">{contactDetails.heading}</Heading>
      <dl className="mt-6 space-y-6">
        <Detail icon={<MailIcon className="size-5" />} label={contactDetails.emailLabel}>
          <a
            href={`mailto:${site.email}`}
            className="font-semibold break-words text-brand-700 underline-offset-4 hover:underline"
          >
            {site.email}
          </a>
        </Detail>
        {site.telephone ? (
          <Detail icon={<PhoneIcon className="size-5" />} label={contactDetails.phoneLabel}>
            <a
              href={telephoneHref(site.telephone)}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {site.telephone}
            </a>
          </Detail>
        ) : null}
        <Detail icon={<ClockIcon className="size-5" />} label={contactDetails.hoursLabel}>
          {officeHours.label}
        </Detail>
        <Detail icon={<ReplyIcon className="size-5" />} label={contactDetails.replyLabel}>
          {contactDetails.reply}
        </Detail>
      </dl>
      {site.bookingLink ? (
        <a href={site.bookingLink.url} className={buttonVariants({ variant: 'outline', className: 'mt-8' })}>
          <CalendarIcon className="size-4" />
          {site.bookingLink.label}
        </a>
      ) : null}
    </Card>
  )
}
