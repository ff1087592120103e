/**
 * `npm run bench:first-paint`: what a new visitor on a phone meets before and while scripts load.
 * Serves the test build (build it first: `npm run build:test`) with the production server
 * and the image stand-in, and drives Chromium on the phone profile Lighthouse uses for mobile
 * (150 ms round trip, 1.6 Mbps down, 750 kbps up, 4x CPU slowdown) to measure:
 * - when 'Toggle menu' is painted, whether the first tap right after that opens the menu, and
 *   when the menu first responds to a tap (tapping every 150 ms until it opens);
 * - when the /contact heading is painted and when the enquiry form's message field is; then, with
 *   Send tapped first on the empty form, how long until the form shows its messages (the wait
 *   decision 040 bounds);
 * - the JavaScript each page downloads when a visitor only reads it (no tap, no scroll), as
 *   served (brotli), on a 375px phone.
 * Times are ms from navigation start, medians of --runs N (default 3). Prints a Markdown table;
 * --json writes bench/results/first-paint.json. Ports follow tests/support/test-environment.ts.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, chromium, type Page } from '@playwright/test'
import { startImageServer } from '../../tests/stand-ins/image-server'
import { CHROMIUM_ARGS, findChromium } from '../../tests/support/chromium'
import { startSite } from '../../tests/support/site-process'
import { SITE_PORT, TEST_BUILD_DIR } from '../../tests/support/test-environment'
import { median } from './median'

const PORT = SITE_PORT + 4
const ORIGIN = `http://127.0.0.1:${PORT}`
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
/** Lighthouse's mobile throttling: 150 ms RTT, 1.6 Mbps down, 750 kbps up (bytes per second), 4x CPU. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
const CPU_SLOWDOWN = 4

function option(name: string, fallback: string) {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback
}
const runs = Number(option('runs', '3'))

/**
 * Runs in the page before its own scripts: records, per selector, the first animation frame in
 * which the element has a box and is visible (the frame then paints it).
 */
const PAINT_PROBE = `(() => {
  const watched = { toggle: 'button[aria-label="Toggle menu"]', heading: 'main h1', message: 'textarea[name="message"]', menu: '#mobile-menu' }
  const marks = (window.__firstSeen = {})
  const visible = (element) => { const box = element.getBoundingClientRect(); return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden' }
  const tick = () => {
    for (const [name, selector] of Object.entries(watched)) {
      if (marks[name] !== undefined) continue
      const element = document.querySelector(selector)
      if (element && visible(element)) marks[name] = performance.now()
    }
    if (Object.keys(marks).length < Object.keys(watched).length) requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})()`

async function phonePage(browser: Browser) {
  const context = await browser.newContext(PHONE)
  await context.addInitScript(PAINT_PROBE)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', NETWORK)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  return { context, page }
}

/** When the paint probe first saw `name`, in ms from navigation start. */
async function firstSeen(page: Page, name: string, timeout = 20_000) {
  const handle = await page.waitForFunction(
    (key) => (Reflect.get(window, '__firstSeen') as Record<string, number> | undefined)?.[key],
    name,
    { timeout, polling: 16 },
  )
  return Number(await handle.jsonValue())
}

const menuOpen = (page: Page) =>
  page.evaluate(() => {
    const menu = document.querySelector('#mobile-menu')
    return menu instanceof HTMLElement && menu.getBoundingClientRect().height > 0
  })

async function measureMenu(browser: Browser) {
  const { context, page } = await phonePage(browser)
  await page.goto(`${ORIGIN}/`, { waitUntil: 'commit' })
  const painted = await firstSeen(page, 'toggle')
  const toggle = page.getByRole('button', { name: 'Toggle menu', exact: true })
  await toggle.tap({ force: true, noWaitAfter: true })
  await page.waitForTimeout(500)
  const firstTapOpened = await menuOpen(page)
  let responded = firstTapOpened
    ? await page.evaluate(
        () => (Reflect.get(window, '__firstSeen') as Record<string, number> | undefined)?.menu ?? performance.now(),
      )
    : 0
  for (let attempt = 0; !responded && attempt < 100; attempt += 1) {
    await toggle.tap({ force: true, noWaitAfter: true })
    await page.waitForTimeout(150)
    if (await menuOpen(page))
      responded = await page.evaluate(
        () => (Reflect.get(window, '__firstSeen') as Record<string, number> | undefined)?.menu ?? performance.now(),
      )
  }
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0)
  await context.close()
  return { painted, fcp, firstTapOpened, responded }
}

