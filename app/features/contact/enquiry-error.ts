/**
 * Every way sending an enquiry can fail, as an Error whose message a visitor can act on
 * (docs/product.md#failure-messages); send-enquiry.ts raises them.
 */

export type EnquiryFailure =
  | 'rejected'
  | 'blocked'
  | 'throttled'
  | 'headless'
  | 'network'
  | 'timeout'
  | 'misconfigured'
  /** No endpoint where the keyless form posts (a static host): no retry can ever work. */
  | 'unavailable'

/** A failed send, with a message written for the visitor and the reason kept for tests and logs. */
export class EnquiryError extends Error {
  readonly reason: EnquiryFailure
  constructor(reason: EnquiryFailure, message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'EnquiryError'
    this.reason = reason
  }
}

export class SendTimeoutError extends Error {
  constructor() {
    super('The e-mail provider did not answer in time')
    this.name = 'SendTimeoutError'
  }
}

export type ProviderStatus = { status: number; text: string }

export function isProviderStatus(value: unknown): value is ProviderStatus {
  return typeof value === 'object' && value !== null && typeof (value as ProviderStatus).status === 'number'
}

/**
 * Maps whatever `send()` rejected with to an EnquiryError. The SDK rejects with plain strings
 * (missing keys) and `{ status, text }` objects (HTTP failures and its own blocks), never an Error,
 * so without this the toast would have no message to show.
 */
export function describeSendFailure(failure: unknown, email: string): EnquiryError {
  if (failure instanceof EnquiryError) return failure
  const alternative = `You can also e-mail us at ${email}.`
  if (failure instanceof SendTimeoutError) {
    return new EnquiryError(
      'timeout',
      `The mail service did not answer in time, so we cannot confirm your message was sent. Please try again. ${alternative}`,
      { cause: failure },
    )
  }
  if (typeof failure === 'string') {
    return new EnquiryError(
      'misconfigured',
      `The contact form is not set up correctly, so your message was not sent. Please e-mail us at ${email}.`,
      { cause: failure },
    )
  }
  if (isProviderStatus(failure)) {
    switch (failure.status) {
      case 403:
        return new EnquiryError(
          'blocked',
          `Failed to send email: the mail service refused this message (blocked list). Please e-mail us at ${email} instead.`,
          { cause: failure },
        )
      case 429:
        return new EnquiryError(
          'throttled',
          `Too many messages in a short time. Please wait a minute and try again. ${alternative}`,
          { cause: failure },
        )
      case 451:
        return new EnquiryError(
          'headless',
          `Your browser looks automated to the mail service, so the message was not sent. Please e-mail us at ${email}.`,
          { cause: failure },
        )
      default:
        return new EnquiryError('rejected', `Failed to send email. Please try again in a moment. ${alternative}`, {
          cause: failure,
        })
    }
  }
  // fetch() rejects with a TypeError when offline or blocked; a failed chunk import lands here too.
  return new EnquiryError(
    'network',
    `We could not reach the mail service. Please check your connection and try again. ${alternative}`,
    { cause: failure },
  )
}
