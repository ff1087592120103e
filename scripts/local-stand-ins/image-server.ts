/**
 * Local stand-in for the stock-photo host: answers any path with an SVG "photo" of the
 * requested width (the `w` parameter, as the real host takes it), so tests and benchmarks
 * never touch the internet. Run directly: `tsx scripts/local-stand-ins/image-server.ts [port]`.
 */
import { createServer, type Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import { IMAGE_PORT } from './test-build-env'

/** A deterministic colour per photo path, so different photos look different. */
function hue(path: string) {
  let hash = 0
  for (const char of path) hash = (hash * 31 + char.charCodeAt(0)) % 360
  return hash
}

export function renderPhoto(path: string, width: number, height: number) {
  const h = hue(path)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 55% 40%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360} 60% 25%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height * 0.35}" r="${Math.min(width, height) * 0.18}" fill="hsl(${h} 70% 75% / .35)"/></svg>`
}

export function startImageServer(port = IMAGE_PORT, host = '127.0.0.1'): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const width = Math.min(Math.max(Number(url.searchParams.get('w')) || 1200, 16), 4000)
    const height = Math.min(Math.max(Number(url.searchParams.get('h')) || Math.round(width * 0.66), 16), 4000)
    res.writeHead(200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Access-Control-Allow-Origin': '*',
    })
    res.end(req.method === 'HEAD' ? undefined : renderPhoto(url.pathname, width, height))
  })
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] || IMAGE_PORT)
  await startImageServer(port)
  console.log(`Image stand-in at http://127.0.0.1:${port}`)
}
