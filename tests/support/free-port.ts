import { createServer } from 'node:net'

/** A port of 127.0.0.1 that nothing listens on now, for a server that must be told its port. */
export function freePort(): Promise<number> {
  return new Promise((done, failed) => {
    const server = createServer()
    server.once('error', failed)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}
