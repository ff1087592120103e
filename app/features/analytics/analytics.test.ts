// @vitest-environment node
import { expect, test } from 'vitest'
import { parseConfiguration } from '#app/config/configuration-schema'
import { analyticsProviderName } from '#app/content/analytics-privacy'
import { describeVisitorStatistics, privacyPolicy } from '#app/content/legal'
import { buildContentSecurityPolicy } from '../../../server/security-headers.js'
import { exampleSettings } from '../../../tests/support/example-settings'
import { analyticsTag } from './analytics-tag'

const UMAMI_ID = '94db1cb1-74f4-4a40-ad6c-962362670409'
const site = { VITE_SITE_URL: 'https://www.acme.example' }
const analyticsOf = (env: Record<string, string>) => parseConfiguration(env, exampleSettings()).analytics
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))

test('analytics is off unless VITE_ANALYTICS names a provider: no tag, the same CSP, the same privacy policy', () => {
  const analytics = analyticsOf(site)
  expect(analytics).toBeUndefined()
  expect(analyticsTag(analytics)).toBeUndefined()
  const base = { imageOrigin: 'https://images.example' }
  expect(buildContentSecurityPolicy({ ...base, analytics: analyticsTag(analytics) })).toBe(
    buildContentSecurityPolicy(base),
  )
  const policy = describeVisitorStatistics(privacyPolicy, analytics).html
  expect(policy).toContain('uses no analytics')
  expect(policy).not.toContain('Visitor statistics')
})

test('each provider gets its own cookie-free script tag with its site id', () => {
  const plausible = analyticsTag(analyticsOf({ ...site, VITE_ANALYTICS: 'plausible' }))
  expect(plausible).toEqual({
    src: 'https://plausible.io/js/script.js',
    attributes: { 'data-domain': 'www.acme.example' },
    scriptOrigin: 'https://plausible.io',
    connectOrigin: 'https://plausible.io',
  })
  const umami = analyticsTag(analyticsOf({ ...site, VITE_ANALYTICS: 'umami', VITE_ANALYTICS_SITE_ID: UMAMI_ID }))
  expect(umami).toMatchObject({
    src: 'https://cloud.umami.is/script.js',
    attributes: { 'data-website-id': UMAMI_ID, 'data-host-url': 'https://cloud.umami.is' },
  })
  const goat = analyticsTag(analyticsOf({ ...site, VITE_ANALYTICS: 'goatcounter', VITE_ANALYTICS_SITE_ID: 'acme' }))
  expect(goat).toEqual({
    src: 'https://gc.zgo.at/count.js',
    attributes: { 'data-goatcounter': 'https://acme.goatcounter.com/count' },
    scriptOrigin: 'https://gc.zgo.at',
    connectOrigin: 'https://acme.goatcounter.com',
  })
})

test('a self-hosted provider loads from and reports to the host given in VITE_ANALYTICS_HOST', () => {
  const env = {
    ...site,
    VITE_ANALYTICS: 'umami',
    VITE_ANALYTICS_SITE_ID: UMAMI_ID,
    VITE_ANALYTICS_HOST: 'https://stats.acme.example',
  }
  expect(analyticsTag(analyticsOf(env))).toMatchObject({
    src: 'https://stats.acme.example/script.js',
    connectOrigin: 'https://stats.acme.example',
  })
})

test('the CSP allows exactly the provider’s origins, in script-src and connect-src only', () => {
  const tag = analyticsTag(analyticsOf({ ...site, VITE_ANALYTICS: 'goatcounter', VITE_ANALYTICS_SITE_ID: 'acme' }))
  const base = { imageOrigin: 'https://images.example', scripts: ["'sha256-a'"] }
  const policy = buildContentSecurityPolicy({ ...base, analytics: tag })
  expect(directive(policy, 'script-src')).toBe("script-src 'self' https://gc.zgo.at 'sha256-a'")
  expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://acme.goatcounter.com")
  const without = buildContentSecurityPolicy(base)
  const changed = policy.split('; ').filter((part) => !without.split('; ').includes(part))
  expect(changed.map((part) => part.split(' ')[0])).toEqual(['script-src', 'connect-src'])
})

test('switching analytics on adds the provider’s paragraph to the privacy policy and keeps “no cookies”', () => {
  for (const [provider, id] of [
    ['plausible', ''],
    ['umami', UMAMI_ID],
    ['goatcounter', 'acme'],
  ] as const) {
    const env = { ...site, VITE_ANALYTICS: provider, VITE_ANALYTICS_SITE_ID: id }
    const policy = describeVisitorStatistics(privacyPolicy, analyticsOf(env)).html
    const section = policy.slice(policy.indexOf('<h2>Visitor statistics</h2>'))
    expect(section, provider).toContain(analyticsProviderName(provider))
    expect(policy, provider).not.toContain('uses no analytics')
    expect(policy, provider).toContain('sets no cookies')
  }
})

test('a bad analytics setting stops the build naming the variable', () => {
  expect(() => analyticsOf({ VITE_ANALYTICS: 'google' })).toThrow(/VITE_ANALYTICS: must be one of/)
  expect(() => analyticsOf({ VITE_ANALYTICS: 'umami' })).toThrow(/VITE_ANALYTICS_SITE_ID/)
  expect(() => analyticsOf({ VITE_ANALYTICS: 'goatcounter', VITE_ANALYTICS_SITE_ID: 'Not A Code' })).toThrow(
    /VITE_ANALYTICS_SITE_ID/,
  )
  expect(() => analyticsOf({ VITE_ANALYTICS: 'plausible', VITE_ANALYTICS_HOST: 'stats.acme.example' })).toThrow(
    /VITE_ANALYTICS_HOST/,
  )
})
