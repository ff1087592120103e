import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, afterEach, expect, test } from 'vitest'
import { warningsText } from '../../app/config/owner-advice.ts'
import { PHOTO_LIMITS } from '../../app/content/photo-schema.ts'
import { exampleSettings } from '../../tests/support/example-settings'
import { SAMPLE_CONTENT_DIR } from '../../tests/support/test-environment'
import { type PhotoSettings, preparePhotos } from './prepare-photos.ts'

const scratch: string[] = []
const servers: Server[] = []
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true })
  for (const server of servers.splice(0)) server.close()
})
const afterTheFile: (() => void)[] = []
afterAll(() => {
  for (const end of afterTheFile.splice(0)) end()
})

/**
 * A small stock host: every path its own 96×64 JPEG, except /missing-… (404). Counts what it was
 * asked. Closed after the test, or after the file's last test when `forTheFile`.
 */
async function stockHost({ forTheFile = false } = {}) {
  const asked: string[] = []
  const server = createServer(async (request, response) => {
    const path = request.url?.split('?')[0] ?? '/'
    asked.push(path)
    if (path.startsWith('/missing-')) return response.writeHead(404).end()
    const shade = [...path].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 256
    const photo = await sharp({
      create: { width: 96, height: 64, channels: 3, background: { r: shade, g: 90, b: 140 } },
    })
      .jpeg()
      .toBuffer()
    response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(photo)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  if (forTheFile) afterTheFile.push(() => server.close())
  else servers.push(server)
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked, server }
}

/** A copy of content/ and an empty cache; `photo` replaces the about page's photo. */
function scratchSite(origin: string, photo?: string): PhotoSettings & { contentDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'photos-'))
  scratch.push(root)
  const contentDir = join(root, 'content')
  cpSync(SAMPLE_CONTENT_DIR, contentDir, { recursive: true })
  mkdirSync(join(contentDir, 'media'), { recursive: true })
  if (photo) {
    const about = join(contentDir, 'pages', 'about.yaml')
    writeFileSync(about, readFileSync(about, 'utf8').replace(/imageUrl: .*/, `imageUrl: ${JSON.stringify(photo)}`))
  }
  return {
    contentDir,
    content: {
      contentDir,
      site: { name: 'Test', email: 'a@b.test', url: 'https://site.test', officeHours: exampleSettings().officeHours },
      brand: exampleSettings(),
      publishing: { today: '2026-11-25', preview: false },
    },
    imageOrigin: origin,
    cacheDir: join(root, 'cache'),
    requireLocal: '',
  }
}

