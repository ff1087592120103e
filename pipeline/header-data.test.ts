// @vitest-environment node
import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { buildHeaderData } from './header-data'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

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

test('a document with its own policy keeps it alone and stays out of the site-wide policy', () => {
  const data = buildHeaderData({
    documents: { 'index.html': '<script>home()</script>', 'admin/index.html': '<script>editor()</script>' },
    imageOrigin: 'https://images.example.com',
    ownPolicies: { 'admin/index.html': () => "default-src 'self'" },
  })
  expect(data.csp.documents['admin/index.html']).toBe("default-src 'self'")
  expect(data.csp.ownPolicy).toEqual(['admin/index.html'])
  expect(data.csp.siteWide).not.toContain(sha('editor()'))
})

test('photos are the site’s own files: images come from the site alone unless the build linked a photo elsewhere', () => {
  const documents = { 'index.html': '<p>home</p>' }
  const own = buildHeaderData({ documents })
  for (const policy of [own.csp.documents['index.html'], own.csp.siteWide, own.csp.fallback]) {
    expect(policy).toContain("img-src 'self';")
  }
  const linked = buildHeaderData({ documents, imageOrigin: 'https://images.example.com' })
  expect(linked.csp.siteWide).toContain("img-src 'self' https://images.example.com;")
})
