// @vitest-environment node
import { createServer, get as httpGet, type IncomingMessage } from 'node:http'
import { get as httpsGet } from 'node:https'
import type { AddressInfo } from 'node:net'
import { generate } from 'selfsigned'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTlsEndpoint } from './tls-endpoint'

// The app behind the endpoint: reports the scheme the proxy forwarded and sends one header twice.
const upstream = createServer((req, res) => {
  res.setHeader('X-Seen-Proto', req.headers['x-forwarded-proto'] ?? 'none')
  res.setHeader('X-Twice', ['a', 'b'])
  res.end(`served ${req.url}`)
})
let endpoint: Awaited<ReturnType<typeof startTlsEndpoint>>
let ca = ''

beforeAll(async () => {
  await new Promise((listening) => upstream.listen(0, '127.0.0.1', () => listening(null)))
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  })
  ca = pems.cert
  const upstreamPort = (upstream.address() as AddressInfo).port
  endpoint = await startTlsEndpoint({ port: 0, upstreamPort, key: pems.private, cert: pems.cert })
})

afterAll(async () => {
  await endpoint.close()
  upstream.close()
})

function answer(request: (done: (response: IncomingMessage) => void) => void) {
  return new Promise<{ response: IncomingMessage; body: string }>((done) =>
    request((response) => {
      let body = ''
      response.on('data', (chunk) => {
        body += chunk
      })
      response.on('end', () => done({ response, body }))
    }),
  )
}

test('over https the site answers through the endpoint, told that the visitor came over https', async () => {
  const { response, body } = await answer((done) => httpsGet(`https://127.0.0.1:${endpoint.port}/about`, { ca }, done))
  expect(response.statusCode).toBe(200)
  expect(body).toBe('served /about')
  expect(response.headers['x-seen-proto']).toBe('https')
  expect(response.rawHeaders.filter((name) => name === 'X-Twice')).toHaveLength(2)
})

test('plain http on the same port is sent to the https address of the same page', async () => {
  const { response } = await answer((done) => httpGet(`http://127.0.0.1:${endpoint.port}/about?x=1`, done))
  expect(response.statusCode).toBe(301)
  expect(response.headers.location).toBe(`https://127.0.0.1:${endpoint.port}/about?x=1`)
})
