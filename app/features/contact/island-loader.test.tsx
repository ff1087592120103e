import islandSrc from 'virtual:contact-island'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { site } from '#app/config/configuration'
import { ContactForm } from './contact-form'
import { emptyContactForm } from './contact-schema'
import { DRAFT_KEY } from './draft-storage'
import { CONTACT_FORM_ATTRIBUTE, HOLD_SEND_MS, islandLoaderScript, TOUCH_EVENTS } from './island-loader'
import { readTypedValues } from './typed-values'

// The form's inline loader (island-loader.ts) run as a page runs it, before its island arrives.

let pageLeft = new AbortController()
afterEach(() => {
  pageLeft.abort()
  pageLeft = new AbortController()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
  document.head.innerHTML = ''
  sessionStorage.clear()
})

/**
 * The prerendered form put into the document as a page carries it, its inline loader run as the
 * browser runs it (a script set by innerHTML never runs; a new script element does, in jsdom as
 * in a browser). jsdom runs no module script, so the island is requested but never arrives: a
 * test stands in for it. The loader is the page's, printed with a shorter hold where a test asks.
 */
function prerenderedPage(
  { beforeLoader = () => {}, holdMs = HOLD_SEND_MS } = {} as {
    beforeLoader?: (control: typeof field) => void
    holdMs?: number
  },
) {
  vi.stubEnv('DEV', false)
  document.body.innerHTML = renderToString(<ContactForm />)
  const area = document.querySelector<HTMLElement>(`[${CONTACT_FORM_ATTRIBUTE}]`)
  const form = area?.querySelector('form')
  if (!area || !form) throw new Error('the prerendered page has no form area')
  beforeLoader(field)
  const printed = document.querySelector(`[${CONTACT_FORM_ATTRIBUTE}] + script`)
  expect(printed?.textContent).toBe(islandLoaderScript(islandSrc, DRAFT_KEY, Object.keys(emptyContactForm)))
  const loader = document.createElement('script')
  loader.textContent = islandLoaderScript(islandSrc, DRAFT_KEY, Object.keys(emptyContactForm), holdMs)
  printed?.replaceWith(loader)
  const islandScripts = () => [...document.head.querySelectorAll('script')]
  const islandRequests = () => islandScripts().map((script) => script.src)
  const sendButton = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (!sendButton) throw new Error('no Send button')
  // What the browser posts: each submit that nothing prevented, once dispatched.
  const submits: Event[] = []
  window.addEventListener('submit', (event) => submits.push(event), { capture: true, signal: pageLeft.signal })
  const posted = () => submits.filter((event) => !event.defaultPrevented)
  // A press of Send as the browser dispatches it once its checks passed (dispatched, it has no
  // default action: jsdom posts nothing).
  const press = () =>
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: sendButton }))
  return { area, form, control: field, islandRequests, islandScripts, sendButton, posted, press }
}

function field(name: string) {
  const found = document.querySelector(`[name="${name}"]`)
  if (found instanceof HTMLInputElement || found instanceof HTMLTextAreaElement || found instanceof HTMLSelectElement)
    return found
  throw new Error(`no field named ${name}`)
}

/** Stands in for the island: React's listener on its root takes every submit; then it marks the form ready. */
function islandArrives(area: HTMLElement) {
  const taken: SubmitEvent[] = []
  area.addEventListener('submit', (event) => {
    event.preventDefault()
    taken.push(event as SubmitEvent)
  })
  area.setAttribute(CONTACT_FORM_ATTRIBUTE, 'ready')
  return taken
}

const settled = () => new Promise((resolve) => setTimeout(resolve))

test('nothing is fetched until the visitor touches the form: then its island, once, whatever the touch', () => {
  for (const type of TOUCH_EVENTS) {
    const { area, control, islandRequests } = prerenderedPage()
    // Read, scrolled to and hovered, the form asks for nothing.
    area.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    expect(islandRequests(), type).toEqual([])
    expect(area.getAttribute(CONTACT_FORM_ATTRIBUTE), type).toBe('idle')

    // A tap or Tab into a field, a press between the fields, a key: each bubbles from inside the form.
    const target = type === 'pointerdown' ? (area.querySelector('legend') ?? area) : control('message')
    target.dispatchEvent(new Event(type, { bubbles: true }))
    control('name').dispatchEvent(new Event(type, { bubbles: true }))
    expect(islandRequests(), type).toEqual([expect.stringContaining('contact-island.client.tsx')])
    expect(document.head.querySelector('script')?.type, type).toBe('module')
    expect(area.getAttribute(CONTACT_FORM_ATTRIBUTE), type).toBe('loading')
    document.head.innerHTML = ''
  }
})

test('the draft of the tab is back in the empty fields at first paint, before any script, and is what the island reads', () => {
  sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com', service: 'other', message: 'Kept for the tab.' }),
  )
  // On a reload the browser may have put values back itself: those stay.
  const { control, islandRequests } = prerenderedPage({
    beforeLoader: (control) => {
      control('email').value = 'ada@analytical.example'
    },
  })
  expect(control('name').value).toBe('Ada Lovelace')
  expect(control('email').value).toBe('ada@analytical.example')
  expect(control('service').value).toBe('other')
  expect(control('message').value).toBe('Kept for the tab.')
  expect(control('phone').value).toBe('')
  expect(islandRequests()).toEqual([])
  expect(readTypedValues(document.body)).toEqual({
    name: 'Ada Lovelace',
    email: 'ada@analytical.example',
    service: 'other',
    message: 'Kept for the tab.',
  })
})

