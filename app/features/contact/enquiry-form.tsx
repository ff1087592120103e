/**
 * The enquiry form. Prerendered as plain HTML (a form that can be typed into and, without
 * JavaScript, sends the enquiry as an e-mail through the visitor's mail client), then hydrated
 * as an island by contact-island.client.tsx with validation, delivery, toasts and the draft.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { QueryClientProvider, useMutation } from '@tanstack/react-query'
import { LoaderCircle } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '#app/components/ui/button'
import { toast } from '#app/components/ui/use-toast'
import { site } from '#app/config/configuration'
import { cn } from '#app/utils/cn'
import {
  ContactFormSchema,
  type ContactFormValues,
  type Enquiry,
  emptyContactForm,
  filterPhoneInput,
  serviceOptions,
} from './contact-schema'
import { clearDraft, loadDraft, saveDraft } from './draft-storage'
import { controlClasses, Field } from './form-field'
import { queryClient } from './query-client'
import { sendEnquiry } from './send-enquiry'
import { mailtoAction } from './typed-values'

const FALLBACK_ERROR_MESSAGE = 'Failed to send message. Please try again.'

function deliver(enquiry: Enquiry) {
  return sendEnquiry(enquiry, { settings: site.emailjs, email: site.email })
}

/** Fixed ids: the island hydrates this form alone, where `useId` would not match the prerendered page. */
const id = 'enquiry'

type EnquiryFormProps = {
  /** What the visitor typed before the island hydrated: kept, instead of the (empty) defaults. */
  typedValues?: Partial<ContactFormValues>
  /** Called once the form is live (hydrated), e.g. to mark its area ready. */
  onReady?: () => void
}

function EnquiryFormFields({ typedValues, onReady }: EnquiryFormProps) {
  // False in the prerendered HTML and the first (hydrating) render, so both match; then true.
  const [live, setLive] = useState(false)
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
    // Bots fill every field they find; people never see this one. Pretend it worked, send nothing.
    if (honeypot.current?.value) return succeed()
    try {
      await mutation.mutateAsync(enquiry)
      succeed()
    } catch (error) {
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

  return (
    // Until the island is live (or without JavaScript) the browser checks the required fields and
    // Send opens the visitor's e-mail client with the enquiry filled in; once live, the form checks
    // and sends it itself.
    <form
      onSubmit={onSubmit}
      noValidate={live}
      action={mailtoAction(site.email)}
      method="post"
      encType="text/plain"
      aria-label="Enquiry form"
      className="relative"
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
                // Typed, pasted, dropped or autofilled: whatever the field does not accept is dropped,
                // and the caret stays where the visitor was typing.
                const input = event.target
                const filtered = filterPhoneInput(input.value)
                if (filtered !== input.value) {
                  const caret = filterPhoneInput(
                    input.value.slice(0, input.selectionStart ?? input.value.length),
                  ).length
                  input.value = filtered
                  input.setSelectionRange(caret, caret)
                }
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
        {/* Honeypot: off-screen and hidden from assistive technology, so only bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-0 size-px overflow-hidden">
          <label htmlFor={`${id}-website`}>Website</label>
          <input ref={honeypot} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="sm:col-span-2">
          <Button ref={submitButton} type="submit" size="lg" className="w-full sm:w-auto">
            {sending ? (
              <>
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                Sending...
              </>
            ) : (
              'Send Message'
            )}
          </Button>
        </div>
      </fieldset>
    </form>
  )
}

/** The enquiry form with the data cache it sends through. */
export function EnquiryForm(props: EnquiryFormProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <EnquiryFormFields {...props} />
    </QueryClientProvider>
  )
}
