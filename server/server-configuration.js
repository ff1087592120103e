// @ts-check
/**
 * Every environment variable `npm start` reads, once: its default, its meaning and its check. An
 * invalid value stops the server with a message naming each bad variable, rather than running with
 * a guess. docs/owner-guide.md's "Runtime variables" table is this schema written out (a unit test keeps them
 * in step); the site's own build-time variables are the schema in app/config/.
 */
import { resolve } from 'node:path'
import { z } from 'zod'
import { parseSmtpUrl } from './smtp-url.js'

/** A whole number of at least `min`, from an environment string; unset or empty means the default. */
const wholeNumber = (/** @type {number} */ fallback, /** @type {number} */ min) =>
  z
    .string()
    .trim()
    .optional()
    .transform((raw, context) => {
      if (!raw) return fallback
      const value = Number(raw)
      if (Number.isInteger(value) && value >= min) return value
      context.addIssue({ code: 'custom', message: `must be a whole number of at least ${min}, got "${raw}"` })
      return z.NEVER
    })

const text = (/** @type {string} */ fallback) =>
  z
    .string()
    .optional()
    .transform((raw) => raw || fallback)

/** The same check as the build's for the contact address (app/config/site-config.ts). */
const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/

/**
 * A variable that may be unset (or blank): then undefined, else its trimmed text as `read` reads it.
 * @template T
 * @param {(text: string) => { value: T } | { problem: string }} read
 */
const optional = (read) =>
  z
    .string()
    .optional()
    .transform((raw, context) => {
      const value = raw?.trim()
      if (!value) return undefined
      const result = read(value)
      if ('value' in result) return /** @type {T} */ (result.value)
      context.addIssue({ code: 'custom', message: result.problem })
      return z.NEVER
    })

const smtpUrl = optional((value) => {
  const parsed = parseSmtpUrl(value)
  return 'server' in parsed ? { value: parsed.server } : parsed
})

const emailAddress = optional((value) =>
  EMAIL.test(value) ? { value } : { problem: `must be one e-mail address, got "${value}"` },
)

export const ServerEnvironmentSchema = z.object({
  PORT: wholeNumber(3000, 0).describe('Where to listen (`PORT=0`: any free port, printed at start)'),
  HOST: text('0.0.0.0').describe('The address to listen on'),
  BUILD_DIR: text('build').describe('The build to serve'),
  HTTPS: z
    .string()
    .optional()
    .transform((raw) => ['1', 'true'].includes(raw?.trim().toLowerCase() ?? ''))
    .describe(
      '`true`: always add `upgrade-insecure-requests` (TLS ends at a proxy that sends no `X-Forwarded-Proto: https`)',
    ),
  TRUST_PROXY: wholeNumber(0, 0).describe(
    "How many proxies in front to believe about the visitor's address (`X-Forwarded-For`); `1` behind one nginx. Leave `0` when clients connect directly, or any visitor could pick their own address",
  ),
  ENQUIRY_DIR: text('.data/enquiries').describe(
    'Where the local enquiry endpoint stores enquiries (builds without provider keys only)',
  ),
  ENQUIRY_LIMIT_PER_CLIENT: wholeNumber(5, 1).describe(
    'Enquiries one visitor (IP address; IPv6 by /64) may send per 10 minutes',
  ),
  ENQUIRY_LIMIT_PER_DAY: wholeNumber(200, 1).describe('Enquiries accepted per day from everyone together'),
  ENQUIRY_MAX_COUNT: wholeNumber(10_000, 1).describe(
    'Storage cap in enquiries: past it, enquiries are refused with 503 and the contact address',
  ),
  ENQUIRY_MAX_MB: wholeNumber(100, 1).describe(
    'Storage cap in megabytes: past it, enquiries are refused with 503 and the contact address',
  ),
  SMTP_URL: smtpUrl.describe(
    'The mail server that e-mails each stored enquiry to the site\'s contact address: `smtp://user:password@smtp.example.com:587` (STARTTLS) or `smtps://user:password@smtp.example.com:465`; unset, enquiries are stored only (see "Receive enquiries")',
  ),
  SMTP_FROM: emailAddress.describe(
    "The From address of those e-mails, if the mail server wants a particular one; unset, the `SMTP_URL` user name when it is an e-mail address, else the site's contact address",
  ),
  GITHUB_CLIENT_ID: optional((value) => ({ value })).describe(
    'The GitHub App\'s client ID, for Sign in with GitHub at /admin (see "Sign in with GitHub"); the build must have seen it set too',
  ),
  GITHUB_CLIENT_SECRET: optional((value) => ({ value })).describe(
    "The GitHub App's client secret, with `GITHUB_CLIENT_ID`; unset, the button's popup says what to set",
  ),
})

/** The window of ENQUIRY_LIMIT_PER_CLIENT: fixed, because the owner's guide's promise to visitors names it. */
const PER_CLIENT_WINDOW_MS = 10 * 60 * 1000

/** The runtime settings of `npm start`, from the environment (or any variables given). */
export function readServerConfiguration(/** @type {Record<string, string | undefined>} */ env = process.env) {
  const parsed = ServerEnvironmentSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)
    throw new Error(`Invalid server configuration:\n${problems.map((problem) => `- ${problem}`).join('\n')}`)
  }
  const variables = parsed.data
  return {
    buildDir: resolve(variables.BUILD_DIR),
    port: variables.PORT,
    host: variables.HOST,
    forceHttps: variables.HTTPS,
    trustProxy: variables.TRUST_PROXY,
    /** E-mailing stored enquiries: off (undefined) without SMTP_URL. */
    mail: variables.SMTP_URL && { server: variables.SMTP_URL, from: variables.SMTP_FROM },
    /** The GitHub App's values, for the sign-in endpoint the build may name (./sign-in-route.js). */
    signIn: { GITHUB_CLIENT_ID: variables.GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET: variables.GITHUB_CLIENT_SECRET },
    enquiries: {
      dir: resolve(variables.ENQUIRY_DIR),
      maxCount: variables.ENQUIRY_MAX_COUNT,
      maxBytes: variables.ENQUIRY_MAX_MB * 1024 * 1024,
      limits: {
        perClient: variables.ENQUIRY_LIMIT_PER_CLIENT,
        perClientWindowMs: PER_CLIENT_WINDOW_MS,
        perDay: variables.ENQUIRY_LIMIT_PER_DAY,
      },
    },
  }
}

/**
 * The environment of the build `npm start` makes when BUILD_DIR holds none: this one, written into
 * BUILD_DIR, and never a preview (which npm start would refuse to serve).
 */
export function liveBuildEnvironment(/** @type {string} */ buildDir, env = process.env) {
  return { ...env, BUILD_DIR: buildDir, PREVIEW: '' }
}

/** What `npm start` runs with when nothing is set: the defaults the route and store fall back to. */
export const SERVER_DEFAULTS = readServerConfiguration({})
