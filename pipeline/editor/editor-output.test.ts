import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test } from 'vitest'
import { asTheEditorWrites, filesTheEditorOpens } from './editor-output'

test('every content file the editor opens is in the form it writes, so saving one field changes only its lines', () => {
  const files = filesTheEditorOpens(resolve('content'))
  expect(files.length).toBeGreaterThan(20)
  const outOfForm = files.filter(({ file, fields }) => {
    const text = readFileSync(file, 'utf8')
    return asTheEditorWrites(text, fields, file.endsWith('.md')) !== text
  })
  expect(outOfForm.map(({ file }) => file)).toEqual([])
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
