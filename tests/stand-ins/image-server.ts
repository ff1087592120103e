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
import { BACKGROUND, sceneFor } from './photo-scene'

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

/** How strong the film grain is (± this much of 255): it gives the photo a real one's detail at every width, and so its weight. */
const GRAIN = 30

/**
 * A photograph-like JPEG (./photo-scene.ts): the scene behind drawn small, blurred and enlarged, the
 * subject in focus and the vignette drawn at full size over it, then film grain.
 */
export async function renderPhoto(path: string, width: number, height: number): Promise<Buffer> {
  const random = randomFor(path)
  const scene = sceneFor(random)
  // Rendered at its own small size first: asked to resize, sharp would draw the SVG (and blur it) at full size.
  const small = await sharp(Buffer.from(scene.background)).removeAlpha().raw().toBuffer()
  const behind = await sharp(small, { raw: { ...BACKGROUND, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer()
  const image = await sharp(behind, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(scene.focus(width, height)) }])
    .removeAlpha()
    .raw()
    .toBuffer()
  for (let index = 0; index < image.length; index += 3) {
    // Grain in light more than in colour, as film's: one value for the pixel, a little more per channel.
    const grain = (random() - 0.5) * GRAIN
    for (let channel = 0; channel < 3; channel += 1) {
      const value = (image[index + channel] ?? 0) + grain + (random() - 0.5) * (GRAIN / 3)
      image[index + channel] = Math.max(0, Math.min(255, Math.round(value)))
    }
  }
  // libjpeg, not mozjpeg: its encoding a quarter of the CPU (0.16 against 0.7 s at 2400 px, paid in
  // npm test's own process for each photo of its builds) for files a seventh larger, still the few
  // hundred KB the real host sends.
  return sharp(image, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
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
