/**
 * Local stand-in for the stock-photo host, so the build, tests and benchmarks never touch the
 * internet: any path answers with a JPEG photograph made for that path (the same bytes every time),
 * as wide as the `w` parameter asks up to its original's width, of the size and weight the real host
 * sends (a few hundred KB at 1280 px), carrying a camera's EXIF with a GPS position as a phone photo
 * does, so that tests can see the build strip it. `/missing-…` answers 404, `/health` 200.
 * Run directly: `tsx tests/stand-ins/image-server.ts [port]`.
 */
import { createServer, type Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { IMAGE_PORT } from '../support/test-environment'

/** Where the stand-in says its photos were taken: tests look for it in what the site serves. */
const STAND_IN_GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '51/1 30/1 2600/100',
  GPSLongitudeRef: 'W',
  GPSLongitude: '0/1 7/1 3900/100',
}
export const STAND_IN_CAMERA = 'StandIn Camera X100'

/** A small deterministic random generator (mulberry32), seeded from the photo's path. */
function randomFor(path: string) {
  let seed = 0
  for (const char of path) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The original's width: most stock photos are 4000 to 6000 pixels wide, 3:2. */
const originalWidth = (path: string) => 4000 + Math.floor(randomFor(`${path}#size`)() * 2000)

/** A coarse grid of random colours around one hue, scaled smoothly (or, `hard`, in blocks) to the full size. */
async function layer(random: () => number, hue: number, grid: [number, number], size: [number, number], hard = false) {
  const [columns, rows] = grid
  const coarse = Buffer.alloc(columns * rows * 3)
  for (let index = 0; index < columns * rows; index += 1) {
    const light = 0.2 + random() * 0.65
    const shift = ((hue + random() * 100) % 360) / 360
    const channel = (offset: number) => Math.round(255 * light * (0.6 + 0.4 * Math.cos(2 * Math.PI * (shift + offset))))
    coarse.set([channel(0), channel(1 / 3), channel(2 / 3)], index * 3)
  }
  return sharp(coarse, { raw: { width: columns, height: rows, channels: 3 } })
    .resize(size[0], size[1], { kernel: hard ? 'nearest' : 'cubic', fit: 'fill' })
    .raw()
    .toBuffer()
}

/**
 * A photograph-like JPEG: areas of colour at four scales (soft shapes, smaller ones, hard-edged
 * blocks like furniture and windows, and fine texture) under film grain, which gives it a real photo's
 * detail at every width, and so its weight.
 */
export async function renderPhoto(path: string, width: number, height: number): Promise<Buffer> {
  const random = randomFor(path)
  const hue = random() * 360
  const size: [number, number] = [width, height]
  const layers = [
    { pixels: await layer(random, hue, [8, 6], size), weight: 0.4 },
    { pixels: await layer(random, hue, [40, 27], size), weight: 0.2 },
    { pixels: await layer(random, hue, [24, 16], size, true), weight: 0.15 },
    { pixels: await layer(random, hue, [200, 134], size), weight: 0.25 },
  ]
  const image = Buffer.alloc(width * height * 3)
  for (let index = 0; index < image.length; index += 1) {
    let value = (random() - 0.5) * 36
    for (const { pixels, weight } of layers) value += (pixels[index] ?? 0) * weight
    image[index] = Math.max(0, Math.min(255, Math.round(value)))
  }
  return sharp(image, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85, mozjpeg: true })
    .withExif({ IFD0: { Make: 'StandIn', Model: STAND_IN_CAMERA, Software: 'image-server.ts' }, IFD3: STAND_IN_GPS })
    .toBuffer()
}

export function startImageServer(port = IMAGE_PORT, host = '127.0.0.1'): Promise<Server> {
  const made = new Map<string, Promise<Buffer>>()
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname === '/health') return res.writeHead(200).end('ok')
    if (url.pathname.startsWith('/missing-')) return res.writeHead(404).end('no such photo')
    const original = originalWidth(url.pathname)
    // As the real host with fit=max: the width asked for, never wider than the original.
    const width = Math.min(Math.max(Number(url.searchParams.get('w')) || original, 16), original)
    const height = Math.min(Number(url.searchParams.get('h')) || Math.round((width * 2) / 3), 4000)
    const key = `${url.pathname} ${width}x${height}`
    if (!made.has(key)) made.set(key, renderPhoto(url.pathname, width, height))
    const body = await made.get(key)
    res.writeHead(200, {
      'Content-Type': 'image/jpeg',
      'Content-Length': String(body?.length ?? 0),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Access-Control-Allow-Origin': '*',
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}

/**
 * The stand-in on `port` for as long as a build needs it: the one already answering there (npm
 * test starts one for all its builds), else one started here; call the returned function when done.
 */
export async function ensureImageServer(port = IMAGE_PORT): Promise<() => void> {
  const running = () =>
    fetch(`http://127.0.0.1:${port}/health`).then(
      (response) => response.ok,
      () => false,
    )
  if (await running()) return () => {}
  const server = await startImageServer(port).catch(async (error: unknown) => {
    // Another build started one between the look and the listen: use that one.
    if (await running()) return undefined
    throw error
  })
  return () => server?.close()
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] || IMAGE_PORT)
  await startImageServer(port)
  console.log(`Image stand-in at http://127.0.0.1:${port}`)
}
