import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { expect, test } from 'vitest'
import { SAMPLE_CONTENT_DIR } from '../../tests/support/test-environment'
import { asTheEditorWrites, filesTheEditorOpens } from './editor-output'

/**
 * What to change in a file the editor would write differently: its first line that differs, and that
 * line as the editor writes it (a hand edit's quotes, or a key out of the form's order).
 */
function whatToChange(file: string, written: string, asTheEditor: string): string {
  const lines = written.split('\n')
  const editorLines = asTheEditor.split('\n')
  const at = lines.findIndex((line, index) => line !== editorLines[index])
  const line = at === -1 ? lines.length : at
  const key = (text = '') => /^\s*-?\s*([\w-]+):/.exec(text)?.[1]
  const field = key(lines[line]) ?? key(editorLines[line])
  return (
    `${relative('.', file)}, line ${line + 1}${field ? ` (${field})` : ''}: written \`${lines[line] ?? ''}\`, ` +
    `the editor writes \`${editorLines[line] ?? ''}\`. Write it so, or open the file in the editor, change a field and save`
  )
}

/** The files of `contentDir` the editor would write differently, each with what to change. */
function outOfForm(contentDir: string): string[] {
  return filesTheEditorOpens(resolve(contentDir)).flatMap(({ file, fields }) => {
    const text = readFileSync(file, 'utf8')
    const asTheEditor = asTheEditorWrites(text, fields, file.endsWith('.md'))
    return asTheEditor === text ? [] : [whatToChange(file, text, asTheEditor)]
  })
}

// The owner's own content/, whatever it holds (a hand-edited file is named with the line to change),
// and the sample the tests keep, which the editor's browser tests save into.
test('every content file the editor opens is in the form it writes, so saving one field changes only its lines', () => {
  expect(filesTheEditorOpens(resolve(SAMPLE_CONTENT_DIR)).length).toBeGreaterThan(20)
  expect(outOfForm(SAMPLE_CONTENT_DIR)).toEqual([])
  expect(outOfForm('content')).toEqual([])
})

test('a hand-edited file is named with its line, the field and the line as the editor writes it', () => {
  const fields = [{ name: 'title', label: 'Title', widget: 'string' as const }]
  const written = 'title: "Acme"\n'
  expect(whatToChange(resolve('content/x.yaml'), written, asTheEditorWrites(written, fields, false))).toBe(
    'content/x.yaml, line 1 (title): written `title: "Acme"`, the editor writes `title: Acme`. Write it so, or open the file in the editor, change a field and save',
  )
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
