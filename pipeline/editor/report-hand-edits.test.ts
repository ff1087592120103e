import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { warningsText } from '../../app/config/owner-advice'
import { SAMPLE_CONTENT_DIR } from '../../tests/support/test-environment'
import { handEditWarnings } from './report-hand-edits'

test('the owner’s report names a hand-edited file with its field, the line as the editor writes it, and says nothing of files in form', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hand-edits-'))
  try {
    cpSync(SAMPLE_CONTENT_DIR, dir, { recursive: true })
    expect(handEditWarnings(dir)).toEqual([])
    const file = join(dir, 'settings.yaml')
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^name: (.*)$/m, 'name: "$1"'))
    const note = warningsText(handEditWarnings(dir))
    expect(note).toMatch(/^Written by hand, not as the editor writes them \(.*in the editor’s form: text unquoted/m)
    expect(note).toMatch(
      /settings\.yaml, name: line \d+ reads "name: "Example Consulting"" where the editor writes "name: Example Consulting" \(“[^”]+” in the editor\)$/m,
    )
    // An empty list the editor leaves out is named as the file has it, not as the line after it.
    writeFileSync(
      file,
      readFileSync(file, 'utf8')
        .replace(/^name: "(.*)"$/m, 'name: $1')
        .replace(/^analytics:/m, 'socialProfiles: []\nanalytics:'),
    )
    const withList = handEditWarnings(dir)
    expect(warningsText(withList)).toMatch(
      /settings\.yaml, socialProfiles: line \d+ reads "socialProfiles: \[\]" where the editor writes "analytics:" \(“Social profiles” in the editor\)/,
    )
    // A file the build holds back (a draft) is not quoted in what the live site publishes.
    expect(handEditWarnings(dir, new Set(withList[0]?.lines.map(({ file }) => file ?? '')))).toEqual([])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
