import { expect, test } from 'vitest'
import { site } from '../config/configuration'
import { articles } from './insights'
import { indexablePages, pages } from './page-list'
import { shareImageFor, shareImages } from './share-images'

test('every indexable page and every article gets one share image of its own, named after its path', () => {
  const images = shareImages()
  const paths = new Set([...indexablePages().map((page) => page.path), ...articles.map((article) => article.path)])
  expect(images).toHaveLength(paths.size)
  expect(new Set(images.map((image) => image.path)).size).toBe(images.length)
  for (const image of images) expect(image.path).toMatch(/^\/share\/[a-z0-9/-]+\.(png|jpg)$/)
})

test('the card shows the page name, the home page its headline, and the alt text names the brand', () => {
  expect(shareImageFor(pages.about)).toMatchObject({ title: pages.about.name, path: '/share/about.png' })
  expect(shareImageFor(pages.home)).toMatchObject({ title: pages.home.heading, path: '/share/home.png' })
  expect(shareImageFor(pages.about).alt).toContain(site.name)
})

test('a page without a canonical path (a 404) shares the home page image', () => {
  expect(shareImageFor({ name: 'Page Not Found' }).path).toBe(shareImageFor(pages.home).path)
})

test("an article's card shows its photo behind the title, as a JPEG; other pages' cards are PNGs", () => {
  for (const article of articles) {
    expect(shareImageFor({ path: article.path, name: article.title })).toMatchObject({
      path: `/share${article.path}.jpg`,
      type: 'image/jpeg',
      photo: article.image,
    })
  }
  expect(shareImageFor(pages.about)).toMatchObject({ type: 'image/png' })
  expect(shareImageFor(pages.about)).not.toHaveProperty('photo')
})

test("an article's card carries its title", () => {
  for (const article of articles) {
    expect(shareImages()).toContainEqual(expect.objectContaining({ title: article.title }))
  }
})
