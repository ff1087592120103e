// @vitest-environment node
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'
import { SAMPLE_CONTENT_DIR } from '../../tests/support/test-environment'
import { loadConfiguration, readEnvironment } from './read-environment.ts'

const roots: string[] = []
afterEach(() => {
  vi.unstubAllEnvs()
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A checkout of its own: the sample content as content/, and the .env files given. */
function checkout(envFiles: Record<string, string> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'environment-'))
  roots.push(root)
  cpSync(resolve(SAMPLE_CONTENT_DIR), join(root, 'content'), { recursive: true })
  for (const [file, text] of Object.entries(envFiles)) writeFileSync(join(root, file), text)
  return root
}

test('with no .env file the environment alone is read, as Vite reads it', () => {
  vi.stubEnv('CONTENT_DIR', '')
  vi.stubEnv('VITE_SITE_URL', 'https://from-the-environment.test')
  expect(loadConfiguration('production', checkout()).site.url).toBe('https://from-the-environment.test')
})

test('the .env files of the mode are read as Vite reads them: the mode’s own and .local ones win, the environment over all', () => {
  vi.stubEnv('CONTENT_DIR', '')
  vi.stubEnv('VITE_SITE_URL', undefined)
  const root = checkout({
    '.env': 'VITE_SITE_URL=https://from-env.test\n',
    '.env.production': 'VITE_SITE_URL=https://from-env-production.test\n',
    '.env.development.local': 'VITE_SITE_URL=https://from-development-local.test\n',
  })
  expect(loadConfiguration('production', root).site.url).toBe('https://from-env-production.test')
  expect(loadConfiguration('development', root).site.url).toBe('https://from-development-local.test')
  vi.stubEnv('VITE_SITE_URL', 'https://from-the-environment.test')
  expect(loadConfiguration('production', root).site.url).toBe('https://from-the-environment.test')
})

test('reads every .env file as Vite’s own loadEnv does: variables expanded, quotes and comments included', async () => {
  vi.stubEnv('FROM_THE_SHELL', 'shell')
  // What a .env file writes to use another variable's value: ${NAME}, as a literal here.
  const root = checkout({
    '.env': 'VITE_SITE_URL=https://site.test\nSHARED=from-env # a comment\nQUOTED="two words"\n',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a .env file's own syntax
    '.env.local': 'SHARED=from-local\nPATHED=${VITE_SITE_URL}/repo\n',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a .env file's own syntax
    '.env.production': "SINGLE='kept as $SHARED'\nWITH_DEFAULT=${NOT_SET:-fallback}\nFROM_SHELL=$FROM_THE_SHELL\n",
    '.env.production.local': 'MULTI="one\ntwo"\n',
  })
  const { loadEnv } = await import('vite')
  for (const mode of ['production', 'development']) {
    expect(readEnvironment(mode, root)).toEqual(loadEnv(mode, root, ''))
  }
  expect(readEnvironment('production', root)).toMatchObject({
    PATHED: 'https://site.test/repo',
    WITH_DEFAULT: 'fallback',
  })
})
