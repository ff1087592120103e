import { render } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'

// The script reads the build's configuration when its module loads, so each case loads it afresh.
async function renderWith(env: Record<string, string>) {
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
