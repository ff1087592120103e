/**
 * Vite plugin: prepares the photos (../photos/prepare-photos.ts) once per build, before any page
 * renders, and replaces app/content/replaced-at-build/photos.ts with what the pages need to show them.
 * The build steps after prerendering take the same result (`photosOf`): publishPhotos copies the
 * files into the build, the serving rules allow the stock host only if a photo is linked there.
 * `npm run dev` prepares them again whenever content changes and serves the files from the cache.
 */
import { createReadStream } from 'node:fs'
import type { Plugin, ResolvedConfig } from 'vite'
import { adviseWhenBuilding, warnOwner } from '../../app/config/owner-advice.ts'
import {
  PHOTOS_URL_PATH,
  type PhotoSettings,
  type PreparedPhotos,
  photoSettings,
  preparePhotos,
} from '../photos/prepare-photos.ts'
import { configurationOf } from './configuration-plugin.ts'

const NAME = 'photos'
const PHOTOS_MODULE = /\/app\/content\/replaced-at-build\/photos\.ts$/
const EXPECTED = 'export const entries: Record<string, PreparedPhoto> = {}'
const CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' }

type PhotosApi = { photos: () => Promise<PreparedPhotos> }

/** Prepares the photos and logs what it took; under `npm run dev` also what the owner should know (a build says it at its end). */
async function prepareAndLog(settings: PhotoSettings, serving: boolean): Promise<PreparedPhotos> {
  const started = performance.now()
  const prepared = await preparePhotos(settings)
  const { photos, downloaded, encoded, files, remote } = prepared.summary
  const linked = remote > 0 ? `, ${remote} linked at the stock host` : ''
  console.log(
    `  preparePhotos (${Math.round(performance.now() - started)} ms): ${photos} photos, ${downloaded} downloaded, ${encoded} of ${files} files encoded${linked}`,
  )
  if (serving) warnOwner(prepared.warnings)
  return prepared
}

/** Needs configurationPlugin() in the same config: the content folder, stock host and cache come from it. */
export function photosPlugin(): Plugin<PhotosApi> {
  let settings: PhotoSettings | undefined
  let serving = false
  let servedAt = PHOTOS_URL_PATH
  let prepared: Promise<PreparedPhotos> | undefined
  const prepare = () => {
    if (!settings) throw new Error('The photos are prepared once Vite has resolved its config')
    prepared = prepareAndLog(settings, serving)
    return prepared
  }
  return {
    name: NAME,
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve'
      // A site under a path asks for its photos there (app/utils/site-path.ts).
      servedAt = `${config.base.replace(/\/$/, '')}${PHOTOS_URL_PATH}`
      const found = photoSettings(configurationOf(config), config.root)
      // `npm run dev` shows drafts, as the content plugin does, so their photos are prepared too.
      const publishing = { ...found.content.publishing, preview: found.content.publishing.preview || serving }
      settings = { ...found, content: { ...found.content, publishing } }
    },
    async buildStart() {
      // Each environment (client, server) starts the build: the photos are prepared for the first.
      if (!serving) await adviseWhenBuilding(true, () => prepared ?? prepare())
    },
    configureServer(server) {
      server.middlewares.use(servedAt, async (request, response, next) => {
        const url = `${PHOTOS_URL_PATH}${request.url?.split('?')[0] ?? ''}`
        const file = (await (prepared ?? prepare())).files.find((candidate) => candidate.url === url)
        if (!file) return next()
        response.setHeader('Content-Type', CONTENT_TYPES[url.split('.').at(-1) ?? ''] ?? 'application/octet-stream')
        createReadStream(file.cacheFile).pipe(response)
      })
    },
    async transform(code, id) {
      if (!PHOTOS_MODULE.test(id)) return null
      if (!code.includes(EXPECTED)) this.error(`${id} must say: ${EXPECTED}`)
      // In development the content plugin reloads this module whenever content changes: prepare again.
      const { photos } = await (serving || !prepared ? prepare() : prepared)
      return { code: `export const entries = ${JSON.stringify(photos)}\n`, map: null }
    },
    api: { photos: () => prepared ?? prepare() },
  }
}

/** The photos the build prepared, from a resolved Vite config that lists photosPlugin(). */
export function photosOf(config: ResolvedConfig): Promise<PreparedPhotos> {
  const plugin = config.plugins.find((candidate) => candidate.name === NAME) as Plugin<PhotosApi> | undefined
  if (!plugin?.api) throw new Error('vite.config.ts must list photosPlugin()')
  return plugin.api.photos()
}
