import { render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { entries } from '#app/content/replaced-at-build/photos'
import { Photo } from './photo'

// A project site (https://owner.github.io/repo): the configuration the build would replace, with its path.
vi.mock('#app/config/configuration', async (original) => {
  const actual = await original<typeof import('#app/config/configuration')>()
  return { ...actual, site: { ...actual.site, url: 'https://owner.github.io/repo' } }
})

const sized = (url: (width: number) => string) =>
  [320, 640].map((width) => ({ url: url(width), width, height: width / 2 }))

test('on a project site, the site’s own photo files are under its path and a photo linked at the stock host is not', () => {
  entries['/photo-own'] = {
    formats: [
      { type: 'image/avif', files: sized((width) => `/assets/photos/own-${width}.h.avif`) },
      { type: 'image/webp', files: sized((width) => `/assets/photos/own-${width}.h.webp`) },
    ],
  }
  const stock = (width: number) => `https://images.unsplash.com/photo-offline?w=${width}&q=80`
  entries['/photo-offline'] = { formats: [{ files: sized(stock) }], remoteOrigin: 'https://images.unsplash.com' }

  const { container } = render(
    <>
      <Photo photo="/photo-own" alt="Own" layout="half" />
      <Photo photo="/photo-offline" alt="Offline" layout="half" />
    </>,
  )
  expect(screen.getByRole('img', { name: 'Own' })).toHaveAttribute('src', '/repo/assets/photos/own-640.h.webp')
  expect(container.querySelector('source')?.getAttribute('srcset')).toBe(
    '/repo/assets/photos/own-320.h.avif 320w, /repo/assets/photos/own-640.h.avif 640w',
  )
  const offline = screen.getByRole('img', { name: 'Offline' })
  expect(offline).toHaveAttribute('src', stock(640))
  expect(offline).toHaveAttribute('srcset', `${stock(320)} 320w, ${stock(640)} 640w`)
})
