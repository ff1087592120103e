/**
 * The real builds a test makes to see a build fail (every other refusal is walked without a build,
 * in the same form, by pipeline/every-refusal.test.ts): a settings file with an accent too light to
 * read, and a deploy build whose stock photos cannot be downloaded (which printed its advice and then
 * 16 lines of stack), stop `react-router build` before anything is prerendered, with advice alone:
 * the file, the field by its key and by the editor's label, what would pass; no stack, no path inside
 * the build's machinery (app/config/owner-advice.ts). Each fails within seconds, as the owner meets it.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { buildSite } from '../support/build-site'
import { SAMPLE_CONTENT_DIR } from '../support/test-environment'

/** It fails in seconds; two minutes allow for a machine that is busy with more than this. */
const FAILS_WITHIN_MS = 120_000

/** Signs of a crash rather than advice: a stack frame, the build's own files, an error class's name. */
const NOT_ADVICE = [/^\s+at /m, /react-router\.config/, /node_modules/, /Error loading/, /\w+Error:/]

test.each([
  {
    what: 'a deploy build whose stock photos cannot be downloaded',
    // CI_DEPLOY: a production deploy, which serves every photo itself; a closed port: a host that never answers.
    env: { CI_DEPLOY: 'true', VITE_IMAGE_ORIGIN: 'http://127.0.0.1:9' },
    change: () =>
      /could not be downloaded from http:\/\/127\.0\.0\.1:9 .*:\n[\s\S]*^ {2}- \S*pages\/home\.yaml, hero\.imageUrl: photo "\/photo-[\w-]+" could not be downloaded \(.*\) \(“Photo” in the editor\)$/m,
  },
  {
    what: 'an accent colour too light to read',
    change: (contentDir: string) => {
      const file = join(contentDir, 'settings.yaml')
      writeFileSync(file, `${readFileSync(file, 'utf8').replace(/^accentColour: .*\n/m, '')}accentColour: '#f5e663'\n`)
      return /Invalid content file content\/settings\.yaml:\s+- accentColour: #f5e663 cannot .*\(“Accent colour” in the editor\)\s+A nearby colour that passes: #[0-9a-f]{6}/
    },
  },
])(
  '$what fails the build with advice naming the file and the field as the editor does, and no stack',
  {
    timeout: FAILS_WITHIN_MS + 30_000,
  },
  async ({
    what,
    change,
    env,
  }: {
    what: string
    change: (contentDir: string) => RegExp
    env?: Record<string, string>
  }) => {
    const contentDir = mkdtempSync(join(tmpdir(), 'broken-content-'))
    const buildDir = `.test-build-broken-${what.replaceAll(' ', '-')}`
    try {
      cpSync(SAMPLE_CONTENT_DIR, contentDir, { recursive: true })
      const advice = change(contentDir)
      const { code, output } = await buildSite(contentDir, buildDir, env, { timeoutMs: FAILS_WITHIN_MS })
      expect(code).toBe(1)
      expect(output).toMatch(advice)
      for (const sign of NOT_ADVICE) expect(output).not.toMatch(sign)
      expect(existsSync(join(buildDir, 'client', 'index.html')), 'nothing was prerendered').toBe(false)
    } finally {
      rmSync(contentDir, { recursive: true, force: true })
      rmSync(buildDir, { recursive: true, force: true })
    }
  },
)
