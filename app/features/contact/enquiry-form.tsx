/**
 * The enquiry form. Prerendered as plain HTML: a form that can be typed into and, without
 * JavaScript, posts the enquiry (url-encoded) to the site's endpoint, which answers with a page
 * (app/routes/enquiry-sent.tsx, enquiry-not-sent.tsx); where there is no endpoint the build turns
 * it into an e-mail through the visitor's mail client (pipeline/keyless-form.ts). Then hydrated as
 * an island by contact-island.client.tsx with validation, delivery, toasts and the draft.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { QueryClientProvider, useMutation } from '@tanstack/react-query'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from '#app/components/ui/use-toast'
import { basePathOf } from '#app/config/base-path'
import { site } from '#app/config/configuration'
import { cn } from '#app/utils/cn'
import {
  ContactFormSchema,
  type ContactFormValues,
  type Enquiry,
  emptyContactForm,
  serviceOptions,
} from './contact-schema'
import { clearDraft, loadDraft, saveDraft } from './draft-storage'
import { enquiryMailto, handOverMessage, openEmailProgram } from './email-hand-over'
import { EnquiryError } from './enquiry-error'
import { controlClasses, Field, keepPhoneCharacters } from './form-field'
import { queryClient } from './query-client'
import { Honeypot, SendControls } from './send-controls'
import { sendEnquiry } from './send-enquiry'
import { EMAIL_ACTION_ATTRIBUTE, endpointAction, mailtoAction } from './typed-values'
import { WithoutScriptByEmail } from './without-script-by-email'

const FALLBACK_ERROR_MESSAGE = 'Failed to send message. Please try again.'

function deliver({ enquiry, honeypot }: { enquiry: Enquiry; honeypot: string }) {
  return sendEnquiry(enquiry, { settings: site.emailjs, email: site.email, honeypot, basePath: basePathOf(site.url) })
}

/** Hands the enquiry to the visitor's e-mail program, and says so. */
function handOver(enquiry: Enquiry) {
  openEmailProgram(enquiryMailto(site.email, enquiry))
  toast({ title: 'Sending by e-mail', description: handOverMessage(site.email) })
}

/** Fixed ids: the island hydrates this form alone, where `useId` would not match the prerendered page. */
const id = 'enquiry'

type EnquiryFormProps = {
  /** What the visitor typed before the island hydrated: kept, instead of the (empty) defaults. */
  typedValues?: Partial<ContactFormValues>
  /** Called once the form is live (hydrated), e.g. to mark its area ready. */
  onReady?: () => void
  /**
   * The page is served where nothing receives enquiries (island-loader.ts DELIVERY_ATTRIBUTE): Send
   * goes by e-mail, and the form's own action is the e-mail program, as the build marked it.
   */
  byEmail?: boolean
}