test('an unreadable draft, or storage switched off, leaves the fields empty and the loader working', () => {
  for (const storage of ['unreadable', 'off']) {
    sessionStorage.setItem(DRAFT_KEY, '{not json')
    if (storage === 'off')
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      })
    const { area, control, islandRequests } = prerenderedPage()
    expect(control('name').value, storage).toBe('')
    control('name').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(islandRequests(), storage).toHaveLength(1)
    expect(area.getAttribute(CONTACT_FORM_ATTRIBUTE), storage).toBe('loading')
    document.head.innerHTML = ''
  }
})

test('a Send before the island is live is held, then handed to the island once it is ready, taken once, never posted', async () => {
  const { area, form, islandRequests, sendButton, posted, press } = prerenderedPage({ holdMs: 50 })
  // The browser's own checks are off: the island's messages are the SPEC's.
  expect(form.noValidate).toBe(true)
  press()
  // Pressed again while the script comes: still one Send.
  press()
  await settled()
  expect(posted()).toEqual([])
  // The press itself fetches the island, had nothing touched the form before.
  expect(islandRequests()).toEqual([expect.stringContaining('contact-island.client.tsx')])

  const taken = islandArrives(area)
  await settled()
  expect(taken).toHaveLength(1)
  expect(taken[0]?.submitter).toBe(sendButton)
  expect(posted()).toEqual([])
  // Live, the island takes each Send itself; the hold's end posts nothing.
  press()
  await new Promise((resolve) => setTimeout(resolve, 80))
  expect(taken).toHaveLength(2)
  expect(posted()).toEqual([])
  expect(form.noValidate).toBe(true)
})

test('a held Send is posted as without JavaScript when the island fails to load, or is not live within the hold', async () => {
  for (const reason of ['fails to load', 'is late']) {
    const { area, form, control, islandScripts, posted, press } = prerenderedPage({ holdMs: 50 })
    // Empty, the browser's own checks stop the post, as without JavaScript (the loader submits it
    // again as the browser would: requestSubmit, which checks first).
    press()
    if (reason === 'fails to load') islandScripts()[0]?.dispatchEvent(new Event('error'))
    else await new Promise((resolve) => setTimeout(resolve, 80))
    await settled()
    expect(form.noValidate, reason).toBe(false)
    expect(posted(), reason).toEqual([])
    // Filled in, the Send is the plain post, not held again; an island arriving late never sends it twice.
    for (const name of ['name', 'email', 'phone', 'company', 'message']) control(name).value = 'ada@example.com'
    control('service').value = 'other'
    press()
    await settled()
    expect(posted(), reason).toHaveLength(1)
    const taken = islandArrives(area)
    press()
    await settled()
    expect(taken, reason).toEqual([])
    expect(posted(), reason).toHaveLength(2)
    document.head.innerHTML = ''
  }
})

test('until the island is live, each key saves the draft as the island would, never the honeypot', () => {
  const { area, control } = prerenderedPage()
  const type = (name: string, value: string) => {
    control(name).value = value
    control(name).dispatchEvent(new Event('input', { bubbles: true }))
  }
  control('website').value = 'https://spam.example'
  type('name', 'Ada Lovelace')
  control('service').value = 'other'
  control('service').dispatchEvent(new Event('change', { bubbles: true }))
  expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '')).toEqual({
    ...emptyContactForm,
    name: 'Ada Lovelace',
    service: 'other',
  })
  // Every field emptied again: no draft, as saveDraft leaves it.
  type('name', '')
  control('service').value = ''
  type('service', '')
  expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull()
  // Live, the island keeps the draft itself (enquiry-form.tsx): the loader no longer writes.
  type('name', 'Ada')
  area.setAttribute(CONTACT_FORM_ATTRIBUTE, 'ready')
  type('name', 'Ada Byron')
  expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '').name).toBe('Ada')
})

test('a form sent as plain HTML to the endpoint stays plain HTML: the island, arriving while the post is under way, never sends it again', async () => {
  for (const { sent, action, islandLiveAtFirst, islandSees } of [
    // The page is leaving for the endpoint's answer: later submits are the browser's own posts.
    { sent: 'to the endpoint', action: '/api/v1.0/email/send', islandLiveAtFirst: false, islandSees: 0 },
    // The e-mail program opened and the page stayed: the island takes the next Send.
    { sent: 'by e-mail', action: `mailto:${site.email}`, islandLiveAtFirst: false, islandSees: 1 },
    // The island took the first Send itself: it keeps the form.
    { sent: 'by the island', action: '/api/v1.0/email/send', islandLiveAtFirst: true, islandSees: 2 },
  ]) {
    const { area, form, islandScripts, press } = prerenderedPage()
    form.setAttribute('action', action)
    let island: Event[] = []
    if (islandLiveAtFirst) island = islandArrives(area)
    else {
      // Sent as plain HTML: the island's script had failed to load when Send was pressed.
      area.dispatchEvent(new Event('pointerdown', { bubbles: true }))
      islandScripts()[0]?.dispatchEvent(new Event('error'))
    }
    press()
    await settled()
    if (!islandLiveAtFirst) island = islandArrives(area)
    const second = press()
    await settled()
    expect(island, sent).toHaveLength(islandSees)
    // A submit kept from the island still goes: the browser posts it.
    expect(second, sent).toBe(islandSees === 0)
    document.head.innerHTML = ''
  }
})
