// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { inferField, pageCopyCollection } from './cms-page-copy'

let root = ''
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
})

test('each page file becomes a form whose fields follow the file: lines, long text, lists and groups', () => {
  root = mkdtempSync(join(tmpdir(), 'page-copy-'))
  mkdirSync(join(root, 'pages'), { recursive: true })
  writeFileSync(
    join(root, 'pages', 'about.yaml'),
    `name: About Us\nintro: ${'A long introduction. '.repeat(6)}\nmission:\n  heading: Our mission\n  paragraphs:\n    - One\n    - Two\napproach:\n  pillars:\n    - title: A\n      icon: automation\n`,
  )
  const collection = pageCopyCollection(root)
  expect(collection).toMatchObject({
    name: 'pages',
    files: [{ name: 'about', label: 'About Us', file: 'content/pages/about.yaml' }],
  })
  const fields = collection && 'files' in collection ? (collection.files[0]?.fields ?? []) : []
  expect(fields.map((field) => [field.name, field.widget])).toEqual([
    ['name', 'string'],
    ['intro', 'text'],
    ['mission', 'object'],
    ['approach', 'object'],
  ])
  expect(inferField('paragraphs', ['One'])).toMatchObject({ widget: 'list', field: { widget: 'string' } })
  expect(inferField('pillars', [{ title: 'A' }])).toMatchObject({ widget: 'list', fields: [{ name: 'title' }] })
})

test('without page files there is no empty collection', () => {
  root = mkdtempSync(join(tmpdir(), 'page-copy-'))
  expect(pageCopyCollection(root)).toBeUndefined()
})
