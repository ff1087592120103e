/**
 * Build step: says in the build log which content files the editor would write differently (quotes,
 * key order, folded lines), naming the field, the line and the editor's form. The build accepts them
 * (a hand edit is the owner's to make); the note says why the editor's first save of such a file
 * shows more lines than the field changed. docs/owner-guide.md "Edit in the browser".
 */
import { resolve } from 'node:path'
import type { BuildStep } from '../build-step.ts'
import { filesTheEditorOpens, outOfEditorForm } from './editor-output.ts'

/** The log's note for `contentDir`, or '' when every file the editor opens is in its form. */
export function handEditsNote(contentDir: string): string {
  const files = filesTheEditorOpens(resolve(contentDir))
  const notes = files.flatMap(({ file, fields }) => outOfEditorForm(file, fields) ?? [])
  if (notes.length === 0) return ''
  const heading =
    'Written by hand, not as the editor writes them (built as they are; the editor rewrites each on its first save; to keep a save to the lines you changed, write the line as shown):'
  return `${heading}\n${notes.map((note) => `  ${note}`).join('\n')}`
}

export const reportHandEdits: BuildStep = {
  name: 'reportHandEdits',
  purpose: 'the build log names content files written by hand in another form than the editor writes',
  run({ config }) {
    const note = handEditsNote(config.build.contentDir)
    if (note) console.log(`\n${note}\n`)
  },
}
