import { act, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { basePathOf } from '#app/config/base-path'
import { site } from '#app/config/configuration'
import { ContactForm } from './contact-form'
import { DRAFT_KEY } from './draft-storage'
import { EnquiryForm } from './enquiry-form'
import { CONTACT_FORM_ATTRIBUTE, TOUCH_EVENTS } from './island-loader'
import { readTypedValues } from './typed-values'

afterEach(() => {
  vi.unstubAllEnvs()
  document.body.innerHTML = ''
  document.head.innerHTML = ''
  sessionStorage.clear()
})

/**
 * The prerendered form put into the document as a page carries it, its inline loader run as the
 * browser runs it (a script set by innerHTML never runs; a new script element does, in jsdom as
 * in a browser). jsdom runs no module script, so the island is requested but never arrives.
 */
function prerenderedPage(beforeLoader: (control: typeof field) => void = () => {}) {
  vi.stubEnv('DEV', false)
  document.body.innerHTML = renderToString(<ContactForm />)
  const area = document.querySelector<HTMLElement>(`[${CONTACT_FORM_ATTRIBUTE}]`)
  if (!area) throw new Error('the prerendered page has no form area')
  beforeLoader(field)
  const printed = document.querySelector(`[${CONTACT_FORM_ATTRIBUTE}] + script`)
  const loader = document.createElement('script')
  loader.textContent = printed?.textContent ?? ''
  printed?.replaceWith(loader)
  const islandRequests = () =>
    [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src') ?? '')
  return { area, control: field, islandRequests }
}

function field(name: string) {
  const found = document.querySelector(`[name="${name}"]`)
  if (found instanceof HTMLInputElement || found instanceof HTMLTextAreaElement || found instanceof HTMLSelectElement)
    return found
  throw new Error(`no field named ${name}`)
}

test('prerendered, the real form is there and, without JavaScript, posts to the site’s endpoint', () => {
  vi.stubEnv('DEV', false)
  const html = renderToString(<ContactForm />)
  const page = new DOMParser().parseFromString(html, 'text/html')
  const form = page.querySelector('form')
  expect(form?.getAttribute('action')).toBe(`${basePathOf(site.url)}/api/v1.0/email/send`)
  expect(form?.getAttribute('method')).toBe('post')
  // url-encoded, the browser's default
  expect(form?.hasAttribute('enctype')).toBe(false)
  // What the build makes the action where there is no endpoint (pipeline/keyless-form.ts).
  expect(form?.getAttribute('data-email-action')).toBe(`mailto:${site.email}?subject=Website%20enquiry`)
  // The browser checks the required fields until the island takes over.
  expect(form?.hasAttribute('novalidate')).toBe(false)
  for (const name of ['name', 'email', 'phone', 'company', 'service', 'message']) {
    expect(page.querySelector(`[name="${name}"]`)?.hasAttribute('required'), name).toBe(true)
  }
  // Its island's loader follows it.
  expect(page.querySelector('[data-contact-form] + script')?.textContent).toContain('contact-island.client.tsx')
  // A strict CSP: no inline style attributes in prerendered HTML.
  expect(html).not.toMatch(/\sstyle=/)
})

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
  const { control, islandRequests } = prerenderedPage((control) => {
    control('email').value = 'ada@analytical.example'
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

test('a form sent as plain HTML to the endpoint stays plain HTML: the island, arriving while the post is under way, never sends it again', async () => {
  const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  const dispatched = () => new Promise((resolve) => setTimeout(resolve))
  for (const { sent, action, islandLiveAtFirst, islandSees } of [
    // The page is leaving for the endpoint's answer: later submits are the browser's own posts.
    { sent: 'to the endpoint', action: '/api/v1.0/email/send', islandLiveAtFirst: false, islandSees: 0 },
    // The e-mail program opened and the page stayed: the island takes the next Send.
    { sent: 'by e-mail', action: `mailto:${site.email}`, islandLiveAtFirst: false, islandSees: 1 },
    // The island took the first Send itself: it keeps the form.
    { sent: 'by the island', action: '/api/v1.0/email/send', islandLiveAtFirst: true, islandSees: 2 },
  ]) {
    const { area } = prerenderedPage()
    const form = area.querySelector('form')
    if (!form) throw new Error('no form')
    form.setAttribute('action', action)
    // Stands in for React's listener on its root, added by hydrateRoot after the loader's: it takes every submit.
    const island: Event[] = []
    const arrive = () =>
      area.addEventListener('submit', (event) => {
        event.preventDefault()
        island.push(event)
      })
    if (islandLiveAtFirst) arrive()
    submit(form)
    await dispatched()
    if (!islandLiveAtFirst) arrive()
    const second = submit(form)
    await dispatched()
    expect(island, sent).toHaveLength(islandSees)
    // A submit kept from the island still goes: the browser posts it.
    expect(second, sent).toBe(islandSees === 0)
  }
})

test('the island hydrates the prerendered form without a mismatch and keeps what was typed before and while it hydrated', async () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<EnquiryForm />)
  document.body.append(container)
  const name = container.querySelector<HTMLInputElement>('[name="name"]')
  const message = container.querySelector<HTMLTextAreaElement>('[name="message"]')
  if (!name || !message) throw new Error('the prerendered form has no name or message field')
  name.value = 'Ada Lovelace'
  message.value = 'Typed before the script came.'

  const mismatches: unknown[] = []
  const onReady = vi.fn()
  await act(async () => {
    const typedValues = readTypedValues(container)
    // The form loads on the first touch, so the visitor is typing while it hydrates: keys that
    // land after the island read the fields and before React commits are kept too
    // (react-hook-form adopts a field edited before it was registered).
    message.value += ' And while it hydrated.'
    startTransition(() => {
      hydrateRoot(container, <EnquiryForm typedValues={typedValues} onReady={onReady} />, {
        onRecoverableError: (error) => mismatches.push(error),
      })
    })
  })
  expect(mismatches).toEqual([])
  expect(onReady).toHaveBeenCalled()
  expect(name.value).toBe('Ada Lovelace')
  expect(message.value).toBe('Typed before the script came. And while it hydrated.')
  // Live now: the form checks fields itself.
  expect(container.querySelector('form')?.noValidate).toBe(true)
})
