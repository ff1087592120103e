/**
 * Vite plugin: replaces each module in app/content/replaced-at-build/ with the checked data it reads from
 * content/, so the browser bundle carries plain data and none of the Markdown/YAML parsers, and an
 * invalid content file fails the build with the file and field named (app/content/read-content.ts).
 */
import type { Plugin, ViteDevServer } from 'vite'
import { adviseWhenBuilding } from '../../app/config/owner-advice.ts'
import {
  type ContentSettings,
  contentSettingsOf,
  isContentModuleName,
  readContent,
} from '../../app/content/read-content.ts'

import { configurationOf } from './configuration-plugin.ts'

const COLLECTION_MODULE = /\/app\/content\/replaced-at-build\/([a-z-]+)\.ts$/

function reloadOnContentChange(server: ViteDevServer, dir: string) {
  server.watcher.add(dir)
  const reload = (file: string) => {
    if (!file.startsWith(dir)) return
    for (const module of server.moduleGraph.idToModuleMap.values()) {
      if (module.id && COLLECTION_MODULE.test(module.id)) server.moduleGraph.invalidateModule(module)
    }
    server.ws.send({ type: 'full-reload' })
  }
  server.watcher.on('add', reload).on('change', reload).on('unlink', reload)
}

/** Needs configurationPlugin() in the same config: the content folder and legal placeholders come from it. */
export function contentCollections(): Plugin {
  let content: ContentSettings | undefined
  let building = false
  return {
    name: 'content-collections',
    enforce: 'pre',
    configResolved(config) {
      const configuration = configurationOf(config)
      building = config.command === 'build'
      const settings = contentSettingsOf(configuration, config.root)
      // `npm run dev` shows drafts and scheduled articles, marked, as a PREVIEW=1 build does.
      const preview = settings.publishing.preview || config.command === 'serve'
      content = { ...settings, publishing: { ...settings.publishing, preview } }
    },
    configureServer(server) {
      if (content) reloadOnContentChange(server, content.contentDir)
    },
    transform(code, id) {
      const name = COLLECTION_MODULE.exec(id)?.[1]
      // The photos, brand-assets and icons modules are filled by ./photos-plugin.ts, ./brand-plugin.ts
      // and ./icons-plugin.ts; they are here so that a content change reloads them.
      if (name === undefined || name === 'photos' || name === 'brand-assets' || name === 'icons') return null
      // Each collection module is one line, `export const entries = readContent('<its file name>')`,
      // so that Node (tests, route config) and the bundle see the same data.
      if (!isContentModuleName(name) || !code.includes(`export const entries = readContent('${name}')`)) {
        this.error(`${id} must be exactly: export const entries = readContent('${name}')`)
      }
      const entries = adviseWhenBuilding(building, () => readContent(name, content))
      return { code: `export const entries = ${JSON.stringify(entries)}\n`, map: null }
    },
  }
}
