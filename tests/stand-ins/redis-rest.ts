/**
 * Local stand-in for the Redis a Vercel project connects from its Marketplace (Upstash), spoken to
 * as pipeline/hosts/enquiry-functions/vercel-store.js does: Upstash's REST API, one command a POST
 * of a JSON array to the database's URL with its token as a Bearer, answered `{ result }` or
 * `{ error }` (upstash.com/docs/redis/features/restapi). It knows the commands the store sends
 * (GET, SET, DEL, SCAN with MATCH on a prefix), holds the data in a Map the test can read, and
 * counts each command, which is what Upstash bills.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export async function startRedisRest(token = 'stand-in-token') {
  const data = new Map<string, string>()
  const commands = new Map<string, number>()
  const run = ([name = '', ...args]: string[]): unknown => {
    commands.set(name, (commands.get(name) ?? 0) + 1)
    const [key = '', value = ''] = args
    switch (name.toUpperCase()) {
      case 'GET':
        return data.get(key) ?? null
      case 'SET':
        data.set(key, value)
        return 'OK'
      case 'DEL':
        return data.delete(key) ? 1 : 0
      case 'SCAN': {
        // One page holds all: the cursor a real Redis would page with is always 0 here.
        const match = args[args.indexOf('MATCH') + 1] ?? '*'
        const prefix = match.endsWith('*') ? match.slice(0, -1) : match
        return ['0', [...data.keys()].filter((stored) => stored.startsWith(prefix))]
      }
      default:
        throw new Error(`ERR unknown command '${name}'`)
    }
  }
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const send = (status: number, body: object) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      if (request.headers.authorization !== `Bearer ${token}`) return send(401, { error: 'Unauthorized' })
      try {
        send(200, { result: run(JSON.parse(Buffer.concat(chunks).toString('utf8'))) })
      } catch (error) {
        send(400, { error: String((error as Error).message) })
      }
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    data,
    commands,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