async function measureContact(browser: Browser) {
  const { context, page } = await phonePage(browser)
  await page.goto(`${ORIGIN}/contact`, { waitUntil: 'commit' })
  const heading = await firstSeen(page, 'heading')
  const message = await firstSeen(page, 'message')
  // Send tapped first, on the empty form: the loader holds it until the script has taken the form
  // over, which then shows its messages (decision 040; this must stay well below HOLD_SEND_MS).
  await page.waitForLoadState('load')
  await page.evaluate(() => {
    const marks: Record<string, number> = {}
    Reflect.set(window, '__heldSend', marks)
    document.addEventListener('pointerdown', () => (marks.tapped ??= performance.now()), { capture: true })
    new MutationObserver(() => {
      if (document.querySelector('[aria-invalid="true"]')) marks.answered ??= performance.now()
    }).observe(document.body, { attributes: true, subtree: true })
  })
  await page.getByRole('button', { name: 'Send Message' }).tap()
  const handle = await page.waitForFunction(
    () => {
      const { tapped = 0, answered = 0 } = Reflect.get(window, '__heldSend') as Record<string, number>
      return answered && answered - tapped
    },
    null,
    { timeout: 20_000 },
  )
  const sendAnswered = Number(await handle.jsonValue())
  await context.close()
  return { heading, message, sendAnswered }
}

/**
 * JavaScript a reader downloads on `path`: every script response until the network has been idle,
 * counted as encoded (compressed) body bytes, with no tap and no scroll.
 */
async function measureScripts(browser: Browser, path: string) {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  await page.goto(`${ORIGIN}${path}`, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1500)
  await page.waitForLoadState('networkidle')
  const bytes = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\.m?js(\?|$)/.test(entry.name))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
  )
  await context.close()
  return bytes
}

const images = await startImageServer()
const site = await startSite({ buildDir: TEST_BUILD_DIR, port: PORT })
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
try {
  const menu = []
  const contact = []
  for (let run = 0; run < runs; run += 1) {
    menu.push(await measureMenu(browser))
    contact.push(await measureContact(browser))
  }
  const manifest = JSON.parse(readFileSync(join(TEST_BUILD_DIR, 'site-manifest.json'), 'utf8'))
  const scripts: Record<string, number> = {}
  for (const path of manifest.pages as string[]) scripts[path] = await measureScripts(browser, path)

  const ms = (value: number) => `${(value / 1000).toFixed(2)} s`
  const result = {
    runs,
    toggleMenuPainted: median(menu.map((entry) => entry.painted)),
    homeFirstContentfulPaint: median(menu.map((entry) => entry.fcp)),
    firstTapOpensMenu: `${menu.filter((entry) => entry.firstTapOpened).length}/${runs}`,
    menuFirstResponds: median(menu.map((entry) => entry.responded)),
    contactHeadingPainted: median(contact.map((entry) => entry.heading)),
    contactMessageFieldVisible: median(contact.map((entry) => entry.message)),
    contactSendFirstAnswered: median(contact.map((entry) => entry.sendAnswered)),
    contactSendFirstAnsweredLongest: Math.max(...contact.map((entry) => entry.sendAnswered)),
    scriptBytesByPage: scripts,
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const lines = [
    `| what (phone profile, median of ${runs}) | measured |`,
    '|---|---|',
    `| 'Toggle menu' painted | ${ms(result.toggleMenuPainted)} |`,
    `| home first contentful paint (browser's own) | ${ms(result.homeFirstContentfulPaint)} |`,
    `| first tap right after paint opens the menu | ${result.firstTapOpensMenu} runs |`,
    `| menu first responds | ${ms(result.menuFirstResponds)} |`,
    `| /contact heading painted | ${ms(result.contactHeadingPainted)} |`,
    `| /contact message field visible | ${ms(result.contactMessageFieldVisible)} |`,
    `| /contact Send tapped first: its messages shown after (longest) | ${ms(result.contactSendFirstAnswered)} (${ms(result.contactSendFirstAnsweredLongest)}) |`,
    '',
    '| page | JavaScript downloaded by a reader (as served) |',
    '|---|---|',
    ...Object.entries(scripts).map(([path, bytes]) => `| ${path} | ${kb(bytes)} |`),
  ]
  console.log(lines.join('\n'))
  if (process.argv.includes('--json')) {
    mkdirSync('bench/results', { recursive: true })
    writeFileSync('bench/results/first-paint.json', `${JSON.stringify(result, null, 2)}\n`)
  }
} finally {
  await browser.close()
  await site.stop()
  images.close()
}
