import { expect, test } from 'vitest'
import { parseConfiguration } from '../config/configuration-schema'
import { basePathOf } from './base-path'
import { isProviderConfigured, siteDefaults } from './site-config'

const parseSite = (env: Record<string, string>) => parseConfiguration(env).site

test('an empty environment gives the neutral defaults and the local enquiry stand-in', () => {
  const config = parseSite({})
  expect(config.name).toBe(siteDefaults.name)
  expect(config.email).toBe('hello@example.com')
  expect(config.url).toBe('https://www.example.com')
  expect(config.imageOrigin).toBe('https://images.unsplash.com')
  expect(isProviderConfigured(config)).toBe(false)
})

test('an owner’s values replace the defaults, origins normalised without a trailing slash', () => {
  const config = parseSite({
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
  expect(() => parseSite({ VITE_SITE_URL: 'example.com' })).toThrow(/VITE_SITE_URL must be an absolute/)
  expect(() => parseSite({ VITE_SITE_URL: 'https://example.com/blog?x=1' })).toThrow(/VITE_SITE_URL .*without a query/)
  expect(() => parseSite({ VITE_SITE_URL: 'https://example.com/a b' })).toThrow(/VITE_SITE_URL .*plain segments/)
  expect(() => parseSite({ VITE_SITE_URL: 'https://example.com/a/../b' })).toThrow(/VITE_SITE_URL .*plain segments/)
  expect(() => parseSite({ VITE_IMAGE_ORIGIN: 'ftp://images.example' })).toThrow(/VITE_IMAGE_ORIGIN/)
  expect(() => parseSite({ VITE_CONTACT_EMAIL: 'not-an-address' })).toThrow(/VITE_CONTACT_EMAIL must be an e-mail/)
  expect(() => parseSite({ VITE_EMAILJS_BLOCK_HEADLESS: 'yes' })).toThrow(/VITE_EMAILJS_BLOCK_HEADLESS/)
  expect(() => parseSite({ VITE_EMAILJS_THROTTLE_MS: '-5' })).toThrow(/VITE_EMAILJS_THROTTLE_MS/)
})

test('half-configured provider keys are refused rather than silently using the stand-in', () => {
  expect(() => parseSite({ VITE_EMAILJS_PUBLIC_KEY: 'pk' })).toThrow(/all three/)
})

test('a project site’s address keeps its path, the base path every link and host file is made under', () => {
  expect(parseSite({ VITE_SITE_URL: 'https://owner.github.io/repo/' }).url).toBe('https://owner.github.io/repo')
  expect(parseSite({ VITE_SITE_URL: 'https://example.com/shop/site' }).url).toBe('https://example.com/shop/site')
  expect(basePathOf('https://owner.github.io/repo')).toBe('/repo')
  expect(basePathOf('https://www.example.com')).toBe('')
})
