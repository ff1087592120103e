import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { pages } from '#app/content/page-list'
import { UNREACHED_STOCK_HOST } from '../../../tests/support/stand-in-photos'
import { Photo } from './photo'

const hero = pages.home.copy.hero.imageUrl

test('visitor gets the photo from the site itself, AVIF where the browser takes it, else WebP, lazily', () => {
  const { container } = render(<Photo photo={hero} alt="A team at work" layout="card" />)
  const image = screen.getByRole('img', { name: 'A team at work' })
  const avif = container.querySelector('picture > source[type="image/avif"]')
  expect(avif?.getAttribute('srcset')).toMatch(/^\/assets\/photos\/\S+-320\.\w+\.avif 320w, /)
  expect(image.getAttribute('src')).toMatch(/^\/assets\/photos\/\S+-480\.\w+\.webp$/)
  // Its real size: the file `src` names (the first at least as wide as the card's 420 px).
  expect(image).toHaveAttribute('width', '480')
  expect(image).toHaveAttribute('height', '320')
  // Up to twice the card's width (a 2x screen), nothing wider.
  expect(image.getAttribute('srcset')).toContain('800w')
  expect(image.getAttribute('srcset')).not.toContain('1024w')
  expect(image).toHaveAttribute('loading', 'lazy')
  expect(image).toHaveAttribute('decoding', 'async')
  expect(image).not.toHaveAttribute('fetchpriority')
  expect(image.closest('div')).toHaveClass('aspect-[3/2]', 'bg-slate-200')
})

test('the page’s largest photo loads eagerly with high fetch priority', () => {
  render(<Photo photo={hero} alt="Hero" layout="half" priority />)
  const image = screen.getByRole('img', { name: 'Hero' })
  expect(image).toHaveAttribute('loading', 'eager')
  expect(image).toHaveAttribute('fetchpriority', 'high')
  expect(image).toHaveAttribute('width', '640')
  expect(image.closest('div')).toHaveClass('aspect-[4/3]')
})

test('a stock photo the build could not download is linked at the stock host, as one image', () => {
  const { container } = render(<Photo photo="/photo-unreached-1" alt="Offline" layout="half" />)
  expect(container.querySelectorAll('source')).toHaveLength(0)
  expect(screen.getByRole('img', { name: 'Offline' })).toHaveAttribute(
    'src',
    `${UNREACHED_STOCK_HOST}/photo-unreached-1?w=640`,
  )
})

test('a photo the build did not prepare is an error, not a broken image', () => {
  expect(() => render(<Photo photo="/photo-never-prepared" alt="x" layout="card" />)).toThrow(/photo-never-prepared/)
})
