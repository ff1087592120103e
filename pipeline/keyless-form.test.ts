import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import { BY_EMAIL, CONTACT_FORM_ATTRIBUTE, DELIVERY_ATTRIBUTE } from '../app/features/contact/island-loader'
import { markFormsByEmail, withFormsByEmail } from './keyless-form'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** The form's area as the prerendered page prints it (contact-form.tsx). */
const area = renderToStaticMarkup(createElement('div', { [CONTACT_FORM_ATTRIBUTE]: 'idle' }, 'form'))
const marking = ` ${DELIVERY_ATTRIBUTE}="${BY_EMAIL}"`

test('the form area of a page is marked to go by e-mail, and nothing else changes', () => {
  const page = `<main><p>Get in touch</p>${area}<script>load()</script></main>`
  const marked = withFormsByEmail(page)
  // The area's own opening tag carries both attributes.
  expect(marked).toContain(`<div${marking} ${CONTACT_FORM_ATTRIBUTE}="idle">form</div>`)
  expect(marked.replace(marking, '')).toBe(page)
  expect(withFormsByEmail('<main>no form</main>')).toBe('<main>no form</main>')
})

test('every page with a form in a host folder is marked, in sub-folders too', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'host-'))
  dirs.push(dir)
  mkdirSync(join(dir, 'services'))
  writeFileSync(join(dir, 'contact.html'), `<body>${area}</body>`)
  writeFileSync(join(dir, 'services/x.html'), `<body>${area}</body>`)
  writeFileSync(join(dir, 'about.html'), '<body>About</body>')
  writeFileSync(join(dir, 'app.js'), `x=" ${CONTACT_FORM_ATTRIBUTE}="`)
  expect(await markFormsByEmail(dir)).toBe(2)
  expect(readFileSync(join(dir, 'services/x.html'), 'utf8')).toContain(marking)
  expect(readFileSync(join(dir, 'about.html'), 'utf8')).toBe('<body>About</body>')
  expect(readFileSync(join(dir, 'app.js'), 'utf8')).toBe(`x=" ${CONTACT_FORM_ATTRIBUTE}="`)
})
