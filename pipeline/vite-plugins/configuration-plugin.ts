/**
 * Vite plugin: reads the environment once per build (app/config/read-environment.ts) and replaces
 * app/config/configuration.ts with the public part as plain data, so the bundle carries no parser
 * and Node (tests) sees the same values by running that module. The other plugins and the build
 * steps take the same object from here (`configurationOf`), never reading the environment again.
 * Vite's `base` is the site's base path, from the same configuration.
 */
import type { Plugin, ResolvedConfig } from 'vite'
import { basePathOf } from '../../app/config/base-path.ts'
import type { Configuration } from '../../app/config/configuration-schema.ts'
import { adviseWhenBuilding } from '../../app/config/owner-advice.ts'
import { loadConfiguration } from '../../app/config/read-environment.ts'
import { settingsReport } from '../../app/config/setting-sources.ts'

const NAME = 'configuration'
const CONFIGURATION_MODULE = /\/app\/config\/configuration\.ts$/
const EXPECTED = 'export const { site, analytics } = loadConfiguration()'

type ConfigurationApi = { configuration: () => Configuration }

/**
 * The settings are reported once per build, however many times React Router loads this plugin and
 * Vite resolves its config: a mark on the process, not on this module.
 */
const REPORTED = Symbol.for('site-settings-reported')
const marks = globalThis as { [REPORTED]?: boolean }

export function configurationPlugin(): Plugin<ConfigurationApi> {
  let configuration: Configuration | undefined
  const read = () => {
    if (!configuration) throw new Error('The configuration is read when Vite resolves its config, not before')
    return configuration
  }
  return {
    name: NAME,
    enforce: 'pre',
    // Vite's `base` comes from the site's address, as React Router's `basename` does
    // (react-router.config.ts): a project site's assets load from under its path.
    config(userConfig, env) {
      const load = () => loadConfiguration(env.mode, userConfig.root ?? process.cwd())
      const { site } = adviseWhenBuilding(env.command === 'build', load)
      return { base: `${basePathOf(site.url)}/` }
    },
    configResolved(config) {
      configuration = adviseWhenBuilding(config.command === 'build', () => loadConfiguration(config.mode, config.root))
      if (!marks[REPORTED]) {
        marks[REPORTED] = true
        // Which value won for each setting a variable may override: the owner sees a preview's address here.
        console.log(
          [
            '  Settings (content/settings.yaml; a variable set for the build wins):',
            ...settingsReport(configuration.sources),
          ].join('\n'),
        )
      }
    },
    transform(code, id) {
      if (!CONFIGURATION_MODULE.test(id)) return null
      // The module's Node body must stay what this replaces, or Node and the bundle could differ.
      if (!code.includes(EXPECTED)) this.error(`${id} must end with: ${EXPECTED}`)
      const { site, analytics } = read()
      const values = [
        `export const site = ${JSON.stringify(site)}`,
        `export const analytics = ${analytics ? JSON.stringify(analytics) : 'undefined'}`,
      ]
      return { code: `${values.join('\n')}\n`, map: null }
    },
    api: { configuration: read },
  }
}

/** The configuration the build read, from a resolved Vite config that lists configurationPlugin(). */
export function configurationOf(config: ResolvedConfig): Configuration {
  const plugin = config.plugins.find((candidate) => candidate.name === NAME) as Plugin<ConfigurationApi> | undefined
  if (!plugin?.api) throw new Error('vite.config.ts must list configurationPlugin()')
  return plugin.api.configuration()
}
