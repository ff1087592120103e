/**
 * What the build settled for the owner, collected in one list while it runs (BuildContext.warnings:
 * the owner's pages left out or moved, the redirects changed, files written by hand, stock photos
 * linked at their host) and written once, as /admin/build-report.json, where every consumer reads
 * it: the content check's commit status and annotations (scripts/content-check.ts), /admin's strip
 * for the save it was built from (pipeline/editor/save-status-panel.ts); and the end of the build's
 * log prints the same list (./build-step.ts). docs/decisions/043-what-the-build-settles-reaches-the-owner.md.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { type OwnerWarning, pathInWords } from '../app/config/advice-form.ts'
import type { BuildStep } from './build-step.ts'
import { EDITOR_URL_PATH } from './editor/editor-package.ts'

/** Where the build publishes its report, under the site's path (app/config/base-path.ts). */
export const OWNER_REPORT_PATH = `${EDITOR_URL_PATH}/build-report.json`

/** One thing the build settled by itself, for the owner to look at: a line of a warning, as data. */
export type ThingToLookAt = {
  /** What the build did, as the warning's heading says it. */
  about: string
  /** The content file, as the repository names it ('' when the warning names none). */
  file: string
  /** Where in the file, in words (`address`, `redirects › item 2 (/old → /new)`); '' for the whole file. */
  field: string
  /** The field as the editor labels it ('' when the editor has no field for it). */
  label: string
  /** What the build did there and what to change. */
  message: string
}

/** The report of one build: the commit it was built from ('' where no host said) and what it settled. */
export type OwnerReport = { commit: string; things: ThingToLookAt[] }

/**
 * `warnings` as things, one per line: a line's place starts with its file (`content/pages/about.yaml, field`,
 * or `content/redirects.yaml, redirects › item 1 (/a → /b)`), as the log prints it.
 */
export function thingsOf(warnings: readonly OwnerWarning[]): ThingToLookAt[] {
  return warnings.flatMap(({ heading, lines }) =>
    lines.map(({ file = '', path, data, message, label = '' }) => {
      const [named = '', ...rest] = file.split(/(?=, | \()/)
      const field = [rest.join('').replace(/^, /, ''), pathInWords(data, path)].filter(Boolean).join(', ')
      return { about: heading, file: named, field, label, message }
    }),
  )
}

export const writeOwnerReport: BuildStep = {
  name: 'writeOwnerReport',
  purpose:
    'what the build settled for the owner, in one list at /admin/build-report.json, for the content check and /admin’s strip',
  writes: ['owner report'],
  async run({ clientDir, config, warnings }) {
    const file = join(clientDir, OWNER_REPORT_PATH)
    const report: OwnerReport = { commit: config.build.commit, things: thingsOf(warnings) }
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, `${JSON.stringify(report, null, 2)}\n`)
  },
}
