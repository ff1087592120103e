// @vitest-environment node
import { expect, test } from 'vitest'
import { canonicalPath } from '../../server/serving-rules.js'
import { addressBook, addressScript, goToIntendedAddress, withAddressScript } from './address-script'

const addresses = {
  pages: ['/', '/about', '/services', '/services/ai-automation'],
  redirects: [
    { from: '/old-about', to: '/about' },
    { from: '/partners', to: 'https://partners.example.org/' },
  ],
  notFound: [
    { prefix: '/services/', file: 'services/404.html' },
    { prefix: '/', file: '404.html' },
  ],
}
const book = addressBook(addresses)
/** The same site as a project site, served under /repo (GitHub Pages' https://owner.github.io/repo). */
const projectBook = addressBook({ ...addresses, basePath: '/repo' })

/** Where a visitor typing `address` on a not-found page is sent, or undefined if they stay. */
function sentFrom(address: string, run = goToIntendedAddress, siteBook = book): string | undefined {
  const url = new URL(address, 'https://site.example')
  let sentTo: string | undefined
  const place = {
    location: { pathname: url.pathname, search: url.search, hash: url.hash, replace: (to: string) => (sentTo = to) },
    documentElement: { hidden: false },
  }
  run(place, siteBook, canonicalPath)
  expect(place.documentElement.hidden, 'hidden only when leaving').toBe(sentTo !== undefined)
  return sentTo
}

test('another spelling of a page goes to the page, keeping the query and fragment', () => {
  expect(sentFrom('/About')).toBe('/about')
  expect(sentFrom('/about/')).toBe('/about')
  expect(sentFrom('/ABOUT.html?ref=x#team')).toBe('/about?ref=x#team')
  expect(sentFrom('/Services/AI-Automation/index.html')).toBe('/services/ai-automation')
  expect(sentFrom('/%41bout')).toBe('/about')
})

test('an old address in any spelling goes where it moved; an https target as it is', () => {
  expect(sentFrom('/Old-About/')).toBe('/about')
  expect(sentFrom('/old-about')).toBe('/about')
  expect(sentFrom('/PARTNERS?x=1')).toBe('https://partners.example.org/')
})

test('an unknown address of a section in another spelling goes to that section’s not-found page', () => {
  expect(sentFrom('/Services/Unknown')).toBe('/services/unknown')
  expect(sentFrom('/services/Unknown'), 'already on its section’s page').toBeUndefined()
})

test('an unknown address, or one the page already is, stays: no loop, no flash', () => {
  expect(sentFrom('/no-such-page')).toBeUndefined()
  expect(sentFrom('/No-Such-Page')).toBeUndefined()
  expect(sentFrom('/about'), 'a host answering a page with 404 must not loop').toBeUndefined()
  expect(sentFrom('/%E0%A4%A'), 'a malformed escape').toBeUndefined()
})

test('on a project site every address is under its path, the base path in any spelling', () => {
  const sent = (address: string) => sentFrom(address, goToIntendedAddress, projectBook)
  expect(sent('/repo/About?ref=mail')).toBe('/repo/about?ref=mail')
  expect(sent('/repo/about/')).toBe('/repo/about')
  expect(sent('/REPO/about')).toBe('/repo/about')
  expect(sent('/repo/Old-About')).toBe('/repo/about')
  expect(sent('/repo/PARTNERS')).toBe('https://partners.example.org/')
  expect(sent('/repo/Services/Unknown')).toBe('/repo/services/unknown')
  expect(sent('/repo')).toBe('/repo/')
  expect(sent('/')).toBe('/repo/')
  expect(sent('/repo/about'), 'the page itself').toBeUndefined()
  expect(sent('/repo/'), 'the home page itself').toBeUndefined()
  expect(sent('/About'), 'outside the site').toBeUndefined()
  expect(sent('/repository/about'), 'a longer path is not under /repo').toBeUndefined()
})

test('the inline script is self-contained: it runs from its own text in a bare scope', () => {
  const script = addressScript(book)
  let sentTo = ''
  const document = {
    location: { pathname: '/About', search: '', hash: '', replace: (to: string) => (sentTo = to) },
    documentElement: { hidden: false },
  }
  new Function('document', script)(document)
  expect(sentTo).toBe('/about')
  expect(addressScript({ ...book, pages: ['/</script><script>alert(1)'] })).not.toContain('</script>')
})

test('the script goes first into <head>, right after <meta charset>', () => {
  expect(withAddressScript('<head><meta charset="utf-8"/><title>x</title>', 'go()')).toBe(
    '<head><meta charset="utf-8"/><script>go()</script><title>x</title>',
  )
})
