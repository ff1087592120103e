import { expect, test } from 'vitest'
import { indexablePages } from '../../app/content/page-list'
import { get } from '../support/built-site'

// The test build is built without VITE_ANALYTICS, as a fresh clone is: nothing may load or change.
test('with analytics off, no page loads a script from elsewhere and the CSP allows scripts only from the site', async () => {
  for (const { path } of indexablePages()) {
    const response = await get(path)
    const html = await response.text()
    for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) {
      expect(match[1], path).toMatch(/^\//)
    }
    const policy = response.headers.get('content-security-policy') ?? ''
    const scriptSources = policy.match(/script-src ([^;]*)/)?.[1]?.split(' ') ?? []
    expect(
      scriptSources.filter((source) => !source.startsWith("'")),
      path,
    ).toEqual([])
    const connectSources = policy.match(/connect-src ([^;]*)/)?.[1]?.split(' ') ?? []
    expect(connectSources, path).toEqual(["'self'"])
  }
  expect(await (await get('/privacy')).text()).not.toContain('Visitor statistics')
})
