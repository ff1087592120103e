/**
 * The build's configuration: the owner's settings file (content/settings.yaml, ./settings-schema.ts)
 * with the environment variables that override it for one build, and the variables that only the
 * environment gives (e-mail provider keys, the editor's repository, build folders), parsed into one
 * typed Configuration. A bad variable stops the build (or the test run) with an error naming it.
 * Documented for owners in .env.example and docs/owner-guide.md "Make it yours" and "Configure the site".
 */

import { z } from 'zod'
import { type AdviceLine, adviceText, OwnerAdvice } from './advice-form.ts'
import { type AnalyticsConfig, AnalyticsEnvSchema, analyticsProblems, resolveAnalytics } from './analytics-config.ts'
import { connection } from './connection.ts'
import { EditorEnvSchema } from './editor-settings.ts'
import { type Environment, flag, text, textOr } from './fields.ts'
import { HostEnvSchema, type HostName } from './host-build.ts'
import { editorLabel } from './owner-words.ts'
import { SETTINGS, type SettingSource, source } from './setting-sources.ts'
import { type SiteSettings, SiteSettingsSchema } from './settings-schema.ts'
import { type SiteConfig, SiteEnvSchema, SiteOverridesSchema, siteIdentity } from './site-config.ts'

/** Where the build goes unless BUILD_DIR says otherwise: the live site's, and a preview's of its own. */
const LIVE_BUILD_DIR = 'build'
const PREVIEW_BUILD_DIR = 'build-preview'

const BuildEnvSchema = z
  .object({
    BUILD_DIR: text,
    CONTENT_DIR: textOr('content'),
    CI_DEPLOY: flag,
    STRICT_DEPLOY: flag,
    NGINX_LISTEN: textOr('80'),
    PHOTO_CACHE_DIR: textOr('.cache/photos'),
    PREVIEW: flag,
    // The owner's mailbox (read by `npm start` and by each host's function at run time): the build
    // only asks whether it is set, and keeps no more of it than that (decision 033).
    SMTP_URL: text,
    // The GitHub App that signs editors in (read by `npm start` and each host's function at run
    // time): the build only asks whether both are set, and then names the endpoint to /admin (decision 047).
    GITHUB_CLIENT_ID: text,
    GITHUB_CLIENT_SECRET: text,
    // Set by npm to the npm that runs the build, which the editor's install uses too.
    npm_execpath: text,
  })
  .transform((env) => ({
    /**
     * Where React Router writes the build, relative to the project unless absolute. A PREVIEW=1
     * build goes beside the live build, never over it: `npm start` serves build/
     * (server/build-switch.js). A host's own preview builds into the usual folder: the host
     * publishes that one to its preview address.
     */
    buildDir: env.BUILD_DIR || (env.PREVIEW ? PREVIEW_BUILD_DIR : LIVE_BUILD_DIR),
    /** The content folder, relative to the project unless absolute. */
    contentDir: env.CONTENT_DIR,
    /** Deploy pipelines opt in to refusing a build without e-mail provider keys. */
    requireEmailProvider: env.CI_DEPLOY || env.STRICT_DEPLOY,
    /** What the generated nginx server block listens on. */
    nginxListen: env.NGINX_LISTEN,
    /** Where downloaded stock photos and encoded photo files are kept between builds, relative to the project unless absolute. */
    photoCacheDir: env.PHOTO_CACHE_DIR,
    /**
     * The deploy this build is, in words for messages, when it must serve every photo itself (a
     * photo linked at the stock host stops it): CI_DEPLOY or STRICT_DEPLOY, or a host's production
     * deploy (set in `parseConfiguration`); '' for a preview or a build on a computer.
     */
    strictDeploy: env.CI_DEPLOY
      ? 'a deploy build (CI_DEPLOY)'
      : env.STRICT_DEPLOY
        ? 'a deploy build (STRICT_DEPLOY)'
        : '',
    /** PREVIEW=1: drafts and scheduled articles are built too, marked (app/content/publication.ts). */
    preview: env.PREVIEW,
    /** The build's day (UTC, as content dates are written): an article dated after it is held back. */
    today: new Date().toISOString().slice(0, 10),
    /** The npm CLI script that runs this build (`npm run build`), if npm runs it. */
    npmCli: env.npm_execpath,
    /**
     * SMTP_URL is set: Netlify, Cloudflare Pages and Vercel get the enquiry endpoint as their own
     * function, which e-mails each enquiry through that mailbox (pipeline/hosts/enquiry-functions.ts).
     * Only whether it is set: its value never reaches the build's files or its log.
     */
    enquiryMailbox: env.SMTP_URL !== '',
    /**
     * GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET are both set: /admin offers "Sign in with GitHub"
     * through the site's own endpoint (server/github-sign-in.js), on `npm start` and as each host's
     * function. Only whether they are set: their values never reach the build's files or its log.
     */
    githubSignIn: env.GITHUB_CLIENT_ID !== '' && env.GITHUB_CLIENT_SECRET !== '',
  }))

