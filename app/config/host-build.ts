/**
 * What a host tells the build about itself, from the variables it sets on its own builds (each
 * documented by the host; docs/decisions/023-host-previews-and-settings-in-the-repository.md,
 * docs/decisions/028-connected-on-every-host.md): whether this is one of its previews (drafts and
 * scheduled articles shown, marked, as PREVIEW=1 does) or its production deploy (which must serve
 * every photo itself), the GitHub repository it builds, the branch it publishes and the address it
 * serves the site at. Anything unknown counts as production: a preview without drafts is a smaller
 * harm than a draft on the live site. Pure: ./configuration-schema.ts gives it the parsed variables.
 */
import { z } from 'zod'
import { text } from './fields.ts'

/** The variables the hosts set on their builds, never the owner. */
export const HostEnvSchema = z.object({
  // Netlify: https://docs.netlify.com/configure-builds/environment-variables/
  NETLIFY: text,
  CONTEXT: text,
  REPOSITORY_URL: text,
  BRANCH: text,
  URL: text,
  COMMIT_REF: text,
  // Vercel: https://vercel.com/docs/environment-variables/system-environment-variables
  VERCEL_ENV: text,
  VERCEL_GIT_PROVIDER: text,
  VERCEL_GIT_REPO_OWNER: text,
  VERCEL_GIT_REPO_SLUG: text,
  VERCEL_GIT_COMMIT_REF: text,
  VERCEL_PROJECT_PRODUCTION_URL: text,
  VERCEL_GIT_COMMIT_SHA: text,
  // Cloudflare Pages: https://developers.cloudflare.com/pages/configuration/build-configuration/
  CF_PAGES: text,
  CF_PAGES_BRANCH: text,
  CF_PAGES_URL: text,
  CF_PAGES_COMMIT_SHA: text,
  // GitHub Actions: https://docs.github.com/en/actions/reference/variables-reference
  GITHUB_ACTIONS: text,
  GITHUB_REPOSITORY: text,
  GITHUB_REF_NAME: text,
  GITHUB_WORKFLOW_REF: text,
  GITHUB_SHA: text,
})

export type HostEnv = z.output<typeof HostEnvSchema>

/** Every variable of HostEnvSchema: .env.example leaves them out (app/config/env-example.test.ts). */
export const HOST_VARIABLES = Object.keys(HostEnvSchema.shape)

/** The workflow that publishes GitHub Pages (and only it): its builds are that host's production deploys. */
export const PUBLISH_WORKFLOW = '.github/workflows/publish.yml'

/** A value one source gave, and that source in words for the build log. */
export type Found = { value: string; from: string }

/** The hosts whose builds the owner's guide connects ("Deploy"). */
export type HostName = 'Netlify' | 'Vercel' | 'Cloudflare Pages' | 'GitHub Pages'

export type HostBuild = {
  /** The host running this build; absent on a computer or a server of the owner's. */
  name?: HostName
  /** The host's preview this build is, in words for the build log; '' for none. */
  preview: string
  /** The host's production deploy this build is, in words for messages; '' for none (a preview, or not a host). */
  production: string
  /** The GitHub repository (owner/name) the host builds, if it says. */
  repo?: Found
  /** The branch the host publishes the live site from, if it says (production builds only: a preview's branch is not it). */
  branch?: Found
  /** The address the host serves the live site at, if it says. */
  address?: Found
  /**
   * The commit this build is of, if the host says: /admin's strip shows the build's report for that
   * save only (pipeline/owner-report.ts).
   */
  commit?: string
}

