import { render } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'

// The script reads the build's configuration when its module loads, so each case loads it afresh.
async function renderWith(env: Record<string, string>) {
  // As when prerendering, which is where the tag is written.
  vi.stubEnv('SSR', true)
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value)
  vi.resetModules()
  const { AnalyticsScript } = await import('./analytics-script')
  return render(<AnalyticsScript />).container
}

afterEach(() => {
  vi.unstubAllEnvs()
})

test('with analytics unset, pages carry no analytics script', async () => {
  const container = await renderWith({ VITE_ANALYTICS: '' })
  expect(container.querySelector('script')).toBeNull()
})

test('with VITE_ANALYTICS=plausible, pages carry its deferred script with the site’s domain', async () => {
  const container = await renderWith({ VITE_ANALYTICS: 'plausible', VITE_SITE_URL: 'https://www.acme.example' })
  const script = container.querySelector('script')
  expect(script?.getAttribute('src')).toBe('https://plausible.io/js/script.js')
  expect(script?.getAttribute('data-domain')).toBe('www.acme.example')
  expect(script?.hasAttribute('defer')).toBe(true)
})

test('in the browser bundle it renders nothing: the tag comes from the prerendered HTML', async () => {
  vi.stubEnv('VITE_ANALYTICS', 'plausible')
  vi.stubEnv('SSR', false)
  vi.resetModules()
  const { AnalyticsScript } = await import('./analytics-script')
  expect(render(<AnalyticsScript />).container.querySelector('script')).toBeNull()
})