/** The build's own settings once the host is known. */
type BuildSettings = Omit<z.output<typeof BuildEnvSchema>, 'strictDeploy'> & {
  /**
   * A preview: drafts and scheduled articles are built too, marked (app/content/publication.ts).
   * PREVIEW=1, or a host building one of its own previews (./host-build.ts).
   */
  preview: boolean
  /**
   * The host preview this build is (Netlify deploy preview or branch deploy, Cloudflare Pages
   * preview deployment, Vercel preview deployment), in words for the build log; '' for none.
   */
  hostPreview: string
  /** Refuse a build that would link a photo at the stock host instead of serving it: why, in words; '' to allow it with a warning. */
  requireLocalPhotos: string
  /** The host running this build (./host-build.ts), for what its log tells the owner; absent elsewhere. */
  host?: HostName
  /** The commit the host builds (./host-build.ts); '' where no host says (a build on a computer). */
  commit: string
}

const envParts = {
  overrides: SiteOverridesSchema,
  site: SiteEnvSchema,
  analytics: AnalyticsEnvSchema,
  editor: EditorEnvSchema,
  build: BuildEnvSchema,
  host: HostEnvSchema,
}

/** Every variable the build reads, by name: the keys of each part's schema. */
export function configurationVariables(): string[] {
  const names = Object.values(envParts).flatMap((schema) => Object.keys(('in' in schema ? schema.in : schema).shape))
  return [...new Set(names)]
}

/** How the site looks, from the settings file alone (no variable overrides it). */
export type BrandSettings = Pick<
  SiteSettings,
  'brandColour' | 'accentColour' | 'logo' | 'logoOnDark' | 'nameBesideLogo'
>

export type Configuration = {
  site: SiteConfig
  analytics: AnalyticsConfig | undefined
  brand: BrandSettings
  editor: z.output<typeof EditorEnvSchema>
  build: BuildSettings
  /** How long a host's function keeps each enquiry: the settings' `enquiryRetentionDays`; absent, the enquiry domain's default (enquiries/enquiry-box.js `LIMITS`). */
  enquiries?: { retentionDays: number }
  /** For the build log: which value won for each setting a variable may override. */
  sources: SettingSource[]
}

/** A variable set for this build (named alone) or a setting of the file it clashes with (the file named). */
class ConfigurationError extends OwnerAdvice {
  constructor(lines: AdviceLine[]) {
    super(adviceText('Invalid configuration: the variables set for this build (see .env.example)', lines))
    this.name = 'ConfigurationError'
  }
}

type Parsed = { [Part in keyof typeof envParts]: z.output<(typeof envParts)[Part]> }