/** owner/name from a GitHub remote's address, https (credentials and all) or ssh; '' for any other. */
export function githubRepository(address: string): string {
  const match =
    /^(?:https:\/\/(?:[^@/\s]+@)?github\.com\/|(?:ssh:\/\/)?git@github\.com[:/])([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(
      address.trim(),
    )
  return match ? `${match[1]}/${match[2]}` : ''
}

const found = (value: string, from: string): Found | undefined => (value ? { value, from } : undefined)

/** An https address from a host name or address as a host gives it ('site.vercel.app'). */
const https = (address: string) => (address ? `https://${address.replace(/^https?:\/\//, '').replace(/\/+$/, '')}` : '')

/**
 * Cloudflare Pages' address of this deployment, `https://<id>.<project>.pages.dev` (or
 * `<branch>.<project>…`), as the project's own: `https://<project>.pages.dev`.
 */
function pagesProjectAddress(deployment: string): string {
  if (!URL.canParse(https(deployment))) return ''
  const { hostname } = new URL(https(deployment))
  const labels = hostname.split('.')
  return hostname.endsWith('.pages.dev') && labels.length === 4 ? `https://${labels.slice(1).join('.')}` : ''
}

function netlify(env: HostEnv): HostBuild | undefined {
  if (env.NETLIFY !== 'true' && !env.CONTEXT) return undefined
  const { CONTEXT: context } = env
  const preview =
    context === 'deploy-preview' || context === 'branch-deploy' ? `Netlify ${context} (CONTEXT=${context})` : ''
  const production = context === 'production' ? 'a Netlify production deploy (CONTEXT=production)' : ''
  return {
    name: 'Netlify',
    preview,
    production,
    repo: found(githubRepository(env.REPOSITORY_URL), "Netlify's REPOSITORY_URL"),
    branch: production ? found(env.BRANCH, "Netlify's BRANCH of its production deploy") : undefined,
    address: env.NETLIFY === 'true' ? found(https(env.URL), "Netlify's URL") : undefined,
    commit: env.COMMIT_REF || undefined,
  }
}

function vercel(env: HostEnv): HostBuild | undefined {
  if (!env.VERCEL_ENV) return undefined
  const production = env.VERCEL_ENV === 'production' ? 'a Vercel production deployment (VERCEL_ENV=production)' : ''
  const { VERCEL_GIT_REPO_OWNER: owner, VERCEL_GIT_REPO_SLUG: slug } = env
  return {
    name: 'Vercel',
    preview: env.VERCEL_ENV === 'preview' ? 'Vercel preview deployment (VERCEL_ENV=preview)' : '',
    production,
    repo:
      env.VERCEL_GIT_PROVIDER === 'github' && owner && slug
        ? { value: `${owner}/${slug}`, from: "Vercel's VERCEL_GIT_REPO_OWNER and VERCEL_GIT_REPO_SLUG" }
        : undefined,
    branch: production
      ? found(env.VERCEL_GIT_COMMIT_REF, "Vercel's VERCEL_GIT_COMMIT_REF of its production deployment")
      : undefined,
    address: found(https(env.VERCEL_PROJECT_PRODUCTION_URL), "Vercel's VERCEL_PROJECT_PRODUCTION_URL"),
    commit: env.VERCEL_GIT_COMMIT_SHA || undefined,
  }
}

/**
 * Cloudflare Pages sets no variable naming its production branch or the repository: the branch is
 * `productionBranch`, the one the editor commits to (settings, variable, or main); the repository
 * comes from Git's origin.
 */
function cloudflarePages(env: HostEnv, productionBranch: string): HostBuild | undefined {
  const branch = env.CF_PAGES_BRANCH
  if (env.CF_PAGES !== '1' || !branch) return undefined
  const production = branch === productionBranch
  return {
    name: 'Cloudflare Pages',
    preview: production
      ? ''
      : `Cloudflare Pages preview deployment (branch ${branch}; the production branch is ${productionBranch})`,
    production: production ? `a Cloudflare Pages production deployment (CF_PAGES_BRANCH=${branch})` : '',
    address: found(pagesProjectAddress(env.CF_PAGES_URL), "Cloudflare Pages' CF_PAGES_URL"),
    commit: env.CF_PAGES_COMMIT_SHA || undefined,
  }
}

/** GitHub Actions: any workflow knows its repository; only the publish workflow deploys (GitHub Pages). */
function githubActions(env: HostEnv): HostBuild | undefined {
  if (env.GITHUB_ACTIONS !== 'true') return undefined
  const publishing = env.GITHUB_WORKFLOW_REF.includes(`/${PUBLISH_WORKFLOW}@`)
  return {
    // Any workflow run is GitHub's build, but only the publish workflow's is a GitHub Pages deploy.
    ...(publishing ? { name: 'GitHub Pages' as const } : {}),
    preview: '',
    production: publishing ? `a GitHub Pages deploy (${PUBLISH_WORKFLOW})` : '',
    repo: found(env.GITHUB_REPOSITORY, "GitHub Actions' GITHUB_REPOSITORY"),
    // It publishes the default branch: a push to another branch builds nothing for Pages.
    branch: publishing
      ? found(env.GITHUB_REF_NAME, `GitHub Actions' GITHUB_REF_NAME in ${PUBLISH_WORKFLOW}`)
      : undefined,
    commit: env.GITHUB_SHA || undefined,
  }
}

/** What the host building this says, or nothing of a build that no host runs (on a computer, a server). */
export function hostBuild(env: HostEnv, productionBranch: string): HostBuild {
  return (
    netlify(env) ??
    vercel(env) ??
    cloudflarePages(env, productionBranch) ??
    githubActions(env) ?? { preview: '', production: '' }
  )
}
