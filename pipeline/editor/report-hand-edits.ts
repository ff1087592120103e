/**
 * Build step: adds to what the build settled for the owner (../owner-report.ts) the content files the
 * editor would write differently (quotes, key order, folded lines), naming the field, the line and the
 * editor's form. The build accepts them (a hand edit is the owner's to make); the note says why the
 * editor's first save of such a file shows more lines than the field changed. docs/owner-guide.md "Edit in the browser".
 */
import { resolve } from 'node:path'
import type { OwnerWarning } from '../../app/config/advice-form.ts'
import { contentSettingsOf, heldBackFiles } from '../../app/content/read-content.ts'
import type { BuildStep } from '../build-step.ts'
import { filesTheEditorOpens, outOfEditorForm, THE_EDITORS_FORM } from './editor-output.ts'

/**
 * The files in `contentDir` the editor would write differently, as a warning; none when all are in its
 * form. `leaveOut`: files this build holds back (drafts), whose lines the published report must not quote.
 */
export function handEditWarnings(contentDir: string, leaveOut: ReadonlySet<string> = new Set()): OwnerWarning[] {
  const files = filesTheEditorOpens(resolve(contentDir))
  const lines = files
    .flatMap(({ file, fields }) => outOfEditorForm(file, fields) ?? [])
    .filter(({ file }) => !leaveOut.has(file ?? ''))
  if (lines.length === 0) return []
  const heading = `Written by hand, not as the editor writes them (built as they are; the editor rewrites each on its first save; to keep a save to the lines you changed, write the line as shown, in the editor’s form: ${THE_EDITORS_FORM})`
  return [{ heading, lines }]
}

export const reportHandEdits: BuildStep = {
  name: 'reportHandEdits',
  purpose: 'the owner’s report names content files written by hand in another form than the editor writes',
  run({ config, warnings }) {
    // A draft's lines stay out of the live site's report (pipeline/owner-report.ts); a preview shows drafts.
    const heldBack = new Set(heldBackFiles(contentSettingsOf(config)).map(({ file }) => file))
    warnings.push(...handEditWarnings(config.build.contentDir, heldBack))
  },
}
