/**
 * The Git-host stand-in (scripts/local-editor/server.ts) as the test build's /admin and its sign-in
 * functions reach it: on the one port the build names, knowing the tests' tokens and the test build's
 * GitHub App. Used by the editor's browser specs (./editor-session.ts) and by the hosts' sign-in
 * functions' test (tests/built-site/hosts.test.ts), which take turns on the port.
 */
import type { Repository } from '../../scripts/local-editor/repository'
import { type GitHost, startGitHost } from '../../scripts/local-editor/server'
import { EDITOR_PORT, TEST_GITHUB_APP } from './test-environment'

/** The tokens the stand-in knows: the owner's may push, a colleague's was made with read access only. */
export const TOKENS = {
  owner: 'github_pat_owner_read_and_write',
  readOnly: 'github_pat_colleague_read_only',
}

/** Whose each token is, as GitHub's API answers: the owner may push, the colleague may only read. */
export const TEST_CALLERS = {
  [TOKENS.owner]: { login: 'owner', name: 'Site owner', canPush: true },
  [TOKENS.readOnly]: { login: 'colleague', name: 'A colleague', canPush: false },
}

/**
 * Starts the Git-host stand-in the test build's /admin talks to, on the one port the build names,
 * serving `repository`. One stand-in per editor spec file, held from its first test to its last:
 * a second file that asks while another holds the port waits for it (at most `waitMs`), so the
 * editor's spec files take turns instead of answering each other's editor.
 */
export async function startTestGitHost(repository: Repository, waitMs = 240_000): Promise<GitHost> {
  const deadline = Date.now() + waitMs
  for (;;) {
    try {
      return await startGitHost({
        repository,
        port: EDITOR_PORT,
        tokens: TEST_CALLERS,
        // The test build's GitHub App: signing in with it gives the owner's token (Sign in with GitHub).
        oauthApp: {
          clientId: TEST_GITHUB_APP.GITHUB_CLIENT_ID,
          clientSecret: TEST_GITHUB_APP.GITHUB_CLIENT_SECRET,
          token: TOKENS.owner,
        },
      })
    } catch (error) {
      const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
      if (!taken || Date.now() > deadline) throw error
      await new Promise((pause) => setTimeout(pause, 500))
    }
  }
}
