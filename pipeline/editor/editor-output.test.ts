import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, test } from 'vitest'
import { SAMPLE_CONTENT_DIR } from '../../tests/support/test-environment'
import { asTheEditorWrites, filesTheEditorOpens, outOfEditorForm } from './editor-output'

// The sample the tests keep, which the editor's browser tests save into. The owner's own content/ is
// not held to it: a hand-edited file the build accepts is theirs, and the editor rewrites it whole on
// its first save (docs/owner-guide.md, "Edit in the browser").
test('every content file the editor opens is in the form it writes, so saving one field changes only its lines', () => {
  const files = filesTheEditorOpens(resolve(SAMPLE_CONTENT_DIR))
  expect(files.length).toBeGreaterThan(20)
  // Each file out of form by the field, the line and the form the editor writes it in.
  const outOfForm = files.flatMap(({ file, fields }) => outOfEditorForm(file, fields) ?? [])
  expect(outOfForm).toEqual([])
})

test('a hand-edited file is named with the field, the line and the form the editor would write it in', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hand-edited-'))
  const fields = [
    { name: 'title', label: 'Title', widget: 'string' as const },
    { name: 'summary', label: 'Summary', widget: 'text' as const },
  ]
  try {
    const file = join(dir, 'service.yaml')
    writeFileSync(file, 'title: Cloud\nsummary: "Moves: planned"\n')
    expect(outOfEditorForm(file, fields)).toEqual({
      file,
      path: ['summary'],
      message: `line 2 reads "summary: "Moves: planned"" where the editor writes "summary: 'Moves: planned'"`,
      label: 'Summary',
    })
    writeFileSync(file, 'title: Cloud\nsummary: Moves\n')
    expect(outOfEditorForm(file, fields)).toBeUndefined()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('the form: text unquoted unless it must be, then in single quotes; keys in the form’s order; lines never folded', () => {
  const fields = [
    { name: 'title', label: 'Title', widget: 'string' as const },
    { name: 'text', label: 'Text', widget: 'text' as const },
  ]
  const long = 'word '.repeat(40).trim()
  expect(asTheEditorWrites(`text: "A: b"\ntitle: "#1"\nextra: ${long}\n`, fields, false)).toBe(
    `title: '#1'\ntext: 'A: b'\nextra: ${long}\n`,
  )
  expect(asTheEditorWrites('---\ntitle: "It’s"\n---\n\n# Body\n', fields, true)).toBe(
    '---\ntitle: It’s\n---\n\n# Body\n',
  )
})

test('the form: what the editor fills in and leaves out, and a list of types in the order of all the types’ fields', () => {
  const link = { name: 'link', label: 'Link', widget: 'string' as const, required: false }
  const fields = [
    { name: 'name', label: 'Name', widget: 'string' as const },
    { name: 'profiles', label: 'Profiles', widget: 'list' as const, required: false, field: link },
    {
      name: 'sections',
      label: 'Sections',
      widget: 'list' as const,
      types: [
        { name: 'hero', label: 'Hero', widget: 'object' as const, fields: [{ ...link, name: 'heading' }, link] },
        {
          name: 'cta',
          label: 'Call to action',
          widget: 'object' as const,
          fields: [
            { name: 'text', label: 'Text', widget: 'string' as const },
            { name: 'marked', label: 'Marked', widget: 'boolean' as const, required: false },
            link,
          ],
        },
      ],
    },
  ]
  // An empty optional list is left out; a missing switch is written false; the call to action's
  // link comes before its text, where the hero, listed first, has it.
  expect(
    asTheEditorWrites('name: A\nprofiles: []\nsections:\n  - type: cta\n    text: B\n    link: /c\n', fields, false),
  ).toBe('name: A\nsections:\n  - type: cta\n    link: /c\n    text: B\n    marked: false\n')
})
