/**
 * Where the site is connected: the GitHub repository and branch the browser editor saves to, the
 * site's address, and whether this build is a host's production deploy, each from the first source
 * that knows it (docs/decisions/028-connected-on-every-host.md). Repository and branch: the settings
 * file, then VITE_EDITOR_REPO / VITE_EDITOR_BRANCH, then the host building the site
 * (./host-build.ts), then Git's origin remote when it is on GitHub. The address: VITE_SITE_URL, then
 * the settings file unless it still holds the shipped placeholder, then the host's. Pure: every
 * value comes in as an argument (./read-environment.ts reads them).
 */
import { type Found, githubRepository, type HostBuild, type HostEnv, hostBuild } from './host-build.ts'
import { SETTINGS, type SettingSource, source } from './setting-sources.ts'
import type { SiteSettings } from './settings-schema.ts'
import { PLACEHOLDER_SITE_URL } from './settings-schema.ts'

/** The branch the editor commits to when nothing names one. */
const DEFAULT_BRANCH = 'main'

export type Connection = {
  /** owner/name on GitHub, or '' when no source knows it: /admin then says how to connect the editor. */
  repo: string
  branch: string
  siteUrl: string
  host: HostBuild
  /** For the build log: where each of the three came from. */
  sources: SettingSource[]
}

/** What the variables set for this build say (blank: unset), as the schemas parsed them. */
export type ConnectionVariables = { repo: string; branch: string; siteUrl: string }

type Candidate = { value: string; from: string } | undefined

/** The first candidate with a value, as the build log reports it; `fileValue` is the settings file's. */
function first(setting: string, fileValue: string, candidates: Candidate[], otherwise: SettingSource): SettingSource {
  const chosen = candidates.find((candidate) => candidate?.value)
  if (!chosen) return otherwise
  return chosen.from === SETTINGS ? source(setting, '', '', fileValue) : { setting, fileValue, ...chosen }
}

const given = (value: string | undefined, from: string): Found | undefined => (value ? { value, from } : undefined)

export function connection(
  settings: SiteSettings,
  variables: ConnectionVariables,
  hostEnv: HostEnv,
  gitOrigin: string,
): Connection {
  const fileRepo = settings.editorRepository ?? ''
  const fileBranch = settings.editorBranch ?? ''
  // Cloudflare Pages tells its production deploy only by the branch: the one the owner named, or main.
  const host = hostBuild(hostEnv, fileBranch || variables.branch || DEFAULT_BRANCH)
  const repo = first(
    'editorRepository',
    fileRepo,
    [
      given(fileRepo, SETTINGS),
      given(variables.repo, 'VITE_EDITOR_REPO'),
      host.repo,
      given(githubRepository(gitOrigin), "Git's origin remote"),
    ],
    {
      ...source('editorRepository', '', '', ''),
      note: 'no repository known, so /admin says how to connect the editor (set editorRepository or VITE_EDITOR_REPO to owner/name)',
    },
  )
  const branch = first(
    'editorBranch',
    fileBranch,
    [given(fileBranch, SETTINGS), given(variables.branch, 'VITE_EDITOR_BRANCH'), host.branch],
    { setting: 'editorBranch', value: DEFAULT_BRANCH, from: 'the default', fileValue: '' },
  )
  const placeholder = settings.siteUrl === PLACEHOLDER_SITE_URL
  const siteUrl = first(
    'siteUrl',
    settings.siteUrl,
    [given(variables.siteUrl, 'VITE_SITE_URL'), placeholder ? host.address : given(settings.siteUrl, SETTINGS)],
    {
      ...source('siteUrl', '', '', settings.siteUrl),
      note: 'the shipped placeholder: canonical links, sitemap.xml, share images and the enquiry e-mail name it until siteUrl is set',
    },
  )
  return { repo: repo.value, branch: branch.value, siteUrl: siteUrl.value, host, sources: [siteUrl, repo, branch] }
}
