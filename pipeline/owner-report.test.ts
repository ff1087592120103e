// @vitest-environment node
/**
 * What the build settled, as one list of things to look at: each line of a warning a thing naming
 * the file, the field as the editor labels it and what was done; written once, with the commit, for
 * the content check and /admin's strip (./owner-report.ts). Every warning's text: ./every-warning.test.ts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { parseConfiguration } from '../app/config/configuration-schema'
import { exampleSettings } from '../tests/support/example-settings'
import { OWNER_REPORT_PATH, thingsOf, writeOwnerReport } from './owner-report'

const pageLeftOut = {
  heading: 'Pages left out of this build, their address taken',
  lines: [
    {
      file: 'content/pages/added/prices.yaml',
      path: ['address'],
      message: '/pricing, the address of content/pages/added/pricing.yaml, by its file name: this page is left out',
      label: 'Address',
    },
  ],
}
const redirects = {
  heading: 'Redirects the build changed',
  lines: [
    {
      file: 'content/redirects.yaml, redirects › item 2 (/old → /gone)',
      path: [],
      message: '/gone is not a page of this site: left out',
      label: 'Redirects',
    },
  ],
}
const photo = {
  heading: 'Stock photos linked at https://images.example',
  lines: [
    {
      file: 'content/pages/home.yaml',
      path: ['sections', 1, 'photo'],
      data: { sections: [{ type: 'hero' }, { type: 'team' }] },
      message: 'photo "/photo-1" could not be downloaded (timed out): linked there',
      label: 'Photo',
    },
  ],
}

test('each line of each warning is one thing: its file alone, the place in it in words, the editor’s label, what was done', () => {
  expect(thingsOf([pageLeftOut, redirects, photo])).toEqual([
    {
      about: pageLeftOut.heading,
      file: 'content/pages/added/prices.yaml',
      field: 'address',
      label: 'Address',
      message: pageLeftOut.lines[0]?.message,
    },
    {
      about: redirects.heading,
      file: 'content/redirects.yaml',
      field: 'redirects › item 2 (/old → /gone)',
      label: 'Redirects',
      message: '/gone is not a page of this site: left out',
    },
    {
      about: photo.heading,
      file: 'content/pages/home.yaml',
      field: 'sections › section 2 (team) › photo',
      label: 'Photo',
      message: photo.lines[0]?.message,
    },
  ])
})

test('the build publishes its things to look at once, at /admin/build-report.json, with the commit the host built', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'owner-report-'))
  try {
    const env = { COMMIT_REF: 'abc123', NETLIFY: 'true', CONTEXT: 'production' }
    const config = parseConfiguration(env, exampleSettings())
    const photos = { photos: {}, files: [], summary: { photos: 0, downloaded: 0, encoded: 0, files: 0, remote: 0 } }
    const brand = { files: [], page: { nameBesideLogo: true }, shareMark: { src: '', width: 72, height: 72 } }
    const context = { buildDir: dir, clientDir: dir, config, brand, photos: { ...photos, warnings: [] } }
    await writeOwnerReport.run({ ...context, warnings: [pageLeftOut, photo] })
    const report = JSON.parse(readFileSync(join(dir, OWNER_REPORT_PATH), 'utf8'))
    expect(report.commit).toBe('abc123')
    expect(report.things.map(({ file }: { file: string }) => file)).toEqual([
      'content/pages/added/prices.yaml',
      'content/pages/home.yaml',
    ])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
