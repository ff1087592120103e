// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { pageSchemas, SimplePageSchema } from '../../app/content/page-copy-schemas'
import { SAMPLE_CONTENT_DIR } from '../../tests/support/test-environment'
import { pageCopyCollection } from './editor-page-copy'

let root = ''
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
})

const formOf = (name: string) => {
  const collection = pageCopyCollection(SAMPLE_CONTENT_DIR)
  return 'files' in collection ? collection.files.find((file) => file.name === name) : undefined
}

test('each page’s form has the fields of its schema, titled by the page’s name', () => {
  for (const name of Object.keys(pageSchemas) as (keyof typeof pageSchemas)[]) {
    const form = formOf(name)
    expect(form?.file).toBe(`content/pages/${name}.yaml`)
    expect(form?.fields.map((field) => field.name)).toEqual(Object.keys(pageSchemas[name].shape))
  }
})

test('a page file without a schema of its own gets the simple page’s form; long copy a box of several lines', () => {
  root = mkdtempSync(join(tmpdir(), 'page-copy-'))
  mkdirSync(join(root, 'pages'), { recursive: true })
  writeFileSync(
    join(root, 'pages', 'careers.yaml'),
    `name: Careers\nheading: Work with us\ndescription: ${'Long enough. '.repeat(5)}\nintro: ${'A long introduction. '.repeat(6)}\n`,
  )
  const collection = pageCopyCollection(root)
  const careers = 'files' in collection ? collection.files.find((file) => file.name === 'careers') : undefined
  expect(careers?.label).toBe('Careers')
  expect(careers?.fields.map((field) => field.name)).toEqual(Object.keys(SimplePageSchema.shape))
  expect(careers?.fields.find((field) => field.name === 'intro')?.widget).toBe('text')
  expect(careers?.fields.find((field) => field.name === 'heading')?.widget).toBe('string')
  // A list with a default may be left empty, as the schema allows.
  expect(careers?.fields.find((field) => field.name === 'sections')?.required).toBe(false)
})
