/**
 * Rewrites a prerendered page so hydration's JavaScript starts downloading only after the page
 * has loaded and painted. React Router emits <link rel="modulepreload"> for every chunk and an
 * inline module script that imports them: both start ~115 KB of downloads before first paint,
 * and Lighthouse's simulated throttling charges those to FCP and LCP although they don't block
 * rendering (docs/decisions/004-performance.md). The page's HTML already shows everything; the
 * scripts only add the menus, the form and client-side navigation.
 *
 * The inline module's code moves to two files in assets/ (named by content hash, so cacheable
 * forever): `boot-routes-*.js` (React Router's original code minus its last line: the route
 * modules and `window.__reactRouterRouteModules`) and `boot-*.js`, which statically imports
 * every chunk the page needs so the browser fetches them in parallel, then the route modules,
 * then entry.client: static imports evaluate in order, so entry.client still runs after the
 * route modules are registered, as in the original. The page keeps one small, deterministic
 * inline script (`bootLoader`, hashable by the CSP step, which must run after this one).
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export type DeferredPage = { html: string; assets: { name: string; code: string }[] }

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g
const ENTRY_IMPORT = /\n?import\("(\/assets\/entry\.client-[^"]+\.js)"\);?\s*$/

function hashed(prefix: string, code: string): string {
  return `${prefix}-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`
}

/**
 * The inline script that starts hydration: after the load event, once the browser has reported
 * the page's largest contentful paint (or 1 s later, for browsers that never report it), and
 * after one more frame. A download still running at LCP counts against LCP in Lighthouse's
 * simulation; on pages without images `load` alone can come before that paint.
 * A visitor's first tap, click or key press starts it at once: on a slow connection they should
 * not wait for the hero image before the menu button works.
 */
export function bootLoader(src: string): string {
  const code = [
    '(function(){var started=0;',
    'function start(){if(started++)return;requestAnimationFrame(function(){setTimeout(function(){',
    `var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(src)};document.head.appendChild(s)`,
    '})})}',
    '["pointerdown","keydown"].forEach(function(type){addEventListener(type,start,{once:true,passive:true,capture:true})});',
    'addEventListener("load",function(){',
    'if(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes.indexOf("largest-contentful-paint")>=0)',
    'new PerformanceObserver(function(list,observer){observer.disconnect();start()}).observe({type:"largest-contentful-paint",buffered:true});',
    'else start();',
    'setTimeout(start,1000)',
    '})})()',
  ]
  return `<script>${code.join('')}</script>`
}

export function deferHydration(html: string): DeferredPage {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '')
  const boots = [...html.matchAll(BOOT_SCRIPT)]
  // Fail the build rather than ship a page that never hydrates if React Router changes its output.
  if (boots.length !== 1) throw new Error(`Expected one React Router module script, found ${boots.length}`)
  const [tag, body = ''] = boots[0] ?? []
  const entry = body.match(ENTRY_IMPORT)?.[1]
  if (!tag || !entry || !body.includes('window.__reactRouterRouteModules')) {
    throw new Error('React Router module script is not in the expected shape; see scripts/defer-hydration.ts')
  }

  const routesCode = `${body.replace(ENTRY_IMPORT, '').trim()}\n`
  const routesName = hashed('boot-routes', routesCode)
  const chunks = preloads.filter((href) => href !== entry)
  const bootCode = `${[...chunks, `/assets/${routesName}`, entry].map((href) => `import "${href}";`).join('\n')}\n`
  const bootName = hashed('boot', bootCode)

  return {
    html: html.replace(MODULE_PRELOAD, '').replace(tag, () => bootLoader(`/assets/${bootName}`)),
    assets: [
      { name: routesName, code: routesCode },
      { name: bootName, code: bootCode },
    ],
  }
}

/** Applies `deferHydration` to every prerendered page of a build's client directory. */
export async function deferHydrationInBuild(clientDir: string) {
  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true })
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  const written = new Set<string>()
  for (const entry of pages) {
    const file = join(entry.parentPath, entry.name)
    const page = deferHydration(await readFile(file, 'utf8'))
    await writeFile(file, page.html)
    for (const asset of page.assets) {
      if (written.has(asset.name)) continue
      written.add(asset.name)
      await writeFile(join(clientDir, 'assets', asset.name), asset.code)
    }
  }
}