test('an owner photo in content/media/ and every stock photo become files on the site’s own origin', {
  timeout: 30_000,
}, async () => {
  const host = await stockHost()
  const site = scratchSite(host.origin, 'media/Our Team.JPG')
  writeFileSync(
    join(site.contentDir, 'media', 'Our Team.JPG'),
    await sharp({ create: { width: 700, height: 500, channels: 3, background: '#aa3' } })
      .jpeg()
      .toBuffer(),
  )
  const prepared = await preparePhotos(site)
  const team = prepared.photos['media/Our Team.JPG']
  expect(team?.formats.map((format) => format.type)).toEqual(['image/avif', 'image/webp'])
  expect(team?.formats[1]?.files.map((file) => file.url)).toEqual([
    expect.stringMatching(/^\/assets\/photos\/our-team-320\.[0-9a-f]{10}\.webp$/),
    expect.stringMatching(/^\/assets\/photos\/our-team-480\.[0-9a-f]{10}\.webp$/),
    expect.stringMatching(/^\/assets\/photos\/our-team-640\.[0-9a-f]{10}\.webp$/),
  ])
  expect(prepared.remoteOrigin).toBeUndefined()
  for (const photo of Object.values(prepared.photos)) {
    for (const format of photo.formats) for (const file of format.files) expect(file.url).toMatch(/^\/assets\/photos\//)
  }
})

test('a rebuild downloads and encodes nothing, and a stock host that is down by then is not missed', {
  timeout: 30_000,
}, async () => {
  const host = await stockHost()
  const site = scratchSite(host.origin)
  const first = await preparePhotos(site)
  expect(first.summary).toMatchObject({ downloaded: first.summary.photos, encoded: first.summary.files })
  const asked = host.asked.length
  host.server.close()
  const again = await preparePhotos(site)
  expect(again.summary).toMatchObject({ downloaded: 0, encoded: 0, remote: 0 })
  expect(host.asked).toHaveLength(asked)
  expect(again.photos).toEqual(first.photos)
})

/** An origin where nothing listens (any longer). */
async function unreachableOrigin(): Promise<string> {
  const host = await stockHost()
  host.server.close()
  return host.origin
}

test('a stock host that cannot be reached, with no copy in the cache: the build warns naming each photo and links it there', {
  timeout: 30_000,
}, async () => {
  const origin = await unreachableOrigin()
  const site = scratchSite(origin)
  const prepared = await preparePhotos(site)
  expect(prepared.remoteOrigin).toBe(origin)
  const hero = Object.entries(prepared.photos).find(([reference]) => reference.startsWith('/'))
  expect(hero?.[1].formats[0]?.files[0]?.url).toMatch(new RegExp(`^${origin}/photo-[\\w-]+\\?`))
  // For the owner's report (pipeline/owner-report.ts), which the build prints at its end.
  const warning = warningsText(prepared.warnings)
  expect(warning).toContain(`Stock photos linked at ${origin}, which the build could not download them from`)
  expect(warning).toMatch(
    /^ {2}- \S*content\/pages\/about\.yaml, mission\.imageUrl: photo "\/photo-[\w-]+" could not be downloaded \(.*\): linked there \(“Photo” in the editor\)$/m,
  )
})

test('a deploy build (a host’s production deploy, CI_DEPLOY) fails instead, naming the photos', {
  timeout: 30_000,
}, async () => {
  const deploy = 'a Netlify production deploy (CONTEXT=production)'
  const site = { ...scratchSite(await unreachableOrigin()), requireLocal: deploy }
  await expect(preparePhotos(site)).rejects.toThrow(
    /This is a Netlify production deploy \(CONTEXT=production\)[\s\S]*\n {2}- \S*content\/pages\/home\.yaml, hero\.imageUrl: photo "\/photo-[\w-]+" could not be downloaded \(.*\) \(“[^”]+” in the editor\)/,
  )
})

/**
 * One stock host for the tests of a bad photo, and a cache it filled with every photo of the sample
 * (made by the first such test): each test then prepares only its bad photo, as an owner's next build does.
 */
let filledCache: Promise<{ origin: string; cacheDir: string }> | undefined
function fillCache() {
  filledCache ??= (async () => {
    const host = await stockHost({ forTheFile: true })
    const site = scratchSite(host.origin)
    await preparePhotos(site)
    const cacheDir = mkdtempSync(join(tmpdir(), 'photo-cache-'))
    afterTheFile.push(() => rmSync(cacheDir, { recursive: true, force: true }))
    cpSync(site.cacheDir, cacheDir, { recursive: true })
    return { origin: host.origin, cacheDir }
  })()
  return filledCache
}

/** The build's error for the about page's photo, which `setUp` breaks. */
async function errorFor(photo: string, setUp: (mediaDir: string) => void | Promise<void> = () => {}) {
  const { origin, cacheDir } = await fillCache()
  const site = scratchSite(origin, photo)
  cpSync(cacheDir, site.cacheDir, { recursive: true })
  await setUp(join(site.contentDir, 'media'))
  return preparePhotos(site).then(
    () => 'no error',
    (error: Error) => error.message,
  )
}

const about = /content\/pages\/about\.yaml:\n\s+- mission\.imageUrl: /

/** Each bad photo, how the test makes it, and what the build says after naming the file and field. */
const badPhotos: { what: string; photo: string; says: string; setUp?: (mediaDir: string) => void | Promise<void> }[] = [
  {
    what: 'an owner file that does not exist',
    photo: 'media/nobody.jpg',
    says: 'is missing: there is no such file in the media/ folder',
  },
  {
    what: 'a stock photo the host does not have',
    photo: '/missing-photo-1',
    says: 'is missing: the stock-photo host has no such photo (404',
  },
  {
    what: 'a file that is not an image',
    photo: 'media/notes.jpg',
    says: 'is not an image',
    setUp: (media) => writeFileSync(join(media, 'notes.jpg'), 'meeting notes, not a photo'),
  },
  {
    what: 'a damaged (cut short) JPEG',
    photo: 'media/cut.jpg',
    says: 'cannot be read, it may be damaged',
    setUp: async (media) => {
      const noise = { type: 'gaussian', mean: 128, sigma: 50 } as const
      const whole = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#808080', noise } })
        .jpeg()
        .toBuffer()
      writeFileSync(join(media, 'cut.jpg'), whole.subarray(0, whole.length / 2))
    },
  },
  {
    what: 'a file over the size limit',
    photo: 'media/huge.jpg',
    says: 'is 25.0 MB, over the 25.0 MB limit',
    setUp: (media) => writeFileSync(join(media, 'huge.jpg'), Buffer.alloc(PHOTO_LIMITS.maxBytes + 1)),
  },
  {
    what: 'a link in the media folder that leads out of it',
    photo: 'media/elsewhere.jpg',
    says: 'leads outside the media/ folder',
    setUp: (media) => symlinkSync('/etc/hostname', join(media, 'elsewhere.jpg')),
  },
]

for (const { what, photo, says, setUp } of badPhotos) {
  test(`${what} stops the build, naming the content file, the field and the photo`, {
    timeout: 30_000,
  }, async () => {
    const message = await errorFor(photo, setUp)
    expect(message).toMatch(about)
    expect(message).toContain(`mission.imageUrl: photo "${photo}" ${says}`)
    // The field as the owner finds it in the editor, after what is wrong with it.
    expect(message).toMatch(/mission\.imageUrl: .* \(“[^”]+” in the editor\)$/m)
  })
}

test('a photo path outside the media folder is refused by the content check, naming the file, field and path', {
  timeout: 30_000,
}, async () => {
  expect(await errorFor('media/../../secrets.jpg')).toMatch(
    new RegExp(
      `${about.source}"media/\\.\\./\\.\\./secrets\\.jpg" must be a stock-photo path .* or a file in the content folder's media/ folder .*, inside that folder`,
    ),
  )
})
