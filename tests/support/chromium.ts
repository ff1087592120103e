/** Finds a Chromium for Playwright, Lighthouse and screenshots: Playwright's own, else the system's. */
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const SYSTEM_BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/** Flags for a machine with no network: without them Chromium keeps dialling out at start. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Compositing and rasterising on the CPU without the GPU process's software fallback: a fifth less
  // CPU per page load on a machine without a GPU (docs/decisions/026-tests-at-the-lowest-level.md).
  '--disable-gpu-compositing',
  '--disable-software-rasterizer',
  '--in-process-gpu',
]

/**
 * Debian's Chromium headless shell (`apt-get install -y chromium-headless-shell`): the same Blink
 * without the browser's UI, which Playwright's own installs run headless tests in. The browser tests
 * took a third less CPU in it than in the full browser (docs/decisions/032-tests-in-the-headless-shell.md).
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'

/**
 * The executable the browser tests launch: the headless shell where it is installed, otherwise the
 * browser findChromium() finds. Lighthouse and the screenshots keep the full browser, as a visitor's.
 */
export function findTestChromium(): string {
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : findChromium()
}

/** The executable to launch, or throws with how to install one. */
export function findChromium(): string {
  const own = (() => {
    try {
      return chromium.executablePath()
    } catch {
      return ''
    }
  })()
  const found = [own, ...SYSTEM_BROWSERS].find((path) => path && existsSync(path))
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. Install one with `apt-get install -y chromium` (Debian/Ubuntu) or `npx playwright install chromium`.',
    )
  }
  return found
}
