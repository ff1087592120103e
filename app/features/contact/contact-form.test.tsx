import { act, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { basePathOf } from '#app/config/base-path'
import { site } from '#app/config/configuration'
import { ContactForm } from './contact-form'
import { EnquiryForm } from './enquiry-form'
import { readTypedValues } from './typed-values'

afterEach(() => {
  vi.unstubAllEnvs()
  document.body.innerHTML = ''
  document.head.innerHTML = ''
})

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
