/**
 * A stand-in for the TLS terminator that sits in front of `npm start` in production (nginx, a
 * PaaS router), on one port of 127.0.0.1: a TLS connection is proxied to the server with
 * `X-Forwarded-Proto: https`, as such a proxy does; a plain-http request is redirected to https.
 * One port serves both because the MDN HTTP Observatory tries http and https on the same host.
 */
import { createServer as createHttpServer, request } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { createServer as createNetServer, type Socket } from 'node:net'

/** A TLS record starts with this byte (handshake); an http request starts with a letter. */
const TLS_HANDSHAKE = 0x16
/** Headers about one connection, which a proxy must not pass on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade'])

/** Resolves with the port it listens on (`port` 0 picks a free one) and how to close it. */
export async function startTlsEndpoint({
  port,
  upstreamPort,
  key,
  cert,
}: {
  port: number
  upstreamPort: number
  key: string
  cert: string
}): Promise<{ port: number; close: () => Promise<void> }> {
  const https = createHttpsServer({ key, cert }, (req, res) => {
    const headers = { ...req.headers, 'x-forwarded-proto': 'https' }
    const upstream = request({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers })
    upstream.on('response', (answer) => {
      // Raw headers keep a header that arrives twice as two headers, so the scan sees what was sent.
      const raw = answer.rawHeaders.flatMap((value, index, all) =>
        index % 2 === 0 && !HOP_BY_HOP.has(value.toLowerCase()) ? [value, all[index + 1] ?? ''] : [],
      )
      res.writeHead(answer.statusCode ?? 502, raw)
      answer.pipe(res)
    })
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  const http = createHttpServer((req, res) => {
    res.writeHead(301, { Location: `https://${req.headers.host}${req.url}` }).end()
  })
  const sockets = new Set<Socket>()
  const server = createNetServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.once('data', (first) => {
      socket.pause()
      socket.unshift(first)
      ;(first[0] === TLS_HANDSHAKE ? https : http).emit('connection', socket)
      process.nextTick(() => socket.resume())
    })
  })
  await new Promise((listening, failed) =>
    server.once('error', failed).listen(port, '127.0.0.1', () => listening(null)),
  )
  const address = server.address()
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((closed) => {
        // Kept-alive connections would hold the port until they time out.
        for (const socket of sockets) socket.destroy()
        server.close(() => closed())
      }),
  }
}
