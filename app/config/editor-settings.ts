/**
 * The browser editor's settings (VITE_EDITOR_* variables), one part of the configuration
 * (./configuration-schema.ts); pipeline/editor/build-editor.ts turns them into the editor's config.yml.
 */
import { z } from 'zod'
import { text, textOr } from './fields.ts'

export type EditorSettings = {
  /**
   * owner/name on GitHub, from the first source that knows it (./connection.ts); empty means the
   * deployed /admin says how to connect it, and only `npm run editor` (the working copy on this
   * computer) can edit.
   */
  repo: string
  /** The branch it commits to: the one the live site is published from. */
  branch: string
  /**
   * The Git host's API, where the editor reads and commits: GitHub's unless set. Tests point it at
   * the local stand-in (scripts/local-editor/); a GitHub Enterprise Server would set its own.
   */
  apiRoot: string
  /** Port of `npm run editor`, the editor on this computer that saves into the working copy. */
  localPort: number
}

/** GitHub's API, where the owner's saves go once a repository is known. */
export const GITHUB_API_ROOT = 'https://api.github.com'

const got = (issue: { input?: unknown }) => `, got "${String(issue.input)}".`

export const EditorEnvSchema = z
  .object({
    VITE_EDITOR_REPO: text.pipe(
      z.string().regex(/^$|^[\w.-]+\/[\w.-]+$/, {
        error: (issue) => `must be a GitHub repository as owner/name${got(issue)}`,
      }),
    ),
    // Blank: the settings file's, the host's, or main (./connection.ts).
    VITE_EDITOR_BRANCH: text,
    VITE_EDITOR_API_ROOT: textOr(GITHUB_API_ROOT).pipe(
      // https anywhere; plain http only on this computer (the tests' stand-in).
      z.string().regex(/^https:\/\/[^\s/]+(\/\S*)?$|^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/\S*)?$/, {
        error: (issue) => `must be an https URL such as ${GITHUB_API_ROOT}${got(issue)}`,
      }),
    ),
    VITE_EDITOR_LOCAL_PORT: textOr('8081').transform((value, ctx) => {
      const port = Number(value)
      if (Number.isInteger(port) && port >= 1 && port <= 65_535) return port
      ctx.addIssue({ code: 'custom', message: `must be a port number, got "${value}".` })
      return z.NEVER
    }),
  })
  .transform(
    (env): EditorSettings => ({
      repo: env.VITE_EDITOR_REPO,
      branch: env.VITE_EDITOR_BRANCH,
      apiRoot: env.VITE_EDITOR_API_ROOT.replace(/\/+$/, ''),
      localPort: env.VITE_EDITOR_LOCAL_PORT,
    }),
  )
