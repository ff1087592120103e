// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { pageSchemas } from '../../app/content/page-copy-schemas'
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

test('long copy gets a box of several lines; a list of sections with a default may be left empty', () => {
  root = mkdtempSync(join(tmpdir(), 'page-copy-'))
  mkdirSync(join(root, 'pages'), { recursive: true })
  writeFileSync(join(root, 'pages', 'about.yaml'), `name: Who we are\nintro: ${'A long introduction. '.repeat(6)}\n`)
  const collection = pageCopyCollection(root)
  const about = 'files' in collection ? collection.files.find((file) => file.name === 'about') : undefined
  expect(about?.label).toBe('Who we are')
  expect(about?.fields.find((field) => field.name === 'intro')?.widget).toBe('text')
  expect(about?.fields.find((field) => field.name === 'heading')?.widget).toBe('string')
  expect(about?.fields.find((field) => field.name === 'sections')?.required).toBe(false)
})
