/**
 * Drives Debian's Firefox ESR and WebKitGTK, which Playwright cannot: its Firefox needs its own
 * build (and its WebDriver BiDi mode sends Firefox ESR a command it does not know,
 * emulation.setMediaFeaturesOverride), its WebKit its own build, and neither can be downloaded
 * here. Both browsers speak WebDriver with no extra download: Firefox through Marionette, its own
 * socket protocol (`firefox --marionette`), WebKitGTK through WebKitWebDriver (apt's
 * webkit2gtk-driver) over HTTP, on a virtual display (Xvfb). Both take the same commands, so the
 * test drives either with the few it needs: open a page, find, click, type, run a script.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './free-port'
import { childEnvironment } from './test-environment'

const FIREFOX = '/usr/lib/firefox-esr/firefox-esr'
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver'
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
export const otherBrowsers = {
  firefox: existsSync(FIREFOX),
  webkit: existsSync(WEBKIT_DRIVER) && existsSync(MINIBROWSER),
}

type Element = Record<string, string>
export type Browser = {
  open(url: string): Promise<void>
  find(css: string): Promise<Element>
  click(element: Element): Promise<void>
  type(element: Element, text: string): Promise<void>
  run<T>(script: string, ...args: unknown[]): Promise<T>
  quit(): Promise<void>
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const stop = (...processes: ChildProcess[]) => {
  for (const child of processes) child.kill()
}

/**
 * The profile's preferences: Marionette's port, and one content process for every site (no Fission,
 * no preallocated process) with nothing fetched or checked in the background, which a fresh profile
 * otherwise starts on: the test's page is all the browser does. None of them touches how a page
 * submits a form, which is what the test is about.
 */
const FIREFOX_PREFS = (port: number) =>
  Object.entries({
    'marionette.port': port,
    'fission.autostart': false,
    'dom.ipc.processCount': 1,
    'dom.ipc.processPrelaunch.enabled': false,
    'browser.shell.checkDefaultBrowser': false,
    'browser.startup.page': 0,
    'browser.newtabpage.enabled': false,
    'browser.safebrowsing.update.enabled': false,
    'browser.search.update': false,
    'extensions.update.enabled': false,
    'app.update.enabled': false,
    'datareporting.policy.dataSubmissionEnabled': false,
    'toolkit.telemetry.enabled': false,
    'network.captive-portal-service.enabled': false,
    'network.connectivity-service.enabled': false,
  })
    .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});\n`)
    .join('')

/** Firefox ESR, headless, a fresh profile, driven over Marionette. */
export async function openFirefox(): Promise<Browser> {
  const port = await freePort()
  const profile = mkdtempSync(join(tmpdir(), 'marionette-'))
  writeFileSync(join(profile, 'user.js'), FIREFOX_PREFS(port))
  const firefox = spawn(FIREFOX, ['--marionette', '--headless', '--no-remote', '--profile', profile], {
    stdio: 'ignore',
    // No crash reporter's clean-up process beside the browser: nothing here reads its pings.
    env: childEnvironment({ MOZ_CRASHREPORTER_DISABLE: '1' }),
  })
  let socket: Socket | undefined
  for (let tries = 0; tries < 120 && !socket; tries++) {
    await pause(250)
    socket = await new Promise<Socket | undefined>((done) => {
      const attempt = connect(port, '127.0.0.1')
      attempt.once('connect', () => done(attempt))
      attempt.once('error', () => done(undefined))
    })
  }
  if (!socket) throw new Error(`Firefox opened no Marionette port in 30 s (${FIREFOX})`)
  const connection = socket
  // Each message is `length:json`; answers are [1, id, error, result].
  const answers = new Map<number, (message: [number, number, unknown, { value?: unknown }]) => void>()
  let received = ''
  connection.setEncoding('utf8')
  connection.on('data', (chunk: string) => {
    received += chunk
    for (let colon = received.indexOf(':'); colon > 0; colon = received.indexOf(':')) {
      const end = colon + 1 + Number(received.slice(0, colon))
      if (received.length < end) return
      const message = JSON.parse(received.slice(colon + 1, end))
      received = received.slice(end)
      if (Array.isArray(message)) answers.get(message[1])?.(message as [number, number, unknown, { value?: unknown }])
    }
  })
  let lastId = 0
  const call = (command: string, parameters: object = {}) =>
    new Promise<unknown>((done, failed) => {
      const id = ++lastId
      const text = JSON.stringify([0, id, command, parameters])
      answers.set(id, ([, , error, result]) => (error ? failed(new Error(JSON.stringify(error))) : done(result?.value)))
      connection.write(`${Buffer.byteLength(text)}:${text}`)
    })
  try {
    await call('WebDriver:NewSession', { capabilities: { alwaysMatch: {} } })
  } catch (error) {
    connection.destroy()
    stop(firefox)
    throw error
  }
  return {
    open: async (url) => void (await call('WebDriver:Navigate', { url })),
    find: async (css) => (await call('WebDriver:FindElement', { using: 'css selector', value: css })) as Element,
    click: async (element) => void (await call('WebDriver:ElementClick', { id: Object.values(element)[0] })),
    type: async (element, text) =>
      void (await call('WebDriver:ElementSendKeys', { id: Object.values(element)[0], text })),
    run: async <T>(script: string, ...args: unknown[]) =>
      (await call('WebDriver:ExecuteScript', { script, args })) as T,
    quit: async () => {
      await call('WebDriver:DeleteSession').catch(() => {})
      connection.destroy()
      stop(firefox)
      await pause(300)
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

/** WebKitGTK's MiniBrowser on a virtual display, driven by WebKitWebDriver over HTTP. */
export async function openWebKit(): Promise<Browser> {
  // Xvfb picks a free display and writes its number to the descriptor it is given.
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x800x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  })
  const display = await new Promise<string>((done) => xvfb.stdio[3]?.once('data', (data) => done(String(data).trim())))
  const port = await freePort()
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    stdio: 'ignore',
    env: childEnvironment({ DISPLAY: `:${display}` }),
  })
  const origin = `http://127.0.0.1:${port}`
  const call = async (method: string, path: string, body?: object) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    })
    const { value } = (await response.json()) as { value: { error?: string } & Record<string, unknown> }
    if (value?.error) throw new Error(`${method} ${path}: ${JSON.stringify(value)}`)
    return value
  }
  let session: { sessionId: string } | undefined
  for (let tries = 0; tries < 40 && !session; tries++) {
    await pause(250)
    session = await call('POST', '/session', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } },
    }).then(
      (value) => value as unknown as { sessionId: string },
      (error: unknown) => (String(error).includes('fetch failed') ? undefined : Promise.reject(error)),
    )
  }
  if (!session) {
    stop(driver, xvfb)
    throw new Error(`WebKitWebDriver answered no new session in 10 s (${WEBKIT_DRIVER})`)
  }
  const at = `/session/${session.sessionId}`
  return {
    open: async (url) => void (await call('POST', `${at}/url`, { url })),
    find: async (css) => (await call('POST', `${at}/element`, { using: 'css selector', value: css })) as Element,
    click: async (element) => void (await call('POST', `${at}/element/${Object.values(element)[0]}/click`, {})),
    type: async (element, text) =>
      void (await call('POST', `${at}/element/${Object.values(element)[0]}/value`, { text })),
    run: async <T>(script: string, ...args: unknown[]) =>
      (await call('POST', `${at}/execute/sync`, { script, args })) as unknown as T,
    quit: async () => {
      await call('DELETE', at).catch(() => {})
      stop(driver, xvfb)
    },
  }
}
