// @vitest-environment node
// @ts-check
import { expect, test } from 'vitest'
import { buildContentSecurityPolicy } from './security-headers.js'

test('the policy allows scripts only from the site and by hash, and style attributes only by hash', () => {
  const policy = buildContentSecurityPolicy({
    scripts: ["'sha256-a'"],
    styles: ["'sha256-b'"],
    imageOrigin: 'https://images.example.com',
    connectOrigin: 'https://api.emailjs.com',
  })
  expect(policy).toBe(
    "default-src 'none'; script-src 'self' 'sha256-a'; style-src 'self' 'unsafe-hashes' 'sha256-b'; img-src 'self' https://images.example.com; font-src 'self'; connect-src 'self' https://api.emailjs.com; manifest-src 'self'; base-uri 'none'; form-action 'self' mailto:; frame-ancestors 'none'",
  )
  expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'|data:|\*/)
})

test('without a provider, connect-src is the site itself; without style attributes, no unsafe-hashes', () => {
  const policy = buildContentSecurityPolicy({
    imageOrigin: 'https://images.example.com',
    upgradeInsecureRequests: true,
  })
  expect(policy).toContain("connect-src 'self';")
  expect(policy).toContain("style-src 'self';")
  expect(policy.endsWith('; upgrade-insecure-requests')).toBe(true)
})
