/**
 * What each host's enquiry function (pipeline/hosts/enquiry-functions.ts) must answer, as one table
 * every host is checked against on its own code with the mail stand-in (tests/built-site/hosts.test.ts):
 * the form's script's JSON post and the plain form's post (sent on to the sent page) delivered with the visitor as Reply-To and
 * every field in the body, a bot's dropped, a line break in a name adding no header, the mail server
 * down (the visitor told it was received: the host's store keeps it, and the next request once the
 * server is back delivers it, exactly once), a message refused for good (kept and marked, never
 * sent), and an oversize body. Each check returns its problems, none when it holds.
 */
import { ENQUIRY_PATH, MAX_BODY_BYTES } from '../../../server/enquiry-endpoint.js'
import { ENQUIRY_SENT_PAGE, type ServingRules } from '../../../server/serving-rules.js'
import { headerLines, type startMailServer } from '../../stand-ins/mail-server'
import { enquiry as providerBody, visitorParams } from '../enquiry-server.js'
import { check, status } from './checks'
import type { HostRequest, HostResponse } from './host'

type ReceivedMail = Awaited<ReturnType<typeof startMailServer>>['received'][number]

export type EnquiryCase = {
  what: string
  /** The request as a browser on `origin` sends it. */
  request: (origin: string) => HostRequest
  /** Sent while the mail server is down, or while it refuses the contact address for good. */
  mailServer?: 'down' | 'refusing'
  answer: (response: HostResponse) => string[]
  /** The one mail it must deliver, checked; none must arrive when absent. */
  mail?: (mail: ReceivedMail) => string[]
  /** With `mailServer`: the one mail the next requests deliver once it is back; none when absent. */
  later?: (mail: ReceivedMail) => string[]
  /** What the host's store must hold afterwards (every record in it). */
  kept?: (records: KeptRecord[]) => string[]
}

/** An enquiry as a host's store keeps it (enquiries/enquiry-record.js). */
export type KeptRecord = { receivedAt: string; message: string; mail?: { state: string; error?: string } }

/** The message of the enquiry the mail server refuses for good, to find it in the store. */
export const REFUSED_MESSAGE = 'Please call me back about the audit (refused for good)'

/** The six fields the plain form posts, as a visitor filled them in. */
function formFields(service: { value: string }) {
  return {
    name: visitorParams.from_name,
    email: visitorParams.from_email,
    phone: visitorParams.phone,
    company: visitorParams.company,
    service: service.value,
    message: visitorParams.message,
    website: '',
  }
}

const json = (origin: string, body: unknown): HostRequest => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify(body),
})
const form = (origin: string, fields: Record<string, string>): HostRequest => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
  body: new URLSearchParams(fields).toString(),
})

/** Every security header of the build once, the policy once: hosts add none of theirs to a function's answer. */
function ownHeaders(rules: ServingRules) {
  const names = [...Object.keys(rules.headers.common), 'Content-Security-Policy'].map((name) => name.toLowerCase())
  return (response: HostResponse) =>
    names.flatMap((name) =>
      check(response.headers[name]?.length === 1, `${name}: ${JSON.stringify(response.headers[name])}, expected once`),
    )
}

/** The enquiry reached the contact address alone, from the visitor's Reply-To, with every field in its text. */
function deliveredTo(rules: ServingRules, service: string, name = visitorParams.from_name) {
  return (mail: ReceivedMail) => {
    const replyTo = mail.parsed.replyTo?.value
    const text = mail.parsed.text ?? ''
    const fields = [
      visitorParams.from_email,
      visitorParams.phone,
      visitorParams.company,
      service,
      visitorParams.message,
    ]
    return [
      ...check(JSON.stringify(mail.to) === JSON.stringify([rules.contact?.email]), `sent to ${mail.to.join(', ')}`),
      ...check(
        replyTo?.length === 1 && replyTo[0]?.address === visitorParams.from_email && replyTo[0]?.name === name,
        `Reply-To ${JSON.stringify(replyTo)}`,
      ),
      ...[name, ...fields].flatMap((field) => check(text.includes(field), `the mail's text lacks ${field}`)),
    ]
  }
}

