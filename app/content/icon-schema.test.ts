// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, vi } from 'vitest'
import { ADDED_SERVICES, addTwoServices } from '../../tests/support/more-services'
import { scratchContentCopies } from '../../tests/support/scratch-content'
import { readIconNames } from './icon-uses'
import { contentSettings, readContent } from './read-content'

const scratchContent = scratchContentCopies()

// Each test reads the whole content folder more than once: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

function editFile(dir: string, file: string, change: (source: string) => string) {
  writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')))
}

test('any Lucide icon is a service’s icon by the name lucide.dev gives it', () => {
  const dir = scratchContent()
  addTwoServices(dir)
  const icons = readContent('services').map((service) => service.icon)
  expect(icons).toEqual(expect.arrayContaining(ADDED_SERVICES.map((service) => service.icon)))
})

test('an unknown icon stops the build naming the file, the field and the closest Lucide name', () => {
  const dir = scratchContent()
  editFile(dir, 'services/ai-automation.yaml', (source) => source.replace(/^icon: .*$/m, 'icon: databse'))
  expect(() => readContent('services')).toThrow(
    /ai-automation\.yaml:\n\s+- icon: "databse" is not a Lucide icon; did you mean "database"\? \(names as lucide\.dev\/icons shows them\) \(“Icon” in the editor\)/,
  )
})

test('the home intro cards and the About pillars take the same names, checked the same way', () => {
  const dir = scratchContent()
  editFile(dir, 'pages/about.yaml', (source) => source.replace(/^( {6}icon: ).*$/m, '$1clod'))
  expect(() => readContent('page-copy')).toThrow(
    /about\.yaml:\n\s+- approach › pillars › item 1 › icon: "clod" is not a Lucide icon; did you mean "cloud"\?/,
  )
  editFile(dir, 'pages/about.yaml', (source) => source.replace('icon: clod', 'icon: Cloud'))
  expect(() => readContent('page-copy')).toThrow(/icon: a Lucide name is lowercase words joined by hyphens/)
})

test('the build bundles exactly the icons the content names; a draft’s only in a preview', () => {
  const dir = scratchContent()
  const shipped = readIconNames(contentSettings())
  expect(shipped.length).toBeGreaterThan(0)
  addTwoServices(dir)
  editFile(dir, 'services/cloud-and-hosting.yaml', (source) => `${source}draft: true\n`)
  const settings = contentSettings()
  expect(readIconNames(settings)).toEqual([...shipped, 'database'].sort())
  expect(readIconNames({ ...settings, publishing: { ...settings.publishing, preview: true } })).toEqual(
    [...shipped, 'cloud', 'database'].sort(),
  )
})
