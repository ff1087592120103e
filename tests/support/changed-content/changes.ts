/**
 * The one shared changed-content build: every check of what a change to content/ does to the
 * built site reads the same two builds of one scratch copy of the sample content (SAMPLE_CONTENT_DIR,
 * never the owner's content/) with every change below
 * applied, instead of making a build of its own (a build costs half a minute of both cores, and
 * npm test has eight minutes: docs/developer-guide.md "Tests"). `npm test` makes them in its stages
 * "changed content: rebuilt" and "changed content: preview" (scripts/build-changed.ts; by hand:
 * `npm run build:changed` after `npm run build:test`), and tests/changed-site/ and
 * tests/e2e/changed-content/ read them.
 *
 * A new change is one function `(contentDir) => void` here, in a file of its own beside this one
 * that also exports what its tests look for. Changes must not undo each other: each names its own
 * files, titles and topics, and copies its models from the sample content (./copy-model.ts).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { makeItYours } from '../make-it-yours'
import { addTwoServices } from '../more-services'
import { SAMPLE_CONTENT_DIR, TEST_BUILD_DIR } from '../test-environment'
import { addFiles } from './added-files'
import { changeFirstWeek } from './first-week'
import { holdBack } from './held-back'
import { addOwnerPages } from './owner-pages'
import { useOwnerPhoto } from './owner-photo'

export type ContentChange = (contentDir: string) => void | Promise<void>

/** Every change, by what the owner did; applied in this order. */
export const contentChanges: Record<string, ContentChange> = {
  'adds an article, a service and a case study': addFiles,
  'holds back drafts and an article for next week': holdBack,
  'uploads a phone photo for the first article': useOwnerPhoto,
  'makes the site theirs: a name, a brand colour and a logo': makeItYours,
  'adds two services with the icons database and cloud': addTwoServices,
  'writes their e-mail, deletes a service and redirects its address, schedules an article a month ahead':
    changeFirstWeek,
  'adds pages of their own and a section on the home page': addOwnerPages,
}

/**
 * The production build of the changed content. It is made the way the owner rebuilds a live site:
 * into a copy of the test build that `npm start` serves meanwhile (what it answered is in
 * REBUILD_RECORD).
 */
export const CHANGED_BUILD_DIR = `${TEST_BUILD_DIR}-changed`
/**
 * The same content built with PREVIEW=1: drafts and scheduled articles shown, marked. It is built
 * the worst way round: into a copy of the test build that `npm start` serves meanwhile, which must
 * refuse it (what it answered is in PREVIEW_RECORD).
 */
export const CHANGED_PREVIEW_DIR = `${TEST_BUILD_DIR}-changed-preview`
/** Each build's log, in its folder. */
export const BUILD_LOG = 'build.log'
/** The content a changed build was made from, kept beside it for the checks to read. */
export const contentOf = (buildDir: string) => `${buildDir}-content`
/** What npm start answered while the changed site was built into the folder it served. */
export const REBUILD_RECORD = join(CHANGED_BUILD_DIR, 'rebuild-record.json')
/** What npm start answered and said while a preview was built into the folder it served. */
export const PREVIEW_RECORD = join(CHANGED_PREVIEW_DIR, 'preview-record.json')

/** Makes `dir` a copy of the sample content with `changes` applied (all of them unless named). */
export async function writeChangedContent(dir: string, changes = Object.values(contentChanges)) {
  rmSync(dir, { recursive: true, force: true })
  cpSync(SAMPLE_CONTENT_DIR, dir, { recursive: true })
  for (const change of changes) await change(dir)
}

/** A scratch copy of the sample content with `changes` applied, for a test to compare with; the caller removes it. */
export async function copyContentWith(...changes: ContentChange[]): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'changed-content-'))
  await writeChangedContent(dir, changes)
  return dir
}
