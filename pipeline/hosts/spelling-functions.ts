/**
 * The functions Cloudflare Pages and Netlify run for the spellings their static rules cannot answer
 * (another letter case, a trailing slash on Netlify, an unknown page of a section typed in mixed
 * case): a Pages `_worker.js` limited by `_routes.json`, and a Netlify Edge Function limited by its
 * `pattern`. Neither holds a rule of its own: each carries a copy of the very module `npm start`
 * decides with (server/serving-decision.js) and the serving rules of the same build, and answers
 * what `npm start` answers, a permanent redirect keeping the query string or the section's
 * not-found page with 404; anything else goes on to the host's static files and rules. Where a
 * function is not deployed, the not-found page's address script still sends the visitor on.
 * Why and what it costs: docs/decisions/029-spellings-on-every-host.md.
 */
import { readFileSync } from 'node:fs'
import type { ServingRules } from '../../server/serving-rules.js'
import { escapeRegex, GENERATED, siteWideHeaders, urlOf } from './host-files.ts'

/** The shared module, copied beside each function as it is. */
const DECISION_MODULE = 'serving-decision.js'
const ANSWER_MODULE = 'answer-spelling.js'

/** Cloudflare allows at most 100 include and exclude rules together, each at most 100 characters. */
const ROUTES_MAX_RULES = 100
const ROUTES_MAX_LENGTH = 100

/**
 * The addresses that may redirect, as alternatives of one case-sensitive regular expression without
 * look-ahead (Netlify's `pattern` has none): another letter case, repeated or trailing slashes, a
 * `.html` name, an old address, and a project site's `/` and `/repo`. Hashed assets are left out by
 * each host's own exclusion.
 */
export function spellingsThatMayRedirect(rules: ServingRules): string[] {
  const base = rules.basePath ?? ''
  return [
    '.*[A-Z].*',
    '.*//.*',
    '.+/',
    '.*\\.html',
    ...(rules.redirects ?? []).map(({ from }) => escapeRegex(urlOf(rules, from))),
    ...(base ? ['/', escapeRegex(base)] : []),
  ]
}

/**
 * The module both functions share: the decision of server/serving-decision.js over this build's
 * rules and the files they publish outside the hashed assets (which never reach a function), and
 * the headers of the answers it makes itself, since neither host applies `_headers` to them.
 * `fetchDocument` reads a not-found document from the host's static files.
 */
function answerModule(rules: ServingRules, servable: string[]): string {
  const hashed = rules.cache.hashedPrefix.slice(1)
  const site = {
    rules: { pages: rules.pages, notFound: rules.notFound, redirects: rules.redirects ?? [], basePath: rules.basePath },
    files: servable.filter((file) => !file.startsWith(hashed)),
    redirectHeaders: { ...siteWideHeaders(rules), 'Cache-Control': rules.cache.other },
    notFoundHeaders: { ...siteWideHeaders(rules), 'Cache-Control': rules.cache.document },
  }
  return [
    `// ${GENERATED}`,
    `import { createDecider } from './${DECISION_MODULE}'`,
    `const site = ${JSON.stringify(site)}`,
    'const decide = createDecider(site.rules, site.files)',
    '/** Our answer to a spelling, or undefined where the host answers it itself. */',
    'export async function answerSpelling(request, fetchDocument) {',
    '  const url = new URL(request.url)',
    '  const decision = decide(url.pathname + url.search)',
    "  if (decision.kind === 'redirect') {",
    '    return new Response(null, { status: 301, headers: { ...site.redirectHeaders, Location: decision.location } })',
    '  }',
    "  if (decision.kind !== 'not-found' || !decision.file) return undefined",
    // The document at its clean address (`/services/404`): a spelling no function is run for.
    "  const clean = (site.rules.basePath ?? '') + '/' + decision.file.replace(/\\.html$/, '')",
    '  const document = await fetchDocument(new URL(clean, url))',
    "  const type = document.headers.get('Content-Type') ?? 'text/html; charset=utf-8'",
    "  return new Response(document.body, { status: 404, headers: { ...site.notFoundHeaders, 'Content-Type': type } })",
    '}',
    '',
  ].join('\n')
}

const decisionModule = () => readFileSync(new URL(`../../server/${DECISION_MODULE}`, import.meta.url), 'utf8')

