import { expect, test } from 'vitest'
import { indexablePages, pages } from './pages'
import { shareImageFor, shareImages } from './share-images'
import { site } from './site'

test('every indexable page gets one share image of its own, named after its path', () => {
  const images = shareImages()
  expect(images).toHaveLength(indexablePages().length)
  expect(new Set(images.map((image) => image.path)).size).toBe(images.length)
  for (const image of images) expect(image.path).toMatch(/^\/share\/[a-z0-9/-]+\.png$/)
})

test('the card shows the page name, the home page its headline, and the alt text names the brand', () => {
  expect(shareImageFor(pages.about)).toMatchObject({ title: pages.about.name, path: '/share/about.png' })
  expect(shareImageFor(pages.home)).toMatchObject({ title: pages.home.heading, path: '/share/home.png' })
  expect(shareImageFor(pages.about).alt).toContain(site.name)
})

test('a page without a canonical path (a 404) shares the home page image', () => {
  expect(shareImageFor({ name: 'Page Not Found' }).path).toBe(shareImageFor(pages.home).path)
})
