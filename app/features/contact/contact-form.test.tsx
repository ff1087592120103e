import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { site } from '#app/content/site'
import { ContactForm } from './contact-form'

test('prerendered, the form area offers e-mail (what visitors without JavaScript get)', () => {
  const html = renderToString(<ContactForm />)
  expect(html).toContain(`href="mailto:${site.email}"`)
  expect(html).not.toContain('<form')
  // A strict CSP comes later: no inline style attributes in prerendered HTML.
  expect(html).not.toMatch(/\sstyle=/)
})
