/**
 * /admin/preview.js as `npm run editor` serves it: made in a process that loads the source through
 * tsx, as `npm run editor` does (its keepNames helper once leaked into the script: "__name is not
 * defined"), then run as the editor's page runs it, with nothing but `window` to use.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { childEnvironment } from '../../tests/support/test-environment'
import type { PreviewHost, PreviewProps } from './editor-preview'

const STYLESHEET = '/assets/app-5678.css'

/** The script as a process running under tsx writes it for a built site that links STYLESHEET. */
function scriptUnderTsx(forms: { name: string; fields: { name: string }[] }[]): string {
  const built = mkdtempSync(join(tmpdir(), 'preview-script-'))
  try {
    mkdirSync(join(built, 'client'))
    writeFileSync(join(built, 'client', 'index.html'), `<link rel="stylesheet" href="${STYLESHEET}">`)
    const make = [
      "import { previewScript } from './pipeline/editor/preview-script.ts'",
      'const [clientDir, forms] = process.argv.slice(1)',
      "process.stdout.write(await previewScript(clientDir, JSON.parse(forms), { serviceCount: 'three' }))",
    ].join('\n')
    return execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', make, join(built, 'client'), JSON.stringify(forms)],
      { env: childEnvironment(), encoding: 'utf8' },
    )
  } finally {
    rmSync(built, { recursive: true, force: true })
  }
}

test('npm run editor’s preview.js runs in the editor’s page: the site’s stylesheet, and each entry in the site’s classes', () => {
  const script = scriptUnderTsx([
    { name: 'services', fields: ['title', 'description', 'features', 'process'].map((name) => ({ name })) },
  ])
  const templates = new Map<string, (props: PreviewProps) => unknown>()
  const styles: string[] = []
  const host: PreviewHost = {
    CMS: {
      registerPreviewStyle: (url) => styles.push(url),
      registerPreviewTemplate: (name, component) => templates.set(name, component),
    },
    h: createElement as PreviewHost['h'],
  }
  // A context of its own: the script finds no helper this test process happens to define.
  runInNewContext(script, { window: host })
  expect(styles).toEqual([STYLESHEET])
  const template = templates.get('services')
  if (!template) throw new Error('no template for services')
  const entry = {
    title: 'Cloud moves',
    description: 'For {serviceCount} teams',
    features: ['Less to run'],
    process: [{ title: 'Listen', description: 'First' }],
  }
  const page = renderToStaticMarkup(
    template({
      entry: { get: () => ({ toJS: () => entry }) },
      widgetFor: () => null,
    }) as Parameters<typeof renderToStaticMarkup>[0],
  )
  expect(page).toMatch(/<h1 class="[^"]*text-3xl font-bold[^"]*">Cloud moves<\/h1>/)
  expect(page).toContain('from-brand-950')
  expect(page).toContain('Less to run')
  expect(page).toContain('For three teams')
})
