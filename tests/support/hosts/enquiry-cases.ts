/**
 * What each host's enquiry function (pipeline/hosts/enquiry-functions.ts) must answer, as one table
 * every host is checked against on its own code with the mail stand-in (tests/built-site/hosts.test.ts):
 * the form's script's JSON post and the plain form's post (sent on to the sent page) delivered with the visitor as Reply-To and
 * every field in the body, a bot's dropped, a line break in a name adding no header, the mail server
 * down (no one told it was sent) and an oversize body. Each check returns its problems, none when it holds.
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
  /** Sent while the mail server is down. */
  mailServerDown?: boolean
  answer: (response: HostResponse) => string[]
  /** The one mail it must deliver, checked; none must arrive when absent. */
  mail?: (mail: ReceivedMail) => string[]
}

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
  const email = rules.contact?.email ?? ''
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
      what: 'with the mail server down the script is told 503 with the contact address',
      request: (origin) => json(origin, providerBody),
      mailServerDown: true,
      answer: (response) => [
        ...status(response, [503]),
        ...check(response.body.includes(email), 'no contact address offered'),
        ...headers(response),
      ],
    },
    {
      what: 'with the mail server down the plain form gets the page that says so, with the values kept',
      request: (origin) => form(origin, formFields(service)),
      mailServerDown: true,
      answer: (response) => [
        ...status(response, [503]),
        ...check(response.body.includes(email), 'no contact address offered'),
        ...check(response.body.includes(visitorParams.message), "the visitor's message is not kept"),
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
