// @vitest-environment node
// @ts-check
import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { buildContentSecurityPolicy, buildHeaderData, hashInlineContent } from './security-headers.js'

const sha = (/** @type {string} */ text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

test('hashes each inline script body and each distinct style attribute, but not external scripts or JSON-LD data', () => {
  const html = [
    '<script>window.a = 1</script>',
    '<script type="module" async="">import "/assets/x.js";</script>',
    '<script src="/assets/app.js"></script>',
    '<script type="application/ld+json">{"@type":"BlogPosting"}</script>',
    '<div style="position:relative"></div><ol style="pointer-events:none"></ol><p style="pointer-events:none"></p>',
    '<a title="it&#x27;s" style="content:&quot;x&quot;">x</a>',
  ].join('')
  const { scripts, styles } = hashInlineContent(html)
  expect(scripts).toEqual([sha('window.a = 1'), sha('import "/assets/x.js";')].sort())
  expect(styles).toEqual([sha('position:relative'), sha('pointer-events:none'), sha('content:"x"')].sort())
})

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

test('each document gets its own hashes; the site-wide policy allows all of them', () => {
  const data = buildHeaderData({
    documents: { 'index.html': '<script>home()</script>', 'about/index.html': '<script>about()</script>' },
    imageOrigin: 'https://images.example.com',
  })
  expect(data.csp.documents['index.html']).toContain(sha('home()'))
  expect(data.csp.documents['index.html']).not.toContain(sha('about()'))
  expect(data.csp.siteWide).toContain(sha('home()'))
  expect(data.csp.siteWide).toContain(sha('about()'))
  expect(data.csp.fallback).not.toContain('sha256-')
})
