/**
 * The browser editor's settings (VITE_CMS_* variables), one part of the configuration
 * (./configuration-schema.ts); scripts/build/build-cms.ts turns them into the editor's config.yml.
 */
import { z } from 'zod'
import { text, textOr } from './fields.ts'

export type CmsSettings = {
  /** Where saves go online: commits through the GitHub API, or through Netlify's Git Gateway. */
  backend: 'github' | 'git-gateway'
  /** owner/name on GitHub; empty means only the local backend (npm run cms) can be used. */
  repo: string
  branch: string
  /** OAuth helper for GitHub logins outside Netlify (e.g. a Cloudflare Worker); empty = Netlify's. */
  authUrl: string
  /** Port of `npm run cms` (decap-server), the local backend used when /admin is opened on localhost. */
  localPort: number
}

const got = (issue: { input?: unknown }) => `, got "${String(issue.input)}".`

export const CmsEnvSchema = z
  .object({
    VITE_CMS_BACKEND: textOr('github').pipe(
      z.enum(['github', 'git-gateway'], { error: (issue) => `must be "github" or "git-gateway"${got(issue)}` }),
    ),
    VITE_CMS_REPO: text.pipe(
      z.string().regex(/^$|^[\w.-]+\/[\w.-]+$/, {
        error: (issue) => `must be a GitHub repository as owner/name${got(issue)}`,
      }),
    ),
    VITE_CMS_BRANCH: textOr('main'),
    VITE_CMS_AUTH_URL: text.pipe(
      z.string().regex(/^$|^https:\/\/[^/]+$/, {
        error: (issue) => `must be an https origin such as https://auth.example.com${got(issue)}`,
      }),
    ),
    VITE_CMS_LOCAL_PORT: textOr('8081').transform((value, ctx) => {
      const port = Number(value)
      if (Number.isInteger(port) && port >= 1 && port <= 65_535) return port
      ctx.addIssue({ code: 'custom', message: `must be a port number, got "${value}".` })
      return z.NEVER
    }),
  })
  .transform(
    (env): CmsSettings => ({
      backend: env.VITE_CMS_BACKEND,
      repo: env.VITE_CMS_REPO,
      branch: env.VITE_CMS_BRANCH,
      authUrl: env.VITE_CMS_AUTH_URL,
      localPort: env.VITE_CMS_LOCAL_PORT,
    }),
  )
