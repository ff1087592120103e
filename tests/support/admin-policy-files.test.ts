// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { expect, test } from 'vitest'
import { ADMIN_POLICY_FILES, localAddressProblems } from './admin-policy-files'

test('the check of /admin on every host finds a local address in any host’s file, and a missing file', () => {
  const buildDir = mkdtempSync(join(tmpdir(), 'admin-policy-'))
  try {
    for (const path of Object.values(ADMIN_POLICY_FILES)) {
      mkdirSync(dirname(join(buildDir, path)), { recursive: true })
      writeFileSync(join(buildDir, path), "connect-src 'self' data: blob: https://api.github.com")
    }
    expect(localAddressProblems(buildDir)).toEqual([])
    writeFileSync(join(buildDir, ADMIN_POLICY_FILES.Vercel), "connect-src 'self' http://127.0.0.1:8081")
    rmSync(join(buildDir, ADMIN_POLICY_FILES.nginx))
    expect(localAddressProblems(buildDir)).toEqual([
      'nginx: no nginx.conf',
      'Vercel: hosts/vercel/config.json names 127.0.0.1',
    ])
  } finally {
    rmSync(buildDir, { recursive: true, force: true })
  }
})
