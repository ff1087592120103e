import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { SAMPLE_CONTENT_DIR } from '../../tests/support/test-environment'
import { handEditsNote } from './report-hand-edits'

test('the build log names a hand-edited file with its field and the line as the editor writes it, and says nothing of files in form', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hand-edits-'))
  try {
    cpSync(SAMPLE_CONTENT_DIR, dir, { recursive: true })
    expect(handEditsNote(dir)).toBe('')
    const file = join(dir, 'settings.yaml')
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^name: (.*)$/m, 'name: "$1"'))
    const note = handEditsNote(dir)
    expect(note).toMatch(/^Written by hand/)
    expect(note).toMatch(
      /settings\.yaml: the field “[^”]+” \(name\), line \d+, reads "name: "Example Consulting"" where the editor writes "name: Example Consulting"/,
    )
    // An empty list the editor leaves out is named as the file has it, not as the line after it.
    writeFileSync(
      file,
      readFileSync(file, 'utf8')
        .replace(/^name: "(.*)"$/m, 'name: $1')
        .replace(/^analytics:/m, 'socialProfiles: []\nanalytics:'),
    )
    expect(handEditsNote(dir)).toMatch(
      /settings\.yaml: the field “Social profiles” \(socialProfiles\), line \d+, reads "socialProfiles: \[\]" where the editor writes "analytics:"/,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
