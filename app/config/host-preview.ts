/**
 * Whether a host is building one of its own previews, from the variables that host sets on its
 * build (documented by each host; docs/decisions/023-host-previews-and-settings-in-the-repository.md):
 * a preview shows drafts and scheduled articles, marked, as PREVIEW=1 does; a production deploy
 * never does. Anything unknown counts as production: a preview without drafts is a smaller harm
 * than a draft on the live site.
 */
/** The variables each host sets on its builds, which the build reads only to tell a preview. */
export const HOST_VARIABLES = ['CONTEXT', 'CF_PAGES', 'CF_PAGES_BRANCH', 'VERCEL_ENV'] as const

/**
 * The host preview this build is, in words for the build log, or '' for none.
 * - Netlify: `CONTEXT` is `production`, `deploy-preview` (a pull request) or `branch-deploy`.
 * - Cloudflare Pages: `CF_PAGES=1` and `CF_PAGES_BRANCH`; Pages sets no variable naming its
 *   production branch, so that is `productionBranch`, the branch the site is published from
 *   (VITE_EDITOR_BRANCH, the branch the editor commits to).
 * - Vercel: `VERCEL_ENV` is `production`, `preview` or `development`.
 */
export function hostPreview(
  env: Partial<Record<(typeof HOST_VARIABLES)[number], string>>,
  productionBranch: string,
): string {
  const context = env.CONTEXT?.trim()
  if (context === 'deploy-preview' || context === 'branch-deploy') return `Netlify ${context} (CONTEXT=${context})`
  const branch = env.CF_PAGES_BRANCH?.trim()
  if (env.CF_PAGES?.trim() === '1' && branch && branch !== productionBranch) {
    return `Cloudflare Pages preview deployment (branch ${branch}; the production branch is ${productionBranch})`
  }
  if (env.VERCEL_ENV?.trim() === 'preview') return 'Vercel preview deployment (VERCEL_ENV=preview)'
  return ''
}
