import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { StockImage, stockImageSrcSet, stockImageUrl } from './stock-image'

test('builds host URLs with the width parameter', () => {
  expect(stockImageUrl('/photo-1', 640, 'https://img.test')).toBe(
    'https://img.test/photo-1?auto=format&fit=crop&w=640&q=75',
  )
  expect(stockImageSrcSet('/photo-1', 320, 'https://img.test')).toBe(
    [320, 480, 640].map((w) => `https://img.test/photo-1?auto=format&fit=crop&w=${w}&q=75 ${w}w`).join(', '),
  )
})

test('visitor gets a lazily loaded image with alt text and intrinsic size', () => {
  render(<StockImage src="/photo-1" alt="A team at work" width={400} sizes="100vw" />)
  const image = screen.getByRole('img', { name: 'A team at work' })
  expect(image).toHaveAttribute('width', '400')
  expect(image).toHaveAttribute('height', '267')
  expect(image).toHaveAttribute('loading', 'lazy')
  expect(image).toHaveAttribute('decoding', 'async')
  expect(image).not.toHaveAttribute('fetchpriority')
  expect(image.getAttribute('srcset')).toContain('800w')
  expect(image.parentElement).toHaveClass('aspect-[3/2]', 'bg-slate-200')
})

test('the priority image loads eagerly with high fetch priority', () => {
  render(<StockImage src="/photo-1" alt="Hero" width={640} ratio="standard" sizes="50vw" priority />)
  const image = screen.getByRole('img', { name: 'Hero' })
  expect(image).toHaveAttribute('loading', 'eager')
  expect(image).toHaveAttribute('fetchpriority', 'high')
  expect(image).toHaveAttribute('height', '480')
})
