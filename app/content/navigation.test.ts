import { expect, test } from 'vitest'
import { footerLegalLinks, isCurrentPath, mainNav, serviceLinks } from './navigation'

test('the header lists the five SPEC items in order, SERVICES with the three service pages', () => {
  expect(mainNav.map((item) => item.label)).toEqual(['HOME', 'ABOUT', 'SERVICES', 'CASE STUDIES', 'CONTACT'])
  expect(mainNav.find((item) => item.label === 'SERVICES')?.children).toEqual(serviceLinks)
  expect(serviceLinks.map((link) => link.label)).toEqual([
    'AI & Automation',
    'Cybersecurity & Resilience',
    'Digital Strategy & Development',
  ])
})

test('SERVICES is current on /services and every path under it, HOME only on /', () => {
  expect(isCurrentPath('/services', '/services')).toBe(true)
  expect(isCurrentPath('/services', '/services/ai-automation')).toBe(true)
  expect(isCurrentPath('/services', '/Services/AI-Automation/')).toBe(true)
  expect(isCurrentPath('/services', '/servicesxyz')).toBe(false)
  expect(isCurrentPath('/', '/')).toBe(true)
  expect(isCurrentPath('/', '/about')).toBe(false)
})

test('the footer links to the three legal pages', () => {
  expect(footerLegalLinks.map((link) => link.label)).toEqual(['Privacy Policy', 'Terms of Service', 'Sitemap'])
})
