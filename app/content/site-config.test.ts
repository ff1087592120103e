import { expect, test } from 'vitest'
import { isProviderConfigured, parseSiteConfig, siteDefaults } from './site-config'

test('an empty environment gives the neutral defaults and the local enquiry stand-in', () => {
  const config = parseSiteConfig({})
  expect(config.name).toBe(siteDefaults.name)
  expect(config.email).toBe('hello@example.com')
  expect(config.url).toBe('https://www.example.com')
  expect(config.imageOrigin).toBe('https://images.unsplash.com')
  expect(isProviderConfigured(config)).toBe(false)
})

test('an owner’s values replace the defaults, origins normalised without a trailing slash', () => {
  const config = parseSiteConfig({
    VITE_COMPANY_NAME: 'Acme Tech Ltd',
    VITE_SITE_URL: 'https://acme.example/',
    VITE_CONTACT_EMAIL: 'enquiries@acme.example',
    VITE_IMAGE_ORIGIN: 'http://127.0.0.1:4599',
    VITE_EMAILJS_PUBLIC_KEY: 'pk',
    VITE_EMAILJS_SERVICE_ID: 'service',
    VITE_EMAILJS_TEMPLATE_ID: 'template',
  })
  expect(config).toMatchObject({
    name: 'Acme Tech Ltd',
    url: 'https://acme.example',
    email: 'enquiries@acme.example',
    imageOrigin: 'http://127.0.0.1:4599',
  })
  expect(isProviderConfigured(config)).toBe(true)
  expect(config.emailjs.origin).toBe('https://api.emailjs.com')
})

test('a bad value stops the build with a message naming the variable', () => {
  expect(() => parseSiteConfig({ VITE_SITE_URL: 'example.com' })).toThrow(/VITE_SITE_URL/)
  expect(() => parseSiteConfig({ VITE_SITE_URL: 'https://example.com/blog' })).toThrow(/without a path/)
  expect(() => parseSiteConfig({ VITE_IMAGE_ORIGIN: 'ftp://images.example' })).toThrow(/VITE_IMAGE_ORIGIN/)
  expect(() => parseSiteConfig({ VITE_CONTACT_EMAIL: 'not-an-address' })).toThrow(/VITE_CONTACT_EMAIL/)
  expect(() => parseSiteConfig({ VITE_EMAILJS_BLOCK_HEADLESS: 'yes' })).toThrow(/VITE_EMAILJS_BLOCK_HEADLESS/)
  expect(() => parseSiteConfig({ VITE_EMAILJS_THROTTLE_MS: '-5' })).toThrow(/VITE_EMAILJS_THROTTLE_MS/)
})

test('half-configured provider keys are refused rather than silently using the stand-in', () => {
  expect(() => parseSiteConfig({ VITE_EMAILJS_PUBLIC_KEY: 'pk' })).toThrow(/all three/)
})