export function enquiryCases(rules: ServingRules): EnquiryCase[] {
  const service = rules.enquiryServices?.[0] ?? { value: 'other', label: 'Other' }
  const headers = ownHeaders(rules)
  const sentPage = `${rules.basePath ?? ''}${ENQUIRY_SENT_PAGE}`
  const withName = (name: string) => ({ ...providerBody, template_params: { ...visitorParams, from_name: name } })
  return [
    {
      what: "the form's script's JSON post is delivered, then answered OK",
      request: (origin) => json(origin, providerBody),
      answer: (response) => [
        ...status(response, [200]),
        ...check(response.body === 'OK', response.body),
        ...headers(response),
      ],
      mail: deliveredTo(rules, visitorParams.service),
    },
    {
      what: 'the plain form post is delivered, then sent on to the sent page (303), so a reload posts nothing',
      request: (origin) => form(origin, formFields(service)),
      answer: (response) => [
        ...status(response, [303]),
        ...check(response.headers.location?.[0] === sentPage, `Location ${response.headers.location}`),
        ...headers(response),
      ],
      mail: deliveredTo(rules, service.label),
    },
    {
      what: "a bot's post (the hidden field filled) is answered as sent and never e-mailed",
      request: (origin) => form(origin, { ...formFields(service), website: 'https://spam.example' }),
      answer: (response) => [
        ...status(response, [303]),
        ...check(response.headers.location?.[0] === sentPage, `Location ${response.headers.location}`),
      ],
    },
    {
      what: 'a line break in a name adds no header',
      request: (origin) => json(origin, withName('Eve\r\nBcc: victim@example.com')),
      answer: (response) => status(response, [200]),
      mail: (mail) => [
        ...deliveredTo(rules, visitorParams.service, 'Eve Bcc: victim@example.com')(mail),
        ...check(!headerLines(mail.raw).some((line) => /^bcc:/i.test(line)), 'a Bcc header'),
        ...check(!mail.to.includes('victim@example.com'), 'sent to the address in the name'),
      ],
    },
    {
      what: 'with the mail server down the script is told it was received, and it goes once the server is back',
      request: (origin) => json(origin, providerBody),
      mailServer: 'down',
      answer: (response) => [
        ...status(response, [200]),
        ...check(response.body === 'OK', response.body),
        ...headers(response),
      ],
      later: deliveredTo(rules, visitorParams.service),
    },
    {
      what: 'with the mail server down the plain form is sent on to the sent page (303), and it goes once the server is back',
      request: (origin) => form(origin, formFields(service)),
      mailServer: 'down',
      answer: (response) => [
        ...status(response, [303]),
        ...check(response.headers.location?.[0] === sentPage, `Location ${response.headers.location}`),
        ...headers(response),
      ],
      later: deliveredTo(rules, service.label),
    },
    {
      what: 'an enquiry the mail server refuses for good is received, kept, marked refused, never sent',
      request: (origin) =>
        json(origin, { ...providerBody, template_params: { ...visitorParams, message: REFUSED_MESSAGE } }),
      mailServer: 'refusing',
      answer: (response) => [...status(response, [200]), ...headers(response)],
      kept: (records) => {
        const refused = records.filter((record) => record.message === REFUSED_MESSAGE)
        return check(
          refused.length === 1 && refused[0]?.mail?.state === 'refused' && /550/.test(refused[0]?.mail?.error ?? ''),
          `kept as ${JSON.stringify(refused.map((record) => record.mail))}`,
        )
      },
    },
    {
      what: 'the inbox asked for a test enquiry without a sign-in refuses 401, never cached, and sends nothing',
      request: () => ({
        method: 'POST',
        headers: { authorization: 'Bearer', 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'test' }),
      }),
      answer: (response) => [
        ...status(response, [401]),
        ...check(
          response.headers['cache-control']?.join() === 'no-store',
          `cache-control ${response.headers['cache-control']}`,
        ),
        ...headers(response),
      ],
    },
    {
      what: 'a body over the limit is refused with 413',
      request: (origin) =>
        json(origin, { ...providerBody, template_params: { ...visitorParams, message: 'x'.repeat(MAX_BODY_BYTES) } }),
      answer: (response) => status(response, [413]),
    },
  ]
}

/** Where the cases are posted on a host: the endpoint under the site's base path. */
export const enquiryPath = (rules: Pick<ServingRules, 'basePath'>) => `${rules.basePath ?? ''}${ENQUIRY_PATH}`
