/**
 * `npx tsx scripts/measure/page-requests.ts [--pages /,/about] [--width 375] [--json file]`: what
 * each page asks of the network when a visitor reads it to the end: every origin it contacts, and
 * the image bytes (as sent, body only) a phone downloads. Serves the test build (build it first:
 * `npm run build:test`) with the production server and the image stand-in, on the ports of
 * tests/support/test-environment.ts; every page the build prerendered unless --pages.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, chromium } from '@playwright/test'
import { startImageServer } from '../../tests/stand-ins/image-server'
import { CHROMIUM_ARGS, findChromium } from '../../tests/support/chromium'
import { startSite } from '../../tests/support/site-process'
import { IMAGE_PORT, SITE_PORT, TEST_BUILD_DIR } from '../../tests/support/test-environment'

const PORT = SITE_PORT + 5
const ORIGIN = `http://127.0.0.1:${PORT}`

function option(name: string, fallback: string) {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback
}

type PageRequests = { page: string; origins: string[]; images: number; imageBytes: number }

/** Loads `path` on a phone-sized screen, scrolls to the end so every lazy image loads, and tallies. */
async function readPage(browser: Browser, path: string, width: number): Promise<PageRequests> {
  const context = await browser.newContext({
    viewport: { width, height: Math.round(width * 1.97) },
    deviceScaleFactor: width < 768 ? 2 : 1,
    isMobile: width < 768,
    hasTouch: width < 768,
  })
  const page = await context.newPage()
  const origins = new Set<string>()
  const pending: Promise<number>[] = []
  page.on('request', (request) => {
    origins.add(new URL(request.url()).origin.replace(ORIGIN, 'site'))
  })
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'image') pending.push(request.sizes().then((sizes) => sizes.responseBodySize))
  })
  await page.goto(`${ORIGIN}${path}`, { waitUntil: 'load' })
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })
  // Lazy photos start as they near the screen; a slow photo host may still be sending them.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), null, { timeout: 60_000 })
  await page.waitForLoadState('networkidle')
  const sizes = await Promise.all(pending)
  await context.close()
  return {
    page: path,
    origins: [...origins].sort(),
    images: sizes.length,
    imageBytes: sizes.reduce((sum, size) => sum + size, 0),
  }
}

const width = Number(option('width', '375'))
const manifest = JSON.parse(readFileSync(join(TEST_BUILD_DIR, 'site-manifest.json'), 'utf8'))
const editorPages: string[] = manifest.editorPages ?? []
const requested = option('pages', '')
const pages: string[] = requested
  ? requested.split(',')
  : manifest.pages.filter((page: string) => !editorPages.includes(page))

const imageServer = await startImageServer(IMAGE_PORT)
const site = await startSite({ buildDir: TEST_BUILD_DIR, port: PORT })
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
const rows: PageRequests[] = []
try {
  for (const page of pages) rows.push(await readPage(browser, page, width))
} finally {
  await browser.close()
  await site.stop()
  imageServer.close()
}
console.log(`| page (${width} px) | origins | images | image KB |\n| --- | --- | --- | --- |`)
for (const row of rows) {
  console.log(
    `| ${row.page} | ${row.origins.length}: ${row.origins.join(', ')} | ${row.images} | ${(row.imageBytes / 1024).toFixed(1)} |`,
  )
}
const json = option('json', '')
if (json) writeFileSync(json, `${JSON.stringify(rows, null, 2)}\n`)
