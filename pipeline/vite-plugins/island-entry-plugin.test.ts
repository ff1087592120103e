import { expect, test } from 'vitest'
import { islandUrlFromManifest } from './island-entry-plugin'
import { ISLAND_SOURCE } from './island-source.ts'

test('the island URL is its entry file in the client build manifest, under the base path', () => {
  const manifest = {
    [ISLAND_SOURCE]: { file: 'assets/contact-island.client-abc123.js', isEntry: true },
    'app/root.tsx': { file: 'assets/root-def456.js', isEntry: true },
  }
  expect(islandUrlFromManifest(manifest)).toBe('/assets/contact-island.client-abc123.js')
  expect(islandUrlFromManifest(manifest, '/site/')).toBe('/site/assets/contact-island.client-abc123.js')
})

test('a build whose manifest lacks the island entry fails instead of printing a dead loader', () => {
  expect(() => islandUrlFromManifest({})).toThrow(ISLAND_SOURCE)
  expect(() => islandUrlFromManifest({ [ISLAND_SOURCE]: { file: 'assets/shared-chunk.js' } })).toThrow()
})
