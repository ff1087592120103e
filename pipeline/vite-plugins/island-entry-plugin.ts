/**
 * Builds the contact form's island (app/features/contact/contact-island.client.tsx) as one more
 * entry of the client build, and tells the prerenderer its hashed URL through the virtual module
 * `virtual:contact-island`. This is Vite's backend integration: React Router already builds the
 * client with `build.manifest`, so the server (prerender) build reads `client/.vite/manifest.json`
 * (written before it starts) and looks the entry up by its source path.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { ISLAND_SOURCE } from './island-source.ts'

const VIRTUAL_ID = 'virtual:contact-island'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

type ManifestChunk = { file: string; isEntry?: boolean }

/** The island's URL from a client build's Vite manifest; throws when the entry is missing. */
export function islandUrlFromManifest(manifest: Record<string, ManifestChunk>, base = '/'): string {
  const chunk = manifest[ISLAND_SOURCE]
  if (!chunk?.isEntry) throw new Error(`${ISLAND_SOURCE} is not an entry of the client build's Vite manifest`)
  return `${base}${chunk.file}`
}

export function islandEntryPlugin(): Plugin {
  let config: ResolvedConfig | undefined
  return {
    name: 'contact-island-entry',
    configEnvironment(name, options, env) {
      // React Router's plugin (listed before this one) has set the client environment's inputs.
      if (env.command !== 'build' || name !== 'client') return
      const input = options.build?.rollupOptions?.input
      if (!Array.isArray(input)) throw new Error('Expected React Router to list the client build inputs')
      input.push(join(config?.root ?? process.cwd(), ISLAND_SOURCE))
    },
    configResolved(resolved) {
      config = resolved
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    load(id) {
      if (id !== RESOLVED_ID || !config) return
      const { build } = this.environment.config
      const url = (() => {
        // Development serves the source module itself.
        if (config.command === 'serve') return `/${ISLAND_SOURCE}`
        // The client build imports this too (route modules it never ships to a page): no URL there.
        if (this.environment.name === 'client') return ''
        const clientDir = join(build.outDir, '..', 'client')
        const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'))
        return islandUrlFromManifest(manifest, config.base)
      })()
      return `export default ${JSON.stringify(url)}\n`
    },
  }
}
