import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ConfigEnv, UserConfig } from 'vite'
import { expect, test } from 'vitest'
import { scratchContentCopies } from '../../tests/support/scratch-content'
import { iconsModule, iconsPlugin } from './icons-plugin'

test('the icons module imports each named icon from its own file of lucide-react, and no other', () => {
  const code = iconsModule(['cloud', 'shield-check'])
  expect(code.match(/^import .*$/gm)).toEqual([
    'import Icon0 from "lucide-react/icons/cloud"',
    'import Icon1 from "lucide-react/icons/shield-check"',
  ])
  expect(code).toContain('const icons = { "cloud": Icon0, "shield-check": Icon1 }')
  expect(code).not.toMatch(/from "lucide-react"/)
})

/** The plugin's `config` hook as Vite calls it, from the project's root. */
function configFor(command: ConfigEnv['command']) {
  const hook = iconsPlugin().config as (config: UserConfig, env: ConfigEnv) => UserConfig | undefined
  return hook({ root: process.cwd() }, { command, mode: 'development' })
}

const scratchContent = scratchContentCopies()

/** Gives the first service of a scratch copy of the sample this icon. */
function firstServiceIcon(icon: string) {
  const dir = join(scratchContent(), 'services')
  const file = join(dir, readdirSync(dir).filter((name) => name.endsWith('.yaml'))[0] ?? '')
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^icon: .*$/m, `icon: ${icon}`))
}

test('npm run dev tells Vite’s optimizer the icons the content names, which a build does not need', () => {
  firstServiceIcon('anchor')
  expect(configFor('serve')?.optimizeDeps?.include).toContain('lucide-react/icons/anchor')
  expect(configFor('build')).toBeUndefined()
})

test('content the checks refuse tells the optimizer nothing, and throws nothing: the owner’s advice comes from the content check', () => {
  firstServiceIcon('not-an-icon-name')
  expect(configFor('serve')).toBeUndefined()
})
