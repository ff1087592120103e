import { vi } from 'vitest'

// The build fills this module with the photos it prepared (pipeline/vite-plugins/photos-plugin.ts); unit
// tests render the same components with stand-ins of the same shape.
vi.mock('#app/content/replaced-at-build/photos', async () => {
  const { standInPhotos } = await import('./stand-in-photos')
  return { entries: standInPhotos() }
})
