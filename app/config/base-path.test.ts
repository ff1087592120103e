import { expect, test } from 'vitest'
import { basePathOf, homeAddress, underBasePath } from './base-path'

test('a project site’s own paths go under its base path; another site’s full address never does', () => {
  const basePath = basePathOf('https://owner.github.io/repo')
  expect(underBasePath(basePath, '/assets/photos/team-640.abc.webp')).toBe('/repo/assets/photos/team-640.abc.webp')
  expect(underBasePath(basePath, '/favicon.svg')).toBe('/repo/favicon.svg')
  // A stock photo the build linked at its host (pipeline/photos/prepare-photos.ts), as it was linked.
  const stock = 'https://images.unsplash.com/photo-1485827404703-89b55fcc595e?w=640&q=80&auto=format&fit=crop'
  expect(underBasePath(basePath, stock)).toBe(stock)
  expect(underBasePath(basePath, 'http://127.0.0.1:4630/photo-1?w=320')).toBe('http://127.0.0.1:4630/photo-1?w=320')
  expect(underBasePath(basePath, '//cdn.example.com/x.png')).toBe('//cdn.example.com/x.png')
  // At the root of a domain nothing changes.
  expect(underBasePath('', '/favicon.svg')).toBe('/favicon.svg')
  expect(homeAddress('https://owner.github.io/repo')).toBe('https://owner.github.io/repo/')
})
