import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { scratchContentCopies } from '../../tests/support/scratch-content'
import { contentSettings } from './read-content'
import { readRedirectEntries } from './read-redirects'

const scratchContent = scratchContentCopies()

/** Adds lines to a YAML file, or to the front matter of a Markdown one. */
function addFrontMatter(file: string, lines: string) {
  const source = readFileSync(file, 'utf8')
  writeFileSync(file, file.endsWith('.md') ? source.replace(/^---\n/, `---\n${lines}\n`) : `${lines}\n${source}`)
}

test('the owner’s list and every renamed entry’s old addresses, each naming the file and entry that says so', () => {
  const dir = scratchContent()
  writeFileSync(join(dir, 'redirects.yaml'), 'redirects:\n  - from: /blog\n    to: /insights\n')
  addFrontMatter(join(dir, 'services', 'ai-automation.yaml'), 'redirectFrom: [/services/ai, /automation]')
  const entries = readRedirectEntries(contentSettings())
  expect(entries).toContainEqual({
    from: '/blog',
    to: '/insights',
    source: expect.stringMatching(/redirects\.yaml, redirects › item 1$/),
    label: 'Redirects',
  })
  expect(entries).toContainEqual({
    from: '/automation',
    to: '/services/ai-automation',
    source: expect.stringMatching(/services\/ai-automation\.yaml, redirectFrom › item 2$/),
    label: 'Old addresses',
  })
})

test('a case study’s old address leads to the case studies page; a draft’s old addresses wait for it', () => {
  const dir = scratchContent()
  addFrontMatter(join(dir, 'case-studies', 'saas-digital.yaml'), 'redirectFrom: [/work/saas]')
  addFrontMatter(join(dir, 'services', 'digital-strategy.yaml'), 'draft: true\nredirectFrom: [/digital]')
  const entries = readRedirectEntries(contentSettings())
  expect(entries).toContainEqual(expect.objectContaining({ from: '/work/saas', to: '/case-studies' }))
  expect(entries.map((entry) => entry.from)).not.toContain('/digital')
})

test('an old address with characters a host cannot take stops the build, naming the file and the entry', () => {
  const dir = scratchContent()
  addFrontMatter(join(dir, 'services', 'ai-automation.yaml'), "redirectFrom: ['/ai services']")
  expect(() => readRedirectEntries(contentSettings())).toThrow(
    /ai-automation\.yaml:\n\s+- redirectFrom › item 1: must be a path/,
  )
  writeFileSync(join(dir, 'redirects.yaml'), 'redirects:\n  - from: /old\n    to: "https://example.org/a b"\n')
  expect(() => readRedirectEntries(contentSettings())).toThrow(
    /redirects\.yaml:\n\s+- redirects › item 1 › to: must be a page/,
  )
})

test('without content/redirects.yaml there are only the renamed entries’ old addresses', () => {
  rmSync(join(scratchContent(), 'redirects.yaml'))
  expect(readRedirectEntries(contentSettings()).every((entry) => entry.source.includes('redirectFrom'))).toBe(true)
})
