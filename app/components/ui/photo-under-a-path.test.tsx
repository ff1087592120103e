import { render, screen } from '@testing-library/react'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { site } from '#app/config/configuration'
import { UNREACHED_STOCK_HOST } from '../../../tests/support/stand-in-photos'
import { Photo } from './photo'

// A project site (https://owner.github.io/repo): the address the build would have read, with its path.
// This file's modules are its own (a VM context of the components' project, vitest.config.ts), so the
// address changed here is no other file's; it is put back all the same. The photos are the stand-ins
// every component test has (tests/support/stand-in-photos.ts), which no test changes.
const servedAt = site.url
beforeAll(() => {
  site.url = 'https://owner.github.io/repo'
})
afterAll(() => {
  site.url = servedAt
})

/** Each address a `srcset` offers, without its width. */
const offered = (srcset: string | null | undefined) => (srcset ?? '').split(', ').map((entry) => entry.split(' ')[0])

test('on a project site, the site’s own photo files are under its path and a photo linked at the stock host is not', () => {
  const { container } = render(
    <>
      <Photo photo="/photo-1-a" alt="Own" layout="half" />
      <Photo photo="/photo-unreached-2" alt="Offline" layout="half" />
    </>,
  )
  const own = screen.getByRole('img', { name: 'Own' })
  expect(own.getAttribute('src')).toMatch(/^\/repo\/assets\/photos\/photo-1-a-640\.\w+\.webp$/)
  const avif = offered(container.querySelector('source')?.getAttribute('srcset'))
  for (const [format, urls] of [
    ['avif', avif],
    ['webp', offered(own.getAttribute('srcset'))],
  ] as const) {
    expect(urls.length, format).toBeGreaterThan(1)
    for (const url of urls) expect(url).toMatch(new RegExp(`^/repo/assets/photos/photo-1-a-\\d+\\.\\w+\\.${format}$`))
  }
  const offline = screen.getByRole('img', { name: 'Offline' })
  expect(offline).toHaveAttribute('src', `${UNREACHED_STOCK_HOST}/photo-unreached-2?w=640`)
  const linked = offered(offline.getAttribute('srcset'))
  expect(linked.length).toBeGreaterThan(1)
  for (const url of linked) expect(url).toMatch(new RegExp(`^${UNREACHED_STOCK_HOST}/photo-unreached-2\\?w=\\d+$`))
})
