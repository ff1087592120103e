import { expect, test } from 'vitest'
import { parseConfiguration } from '../app/config/configuration-schema'
import { LIMITS } from '../enquiries/enquiry-box.js'
import { exampleSettings } from '../tests/support/example-settings'
import { enquiryDeliveryReport } from './check-enquiry-delivery'

const report = (env: Record<string, string>) => enquiryDeliveryReport(parseConfiguration(env, exampleSettings()))
const SMTP_URL = 'smtps://owner%40example.com:app-password@smtp.example.com:465'

test('a host build without SMTP_URL says its form falls back to the e-mail program until SMTP_URL is set there', () => {
  for (const [env, host] of [
    [{ CONTEXT: 'production' }, 'Netlify'],
    [{ VERCEL_ENV: 'production' }, 'Vercel'],
    [{ CF_PAGES: '1', CF_PAGES_BRANCH: 'main' }, 'Cloudflare Pages'],
  ] as const) {
    const said = report(env)
    expect(said?.warning, host).toBe(true)
    // As the owner's guide quotes it ("Receive enquiries").
    expect(said?.lines[0]).toContain(
      `Enquiries on this host (${host}): SMTP_URL is not set, so the form opens the visitor's e-mail program`,
    )
    expect(said?.lines.join(' ')).toContain('until SMTP_URL is set')
    expect(said?.lines.join(' ')).toContain(`as a secret in ${host}'s settings`)
  }
})

test('with SMTP_URL set the log says the host’s function e-mails each enquiry, and never shows its value', () => {
  const said = report({ SMTP_URL, CONTEXT: 'production' })
  expect(said?.warning).toBe(false)
  expect(said?.lines[0]).toContain(
    "Enquiries on this host (Netlify): each is e-mailed through SMTP_URL by the host's function",
  )
  expect(report({ SMTP_URL })?.lines.join(' ')).toContain(
    'Netlify, Cloudflare Pages and Vercel answer the form with a function',
  )
  // Where it is kept meanwhile, and how to add the store where the owner must.
  expect(said?.lines[1]).toContain('kept in Netlify Blobs (nothing to set up)')
  expect(report({ SMTP_URL, CF_PAGES: '1', CF_PAGES_BRANCH: 'main' })?.lines[1]).toContain(
    'Bindings → Add → KV namespace, named ENQUIRIES',
  )
  expect(report({ SMTP_URL, VERCEL_ENV: 'production' })?.lines[1]).toContain('Marketplace → Upstash for Redis')
  for (const env of [{ SMTP_URL, CONTEXT: 'production' }, { SMTP_URL }] as Record<string, string>[]) {
    expect(JSON.stringify(report(env))).not.toContain('app-password')
    expect(JSON.stringify(report(env))).not.toContain('smtp.example.com')
  }
})

test('GitHub Pages always falls back, and a build on a computer names both ways to an endpoint', () => {
  const pages = {
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKFLOW_REF: 'acme/site/.github/workflows/publish.yml@refs/heads/main',
  }
  expect(report({ ...pages, SMTP_URL })?.lines[0]).toContain(
    'Enquiries on this host (GitHub Pages): it runs no functions',
  )
  expect(report({})?.lines.join(' ')).toMatch(/no SMTP_URL.*only be received by `npm start`/)
  expect(report({ VITE_EMAILJS_PUBLIC_KEY: 'k', VITE_EMAILJS_SERVICE_ID: 's', VITE_EMAILJS_TEMPLATE_ID: 't' })).toBe(
    undefined,
  )
})

test('how long a host keeps enquiries: the settings’ enquiryRetentionDays, else 90 days', () => {
  expect(parseConfiguration({}, exampleSettings()).enquiries).toBeUndefined()
  expect(LIMITS.retentionDays).toBe(90)
  expect(parseConfiguration({}, { ...exampleSettings(), enquiryRetentionDays: 30 }).enquiries).toEqual({
    retentionDays: 30,
  })
})