function EnquiryFormFields({ typedValues, onReady, byEmail: servedWithoutEndpoint = false }: EnquiryFormProps) {
  // False in the prerendered HTML and the first (hydrating) render, so both match; then true.
  const [live, setLive] = useState(false)
  // Known once live: from the page, or from the answer of a site without the endpoint.
  const [byEmail, setByEmail] = useState(false)
  const honeypot = useRef<HTMLInputElement>(null)
  const submitButton = useRef<HTMLButtonElement>(null)
  // Set synchronously on submit, so a second click in the same frame cannot start a second send.
  const inFlight = useRef(false)
  const mutation = useMutation({ mutationFn: deliver })
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, Enquiry>({
    resolver: zodResolver(ContactFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { ...loadDraft(), ...typedValues },
    shouldFocusError: true,
  })

  useEffect(() => {
    setLive(true)
    onReady?.()
  }, [onReady])

  useEffect(() => {
    if (servedWithoutEndpoint) setByEmail(true)
  }, [servedWithoutEndpoint])

  useEffect(() => {
    const subscription = watch((values) => saveDraft({ ...emptyContactForm, ...values } as ContactFormValues))
    return () => subscription.unsubscribe()
  }, [watch])

  function succeed() {
    reset(emptyContactForm)
    if (honeypot.current) honeypot.current.value = ''
    clearDraft()
    toast({ title: 'Success', description: 'Message sent successfully!', variant: 'success' })
  }

  const submit = handleSubmit(async (enquiry) => {
    // Bots fill every field they find; people never see this one. It looks like success to them:
    // the keyless endpoint counts what they send, and with provider keys nothing is sent.
    const trap = honeypot.current?.value ?? ''
    if (byEmail) return trap ? succeed() : handOver(enquiry)
    try {
      await mutation.mutateAsync({ enquiry, honeypot: trap })
      succeed()
    } catch (error) {
      if (error instanceof EnquiryError && error.reason === 'unavailable') {
        setByEmail(true)
        return trap ? succeed() : handOver(enquiry)
      }
      const description = error instanceof Error && error.message ? error.message : FALLBACK_ERROR_MESSAGE
      toast({ title: 'Error', description, variant: 'destructive' })
      // The disabled fieldset dropped focus; put it back where the visitor can simply retry.
      requestAnimationFrame(() => submitButton.current?.focus())
    }
  })

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (inFlight.current) {
      event.preventDefault()
      return
    }
    inFlight.current = true
    try {
      await submit(event)
    } finally {
      inFlight.current = false
    }
  }

  const sending = mutation.isPending
  // Registered in on-screen order: on submit, focus goes to the first invalid field in this order.
  const fields = {
    name: register('name'),
    email: register('email'),
    phone: register('phone'),
    company: register('company'),
    service: register('service'),
    message: register('message'),
  }
  const control = (extra?: string) => cn(controlClasses, extra)

  // Until the island is live (or without JavaScript) the browser checks the required fields and
  // Send posts the form to the site's endpoint, or, on a page the build marked (no endpoint there),
  // opens the visitor's e-mail client with the enquiry filled in: as marked, so hydration matches.
  // Once live, the form checks and sends it itself.
  const emailAction = mailtoAction(site.email)
  const withoutScript = servedWithoutEndpoint
    ? { action: emailAction, encType: 'text/plain' }
    : { action: endpointAction(basePathOf(site.url)) }
  return (
    <form
      onSubmit={onSubmit}
      noValidate={live}
      {...withoutScript}
      method="post"
      {...{ [EMAIL_ACTION_ATTRIBUTE]: emailAction }}
      aria-label="Enquiry form"
      // Where its post cannot be delivered, a browser without scripts shows WithoutScriptByEmail instead.
      className="relative in-data-[enquiry-without-script=email]:noscript:hidden"
    >
      <fieldset disabled={sending} className="grid gap-5 sm:grid-cols-2">
        {/* The fieldset only disables every field while sending; its legend names the group for screen readers. */}
        <legend className="sr-only">Your details and enquiry</legend>
        <Field id={`${id}-name`} label="Name" error={errors.name}>
          {(props) => (
            <input {...props} {...fields.name} type="text" autoComplete="name" required className={control()} />
          )}
        </Field>
        <Field id={`${id}-email`} label="Email" error={errors.email}>
          {(props) => (
            <input {...props} {...fields.email} type="email" autoComplete="email" required className={control()} />
          )}
        </Field>
        <Field id={`${id}-phone`} label="Phone" error={errors.phone}>
          {(props) => (
            <input
              {...props}
              {...fields.phone}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              className={control()}
              onChange={(event) => {
                keepPhoneCharacters(event.target)
                return fields.phone.onChange(event)
              }}
            />
          )}
        </Field>
        <Field id={`${id}-company`} label="Company" error={errors.company}>
          {(props) => (
            <input
              {...props}
              {...fields.company}
              type="text"
              autoComplete="organization"
              required
              className={control()}
            />
          )}
        </Field>
        <Field id={`${id}-service`} label="Service" error={errors.service} className="sm:col-span-2">
          {(props) => (
            <select {...props} {...fields.service} required className={control()}>
              <option value="">Select a service</option>
              {serviceOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-message`} label="Message" error={errors.message} className="sm:col-span-2">
          {(props) => <textarea {...props} {...fields.message} rows={5} required className={control('resize-y')} />}
        </Field>
        <Honeypot id={`${id}-website`} ref={honeypot} />
        <SendControls id={id} ref={submitButton} sending={sending} byEmail={byEmail} email={site.email} />
      </fieldset>
    </form>
  )
}

/** The enquiry form with the data cache it sends through. */
export function EnquiryForm(props: EnquiryFormProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <WithoutScriptByEmail />
      <EnquiryFormFields {...props} />
    </QueryClientProvider>
  )
}
