import { expect, test } from 'vitest'
import { describePhotoHosts, privacyPolicy } from './legal'

test('the privacy policy names no photo host: the site serves its photos itself', () => {
  expect(privacyPolicy.html).not.toMatch(/photo(graph)?s? (on this site )?(are|is) served by|stock-photo host/i)
})

test('a build that links photos at the stock host names that host in the privacy policy', () => {
  const html = describePhotoHosts(privacyPolicy, ['https://images.unsplash.com']).html
  expect(html).toContain('served by a stock-photo host (https://images.unsplash.com)')
  expect(html.indexOf('stock-photo host')).toBeLessThan(html.indexOf('We will only disclose your data'))
  expect(describePhotoHosts(privacyPolicy, []).html).toBe(privacyPolicy.html)
})
