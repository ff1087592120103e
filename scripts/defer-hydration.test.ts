import { expect, test } from 'vitest'
import { bootLoader, deferHydration } from './defer-hydration'

// The shape React Router 7.18 prerenders (trimmed).
const page = [
  '<!DOCTYPE html><html lang="en-GB"><head><title>Home</title>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/jsx-runtime-3.js"/><link rel="modulepreload" href="/assets/root-4.js"/>',
  '<link rel="modulepreload" href="/assets/home-5.js"/><link rel="stylesheet" href="/assets/app.css"/></head>',
  '<body><h1>Home</h1><script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-4.js";\n',
  'import * as route1 from "/assets/home-5.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n',
  'import("/assets/entry.client-2.js");</script></body></html>',
].join('')

test('the page keeps no modulepreload and no module script, only the loader', () => {
  const { html, assets } = deferHydration(page)
  expect(html).not.toContain('modulepreload')
  expect(html).not.toMatch(/<script[^>]*type="module"/)
  expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>')
  expect(html).toContain('<script>window.__reactRouterContext = {};</script>')
  const boot = assets.find((asset) => /^boot-[0-9a-f]{10}\.js$/.test(asset.name))
  expect(html).toContain(bootLoader(`/assets/${boot?.name}`))
})

test('the boot module fetches every chunk at once and evaluates entry.client after the route modules', () => {
  const { assets } = deferHydration(page)
  const routes = assets.find((asset) => asset.name.startsWith('boot-routes-'))
  const boot = assets.find((asset) => /^boot-[0-9a-f]{10}\.js$/.test(asset.name))
  expect(routes?.code).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};')
  expect(routes?.code).not.toContain('entry.client')
  expect(boot?.code.trim().split('\n')).toEqual([
    'import "/assets/manifest-1.js";',
    'import "/assets/jsx-runtime-3.js";',
    'import "/assets/root-4.js";',
    'import "/assets/home-5.js";',
    `import "/assets/${routes?.name}";`,
    'import "/assets/entry.client-2.js";',
  ])
})

test('the output is deterministic, so the CSP can hash the loader', () => {
  expect(deferHydration(page)).toEqual(deferHydration(page))
})

test('the loader is valid JavaScript', () => {
  const body = bootLoader('/assets/boot-0123456789.js').replace(/^<script>|<\/script>$/g, '')
  expect(() => new Function(body)).not.toThrow()
})

test('a page not in the expected shape fails the build instead of never hydrating', () => {
  expect(() => deferHydration('<html><body><h1>Home</h1></body></html>')).toThrow(/module script/)
  expect(() => deferHydration(page.replace('import("/assets/entry.client-2.js");', ''))).toThrow(/expected shape/)
})

test('a first tap or key press starts hydration without waiting for the page to load', () => {
  const body = bootLoader('/assets/boot-0123456789.js').replace(/^<script>|<\/script>$/g, '')
  const listeners: Record<string, () => void> = {}
  const appended: { src: string }[] = []
  const fakeWindow = {
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener
    },
    requestAnimationFrame: (callback: () => void) => callback(),
    setTimeout: (callback: () => void) => callback(),
    document: {
      createElement: () => ({}) as { src: string },
      head: { appendChild: (script: { src: string }) => appended.push(script) },
    },
  }
  new Function('addEventListener', 'requestAnimationFrame', 'setTimeout', 'document', body)(
    fakeWindow.addEventListener,
    fakeWindow.requestAnimationFrame,
    fakeWindow.setTimeout,
    fakeWindow.document,
  )
  expect(Object.keys(listeners)).toEqual(expect.arrayContaining(['pointerdown', 'keydown', 'load']))
  listeners.pointerdown?.()
  listeners.keydown?.()
  expect(appended).toEqual([expect.objectContaining({ src: '/assets/boot-0123456789.js' })])
})
