import { afterEach, expect, test } from 'vitest'
import { showCanonicalAddress } from './canonical-address'

afterEach(() => {
  document.head.innerHTML = ''
  window.history.replaceState(null, '', '/')
})

function openAt(address: string, canonical?: string) {
  window.history.replaceState(null, '', address)
  if (canonical) document.head.innerHTML = `<link rel="canonical" href="${canonical}">`
}

test('a page served at another spelling of its address shows its canonical address, keeping query and fragment', () => {
  openAt('/about/?ref=mail#team', 'https://www.example.com/about')
  showCanonicalAddress(window)
  expect(`${location.pathname}${location.search}${location.hash}`).toBe('/about?ref=mail#team')
})

test('a page at its own address, and a page without a canonical link (a not-found page), are left alone', () => {
  openAt('/about', 'https://www.example.com/about')
  const before = history.length
  showCanonicalAddress(window)
  expect([location.pathname, history.length]).toEqual(['/about', before])
  document.head.innerHTML = ''
  openAt('/No-Such-Page')
  showCanonicalAddress(window)
  expect(location.pathname).toBe('/No-Such-Page')
})
