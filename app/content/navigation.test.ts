import { expect, test } from 'vitest'
import { footerLegalLinks, mainNav, serviceLinks } from './navigation'

test('the header lists the five items of docs/product.md#pages in order, SERVICES with the three service pages', () => {
  expect(mainNav.map((item) => item.label)).toEqual(['HOME', 'ABOUT', 'SERVICES', 'CASE STUDIES', 'CONTACT'])
  expect(mainNav.find((item) => item.label === 'SERVICES')?.children).toEqual(serviceLinks)
  expect(serviceLinks.map((link) => link.label)).toEqual([
    'AI & Automation',
    'Cybersecurity & Resilience',
    'Digital Strategy & Development',
  ])
})

test('the footer links to the three legal pages', () => {
  expect(footerLegalLinks.map((link) => link.label)).toEqual(['Privacy Policy', 'Terms of Service', 'Sitemap'])
})