/** A file a host's function consists of: its path inside the folder it goes in, and its text. */
export type FunctionFile = { path: string; text: string }

/** The Netlify Edge Function, as a folder of its own under the edge-functions directory. */
const NETLIFY_FUNCTION = 'spellings'

/**
 * The Netlify Edge Function's files: its entry declares where it runs (`config.pattern`, every
 * spelling that may redirect; `excludedPattern`, the hashed assets and a project site's home page)
 * and answers with the shared
 * module, reading a not-found document over the site's own address.
 */
export function netlifyEdgeFunction(rules: ServingRules, servable: string[]): FunctionFile[] {
  const config = {
    pattern: `^(?:${spellingsThatMayRedirect(rules).join('|')})$`,
    // A project site's home page (`/repo/`) ends in a slash, and is a page's own address.
    excludedPattern: [
      `^${escapeRegex(urlOf(rules, rules.cache.hashedPrefix))}`,
      ...(rules.basePath ? [`^${escapeRegex(urlOf(rules, '/'))}$`] : []),
    ],
  }
  const entry = [
    `// ${GENERATED}`,
    `import { answerSpelling } from './${ANSWER_MODULE}'`,
    'export default (request) => answerSpelling(request, (url) => fetch(url))',
    `export const config = ${JSON.stringify(config)}`,
    '',
  ].join('\n')
  return [
    { path: `${NETLIFY_FUNCTION}/${NETLIFY_FUNCTION}.js`, text: entry },
    { path: `${NETLIFY_FUNCTION}/${ANSWER_MODULE}`, text: answerModule(rules, servable) },
    { path: `${NETLIFY_FUNCTION}/${DECISION_MODULE}`, text: decisionModule() },
  ]
}

/**
 * Cloudflare's `_routes.json`: the worker runs for every address but the hashed assets and each
 * page's canonical address, as many as the 100 rules allow (the rest reach the worker, which
 * hands them on to the static files).
 */
function cloudflareRoutes(rules: ServingRules) {
  const exclude = [
    `${urlOf(rules, rules.cache.hashedPrefix)}*`,
    ...rules.pages.map((page) => urlOf(rules, page === '/' && rules.basePath ? '/' : page)),
  ].filter((rule) => rule.length <= ROUTES_MAX_LENGTH)
  const include = ['/*']
  return { version: 1, include, exclude: exclude.slice(0, ROUTES_MAX_RULES - include.length) }
}

/**
 * The Cloudflare Pages worker (advanced mode: `_worker.js/` in the published folder) and its
 * `_routes.json`: the shared module's answer, or the static files (`env.ASSETS`) with their
 * `_headers` and `_redirects`. With `enquiry` (a build that saw SMTP_URL), every request to that
 * path, in any method, goes first to the enquiry module beside it (./enquiry-functions.ts); with
 * `signIn` (a build that saw the GitHub App's values), that path to the sign-in module (./sign-in-functions.ts).
 */
export function cloudflareWorker(
  rules: ServingRules,
  servable: string[],
  enquiry?: { path: string; module: string },
  signIn?: { path: string; module: string },
): FunctionFile[] {
  const routed = (route: { path: string } | undefined, answer: string) =>
    route
      ? [`    if (new URL(request.url).pathname === ${JSON.stringify(route.path)}) return ${answer}(request, env)`]
      : []
  const entry = [
    `// ${GENERATED}`,
    `import { answerSpelling } from './${ANSWER_MODULE}'`,
    ...(enquiry ? [`import answerEnquiry from './${enquiry.module}'`] : []),
    ...(signIn ? [`import answerSignIn from './${signIn.module}'`] : []),
    'export default {',
    '  async fetch(request, env) {',
    ...routed(enquiry, 'answerEnquiry'),
    ...routed(signIn, 'answerSignIn'),
    '    return (await answerSpelling(request, (url) => env.ASSETS.fetch(url))) ?? env.ASSETS.fetch(request)',
    '  },',
    '}',
    '',
  ].join('\n')
  return [
    { path: '_worker.js/index.js', text: entry },
    { path: `_worker.js/${ANSWER_MODULE}`, text: answerModule(rules, servable) },
    { path: `_worker.js/${DECISION_MODULE}`, text: decisionModule() },
    { path: '_routes.json', text: `${JSON.stringify(cloudflareRoutes(rules), null, 2)}\n` },
  ]
}
