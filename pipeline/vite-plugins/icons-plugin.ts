/**
 * Vite plugin: replaces app/content/replaced-at-build/icons.ts with a module that imports only the
 * Lucide icons the content names (app/content/icon-uses.ts), each from lucide-react's own file for
 * that icon. The pages draw them as inline SVG when they are prerendered, and no bundle carries an
 * icon the content does not use. The names were checked when the content was read
 * (app/content/icon-schema.ts).
 */
import type { Plugin } from 'vite'
import { loadConfiguration } from '../../app/config/read-environment.ts'
import { readIconNames } from '../../app/content/icon-uses.ts'
import { type ContentSettings, contentSettingsOf } from '../../app/content/read-content.ts'
import { configurationOf } from './configuration-plugin.ts'

const ICONS_MODULE = /\/app\/content\/replaced-at-build\/icons\.ts$/
const EXPECTED = 'export function iconNamed(name: string): LucideIcon | undefined'

/** Where lucide-react keeps the icon of this name, alone. */
const iconFile = (name: string) => `lucide-react/icons/${name}`

/** The module for these icon names: one import each, and a lookup by name. */
export function iconsModule(names: readonly string[]): string {
  const imports = names.map((name, index) => `import Icon${index} from ${JSON.stringify(iconFile(name))}`)
  const entries = names.map((name, index) => `${JSON.stringify(name)}: Icon${index}`)
  return `${imports.join('\n')}
const icons = { ${entries.join(', ')} }
export function iconNamed(name) {
  return Object.hasOwn(icons, name) ? icons[name] : undefined
}
`
}

/** Needs configurationPlugin() in the same config: the content folder comes from it. */
export function iconsPlugin(): Plugin {
  let content: ContentSettings | undefined
  return {
    name: 'content-icons',
    enforce: 'pre',
    // `npm run dev`: Vite's optimizer cannot see the imports this module gets only when transformed, so
    // it is told them up front; else it met them on the first visit, bundled again and reloaded the page.
    config(userConfig, { command, mode }) {
      if (command !== 'serve') return
      // Content the checks refuse is told to the owner where it always is, with advice and no stack
      // (react-router.config.ts): here it only means the optimizer is told nothing.
      try {
        const root = userConfig.root ?? process.cwd()
        const settings = contentSettingsOf(loadConfiguration(mode, root), root)
        const names = readIconNames({ ...settings, publishing: { ...settings.publishing, preview: true } })
        return { optimizeDeps: { include: names.map(iconFile) } }
      } catch {
        return undefined
      }
    },
    configResolved(config) {
      const settings = contentSettingsOf(configurationOf(config), config.root)
      // `npm run dev` shows drafts, as the content plugin does, so their icons are drawn too.
      const preview = settings.publishing.preview || config.command === 'serve'
      content = { ...settings, publishing: { ...settings.publishing, preview } }
    },
    transform(code, id) {
      if (!ICONS_MODULE.test(id)) return null
      if (!code.includes(EXPECTED)) this.error(`${id} must export: ${EXPECTED}`)
      if (!content) this.error('The icons are read once Vite has resolved its config')
      return { code: iconsModule(readIconNames(content)), map: null }
    },
  }
}
