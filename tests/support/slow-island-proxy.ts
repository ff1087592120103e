/**
 * A slow phone's network in front of the test server, for browsers driven without Playwright's
 * routes (tests/support/webdriver.ts): it holds the form's script until the test lets it through,
 * and takes the enquiry's JSON send itself, held too, so the test sees "Sending...". Everything else
 * passes through as `npm start` answers it.
 */
import { createServer, type IncomingMessage, request } from 'node:http'
import type { AddressInfo } from 'node:net'

const ISLAND_SCRIPT = /^\/assets\/contact-island[^/]*\.js$/
const SEND = '/api/v1.0/email/send'

/** A gate that holds what arrives until it is opened, then lets everything through until closed again. */
function gate() {
  let open = () => {}
  let opened = Promise.resolve()
  return {
    close() {
      opened = new Promise((resolve) => {
        open = resolve
      })
    },
    open: () => open(),
    passed: () => opened,
  }
}

const body = (incoming: IncomingMessage) =>
  new Promise<string>((done) => {
    let text = ''
    incoming.setEncoding('utf8')
    incoming.on('data', (chunk: string) => {
      text += chunk
    })
    incoming.on('end', () => done(text))
  })

export async function slowIslandProxy(target: string) {
  const island = gate()
  const send = gate()
  const sends: unknown[] = []
  const posts: string[] = []
  const server = createServer(async (incoming, answer) => {
    const path = incoming.url ?? '/'
    if (incoming.method === 'POST') posts.push(path)
    if (incoming.method === 'POST' && path === SEND) {
      sends.push(JSON.parse(await body(incoming)))
      await send.passed()
      answer.writeHead(200, { 'content-type': 'text/plain' }).end('OK')
      return
    }
    if (ISLAND_SCRIPT.test(path)) await island.passed()
    const onward = request(`${target}${path}`, { method: incoming.method, headers: incoming.headers }, (response) => {
      const headers = { ...response.headers }
      // Fetched anew on each page, so that each page waits for it as a first visit does.
      if (ISLAND_SCRIPT.test(path)) headers['cache-control'] = 'no-store'
      answer.writeHead(response.statusCode ?? 502, headers)
      response.pipe(answer)
    })
    onward.on('error', () => answer.writeHead(502).end())
    incoming.pipe(onward)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    island,
    send,
    sends,
    posts,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}
