/**
 * Vite plugin: the brand. Once per build it makes the checked palette of the owner's colours
 * (app/styles/brand-contrast.ts; a colour that cannot pass stops the build here, naming the pair)
 * and appends its tokens to app/styles/app.css before Tailwind reads it (app/styles/brand-css.ts);
 * it prepares the favicon, app icons and logo files (../brand/prepare-brand-assets.ts) and fills
 * app/content/replaced-at-build/brand-assets.ts with what the pages need to show the logo. The
 * build steps take the same files (`brandAssetsOf`): publishBrandAssets copies them into the build.
 * `npm run dev` serves them from the cache and follows a change of content/settings.yaml.
 */
import { createReadStream } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import type { BrandSettings } from '../../app/config/configuration-schema.ts'
import { adviseWhenBuilding } from '../../app/config/owner-advice.ts'
import { SETTINGS_FILE } from '../../app/config/settings-file.ts'
import { brandPalette } from '../../app/styles/brand-contrast.ts'
import { brandCss } from '../../app/styles/brand-css.ts'
import { type BrandAssets, prepareBrandAssets } from '../brand/prepare-brand-assets.ts'
import { configurationOf } from './configuration-plugin.ts'

const NAME = 'brand'
const STYLESHEET = /\/app\/styles\/app\.css(\?.*)?$/
const ASSETS_MODULE = /\/app\/content\/replaced-at-build\/brand-assets\.ts$/
const EXPECTED = 'export const entries: BrandPage ='

type BrandApi = { assets: () => Promise<BrandAssets> }

/** Logged once per build, however many times React Router loads this plugin (as ./configuration-plugin.ts does). */
const LOGGED = Symbol.for('brand-palette-logged')
const marks = globalThis as { [LOGGED]?: boolean }

function timed<Result>(name: string, work: () => Result, summary: (result: Result) => string): Result {
  const started = performance.now()
  const result = work()
  if (!marks[LOGGED]) console.log(`  ${name} (${Math.round(performance.now() - started)} ms): ${summary(result)}`)
  marks[LOGGED] = true
  return result
}

/** Needs configurationPlugin() in the same config: the colours, logo and content folder come from it. */
export function brandPlugin(): Plugin<BrandApi> {
  let brand: BrandSettings | undefined
  let contentDir = ''
  let css = ''
  let serving = false
  let assets: Promise<BrandAssets> | undefined
  const prepare = () => {
    if (!brand) throw new Error('The brand is prepared once Vite has resolved its config')
    const settings = brand
    assets = (async () => {
      const started = performance.now()
      const prepared = await prepareBrandAssets({ brand: settings, contentDir, cacheDir: resolve('.cache/brand') })
      console.log(`  prepareBrandAssets (${Math.round(performance.now() - started)} ms): ${prepared.summary}`)
      return prepared.assets
    })()
    return assets
  }
  const makeCss = () => {
    const settings = brand
    if (!settings) throw new Error('The brand is read once Vite has resolved its config')
    css = timed(
      'brandPalette',
      () => brandCss(brandPalette(settings.brandColour, settings.accentColour)),
      () =>
        `every shade from ${settings.brandColour}${settings.accentColour ? ` and ${settings.accentColour}` : ''}, contrast checked in both schemes`,
    )
  }
  return {
    name: NAME,
    enforce: 'pre',
    configResolved(config) {
      const configuration = configurationOf(config)
      serving = config.command === 'serve'
      brand = configuration.brand
      contentDir = resolve(config.root, configuration.build.contentDir)
      adviseWhenBuilding(!serving, makeCss)
    },
    async buildStart() {
      // Each environment (client, server) starts the build: the files are prepared for the first.
      if (!serving) await adviseWhenBuilding(true, () => assets ?? prepare())
    },
    configureServer(server) {
      // The configuration is read when Vite resolves its config: a new settings file needs a new one.
      const settingsFile = join(contentDir, SETTINGS_FILE)
      server.watcher.add(settingsFile)
      server.watcher.on('change', (file) => {
        if (file === settingsFile) void server.restart()
      })
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        const file = (await (assets ?? prepare())).files.find((candidate) => candidate.url === path)
        if (!file) return next()
        response.setHeader('Content-Type', file.contentType)
        createReadStream(file.cacheFile).pipe(response)
      })
    },
    transform: {
      filter: { id: [STYLESHEET, ASSETS_MODULE] },
      async handler(code, id) {
        // `app.css?url` is the module that names the stylesheet's file, not the stylesheet.
        if (STYLESHEET.test(id)) return /[?&](url|raw)\b/.test(id) ? null : { code: `${code}\n${css}`, map: null }
        if (!code.includes(EXPECTED)) this.error(`${id} must say: ${EXPECTED}`)
        const { page } = await (serving || !assets ? prepare() : assets)
        return { code: `export const entries = ${JSON.stringify(page)}\n`, map: null }
      },
    },
    api: { assets: () => assets ?? prepare() },
  }
}

/** The brand files the build prepared, from a resolved Vite config that lists brandPlugin(). */
export function brandAssetsOf(config: ResolvedConfig): Promise<BrandAssets> {
  const plugin = config.plugins.find((candidate) => candidate.name === NAME) as Plugin<BrandApi> | undefined
  if (!plugin?.api) throw new Error('vite.config.ts must list brandPlugin()')
  return plugin.api.assets()
}
