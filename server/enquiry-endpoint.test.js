// @vitest-environment node
// @ts-check
import { expect, test } from 'vitest'
import { withoutLineBreaks } from './enquiry-endpoint.js'

// What the route accepts is checked over HTTP in enquiry-route.test.js and, for any body, in
// site-server.property.test.js.

test('line breaks are removed from one-line fields only', () => {
  expect(withoutLineBreaks({ from_name: 'Eve\r\nBcc: x', message: 'a\nb' })).toEqual({
    from_name: 'Eve Bcc: x',
    message: 'a\nb',
  })
})
