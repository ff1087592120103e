/**
 * Every photo is the site's own file (docs/decisions/017-photos-on-our-own-origin.md): each page's
 * HTML names only files under /assets/photos/ for its pictures, every one of them at every width a
 * browser may pick from its srcset, and `npm start` serves each as AVIF or WebP without the camera
 * data the stock host sent (the stand-in sends every photo with a camera's EXIF and a GPS position).
 * A browser then asks for no other origin: each page's policy allows images from 'self' only, and
 * the browser tests fail a visit on any policy violation (tests/support/fixtures.ts).
 */
import { type DefaultTreeAdapterTypes, parse } from 'parse5'
import { expect, test } from 'vitest'
import { indexablePages } from '../../app/content/page-list'
import { STAND_IN_CAMERA } from '../stand-ins/image-server'
import { get } from '../support/built-site'

type Element = DefaultTreeAdapterTypes.Element
type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document

const paths = [...indexablePages().map(({ path }) => path), '/no-such-page']
const PHOTO_URL = /^\/assets\/photos\/[\w.-]+\.(avif|webp)$/

/** Every element of the document, depth first (a <template>'s content too). */
function* elementsOf(node: Node): Generator<Element> {
  if ('tagName' in node) yield node
  const children = 'childNodes' in node ? node.childNodes : []
  for (const child of children) yield* elementsOf(child)
  if ('content' in node && node.content) for (const child of node.content.childNodes) yield* elementsOf(child)
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value

/** Each <img> of the page: its src, every srcset candidate (of its <source>s too), and its size attributes. */
function picturesOf(html: string) {
  const elements = [...elementsOf(parse(html))]
  const candidates = (srcset = '') =>
    srcset
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean)
  const sources = elements
    .filter((element) => element.tagName === 'source')
    .flatMap((element) => candidates(attribute(element, 'srcset')))
  const images = elements
    .filter((element) => element.tagName === 'img')
    .map((element) => ({
      urls: [attribute(element, 'src') ?? '', ...candidates(attribute(element, 'srcset'))],
      width: Number(attribute(element, 'width')),
      height: Number(attribute(element, 'height')),
    }))
  return { images, urls: [...images.flatMap((image) => image.urls), ...sources] }
}

test('every page shows only photos from the site itself, each file AVIF or WebP with no camera data', async () => {
  const served = new Set<string>()
  let photos = 0
  for (const path of paths) {
    const { images, urls } = picturesOf(await (await get(path)).text())
    photos += images.length
    for (const image of images) {
      expect(image.width * image.height, `${path}: ${image.urls[0]} width and height`).toBeGreaterThan(0)
    }
    for (const url of urls) expect(url, `${path}: a photo of the site's own`).toMatch(PHOTO_URL)
    for (const url of urls) served.add(url)
  }
  expect(photos, 'the sample content shows photos').toBeGreaterThan(0)
  for (const url of served) {
    const response = await get(url)
    expect(response.status, url).toBe(200)
    expect(response.headers.get('content-type'), url).toBe(`image/${url.split('.').at(-1)}`)
    const body = Buffer.from(await response.arrayBuffer())
    for (const trace of ['Exif', STAND_IN_CAMERA]) expect(body.includes(trace), `${url}: ${trace}`).toBe(false)
  }
})