function parseEnvironment(env: Environment): Parsed {
  const issues: z.core.$ZodIssue[] = []
  const parsed = Object.fromEntries(
    Object.entries(envParts).map(([name, schema]) => {
      const result = schema.safeParse(env)
      if (!result.success) issues.push(...result.error.issues)
      return [name, result.data]
    }),
  )
  if (issues.length > 0) throw new ConfigurationError(issues)
  // Object.fromEntries loses the pairing of each part with its schema; `envParts` guarantees it.
  return parsed as Parsed
}

/** The analytics choice with its overrides applied; a variable that makes it invalid is named. */
function analyticsOf(settings: SiteSettings, env: Parsed['analytics'], siteUrl: string, sources: SettingSource[]) {
  const file = {
    provider: settings.analytics.provider,
    siteId: settings.analytics.siteId ?? '',
    host: settings.analytics.host ?? '',
  }
  const variables = {
    provider: 'VITE_ANALYTICS',
    siteId: 'VITE_ANALYTICS_SITE_ID',
    host: 'VITE_ANALYTICS_HOST',
  } as const
  const given = { provider: env.VITE_ANALYTICS, siteId: env.VITE_ANALYTICS_SITE_ID, host: env.VITE_ANALYTICS_HOST }
  const choice = {
    provider: given.provider || file.provider,
    siteId: given.siteId || file.siteId,
    host: given.host || file.host,
  }
  for (const field of ['provider', 'siteId', 'host'] as const) {
    sources.push(source(`analytics.${field}`, variables[field], given[field], file[field]))
  }
  // A problem is the variable's unless the file's value is the one that clashes with a variable.
  const problems = analyticsProblems(choice, siteUrl).map(({ field, message }) =>
    given[field] || !file[field]
      ? { path: [variables[field]], message }
      : {
          file: SETTINGS,
          path: ['analytics', field],
          message: `${message} (with the variables set for this build)`,
          label: editorLabel(SiteSettingsSchema, ['analytics', field]),
        },
  )
  if (problems.length > 0) throw new ConfigurationError(problems)
  return resolveAnalytics(choice, siteUrl)
}

/**
 * The Configuration of `settings` (the checked settings file) with `env` on top; throws a
 * ConfigurationError naming every bad variable.
 */
export function parseConfiguration(env: Environment, settings: SiteSettings, gitOrigin = ''): Configuration {
  const parsed = parseEnvironment(env)
  const { overrides, editor } = parsed
  const connected = connection(
    settings,
    { repo: editor.repo, branch: editor.branch, siteUrl: overrides.VITE_SITE_URL },
    parsed.host,
    gitOrigin,
  )
  const identity = { ...siteIdentity(settings, overrides), url: connected.siteUrl }
  const [siteUrl, ...editorSources] = connected.sources
  const sources = [
    source('name', 'VITE_COMPANY_NAME', overrides.VITE_COMPANY_NAME, settings.name),
    ...(siteUrl ? [siteUrl] : []),
    source('email', 'VITE_CONTACT_EMAIL', overrides.VITE_CONTACT_EMAIL, settings.email),
  ]
  const analytics = analyticsOf(settings, parsed.analytics, identity.url, sources)
  const { brandColour, accentColour, logo, logoOnDark, nameBesideLogo } = settings
  const { strictDeploy, ...build } = parsed.build
  return {
    site: { ...identity, ...parsed.site },
    analytics,
    brand: { brandColour, accentColour, logo, logoOnDark, nameBesideLogo },
    editor: { ...editor, repo: connected.repo, branch: connected.branch },
    ...(settings.enquiryRetentionDays ? { enquiries: { retentionDays: settings.enquiryRetentionDays } } : {}),
    build: {
      ...build,
      preview: build.preview || connected.host.preview !== '',
      hostPreview: connected.host.preview,
      requireLocalPhotos: strictDeploy || connected.host.production,
      ...(connected.host.name ? { host: connected.host.name } : {}),
      commit: connected.host.commit ?? '',
    },
    sources: [...sources, ...editorSources],
  }
}
