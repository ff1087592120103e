/**
 * How /admin signs a person in. With the GitHub App's two values set where the site is built
 * (config.build.githubSignIn), the editor offers "Sign in with GitHub" through the site's own endpoint
 * (server/github-sign-in.js), beside the token; without them it offers the token alone, as before, and
 * a note says what to set. Why a GitHub App: docs/decisions/047-sign-in-with-a-github-app.md.
 */
import type { HostName } from '../../app/config/host-build.ts'
import { SIGN_IN_PATH } from '../../server/github-sign-in.js'
import { manifestFormAction, manifestForms, setupScript } from './sign-in-setup.ts'

/** The script /admin loads before the editor (./build-editor.ts). */
export const SIGN_IN_SCRIPT_FILE = 'sign-in.js'

/**
 * The editor's backend settings for signing in. Sveltia opens `base_url` + `auth_endpoint` in its
 * popup and takes the token only from that origin: the site's own. The build's address is the
 * default; ./editor-sign-in.ts's script sets the origin /admin is served from (a host's preview
 * address, a test's server), where the endpoint answers too.
 */
export function signInBackend(siteUrl: string, signIn: boolean) {
  if (!signIn) return { auth_methods: ['token'] }
  const { origin, pathname } = new URL(siteUrl)
  const basePath = pathname.replace(/\/+$/, '')
  return { base_url: origin, auth_endpoint: `${basePath}${SIGN_IN_PATH}`.slice(1), auth_methods: ['oauth', 'token'] }
}

/**
 * With sign-in: the editor started by hand, its backend's `base_url` the origin /admin is served
 * from (Sveltia merges this into config.yml). Without: the note below hidden once someone has signed
 * in with a token (the editor keeps its user in localStorage, as ./save-status-panel.ts reads it).
 */
/** Whether /admin walks the owner through creating the app: not once set up, nor where no function can run. */
const offersSetup = (signIn: boolean, host: HostName | undefined) => !signIn && host !== 'GitHub Pages'

/** The form-action /admin's policy allows: GitHub's, while the walk-through posts the app's manifest there. */
export const signInFormAction = (signIn: boolean, host: HostName | undefined, apiRoot: string) =>
  offersSetup(signIn, host) ? manifestFormAction(apiRoot) : undefined

/** What the walk-through needs to know: the editor's API root and the site's name and base path. */
type SetupFacts = { host: HostName | undefined; apiRoot: string; siteName: string; basePath: string }

export function signInScript(signIn: boolean, facts?: SetupFacts): string {
  if (signIn) {
    return `// Sign in with GitHub through the site's own origin, wherever /admin is served (pipeline/editor/editor-sign-in.ts).
window.CMS_MANUAL_INIT = true
addEventListener('DOMContentLoaded', () => {
  window.CMS.init({ config: { backend: { base_url: location.origin } } })
})
`
  }
  return `// The note on setting up Sign in with GitHub, while no one is signed in (pipeline/editor/editor-sign-in.ts).
addEventListener('DOMContentLoaded', () => {
  const note = document.getElementById('sign-in-note')
  const signedIn = () => {
    try {
      return Boolean(JSON.parse(localStorage.getItem('sveltia-cms.user') ?? 'null')?.token)
    } catch {
      return false
    }
  }
  const values = document.getElementById('sign-in-app-values')
  const show = () => {
    // The app's values, once GitHub gave them, stay in view until the page is left.
    if (note) note.hidden = signedIn() && (!values || values.hidden)
  }
  show()
  setInterval(show, 1000)
})
${facts && offersSetup(signIn, facts.host) ? setupScript(facts.apiRoot, facts.siteName, facts.basePath) : ''}`
}

/** Where the owner's guide gives the steps: on GitHub, in the site's own repository. */
const guideUrl = (repo: string, branch: string) =>
  `https://github.com/${repo}/blob/${branch}/docs/owner-guide.md#sign-in-with-github`

/**
 * The note /admin shows beside the token sign-in when the button is not set up: what to set, where, and
 * that GitHub Pages, which runs no function, keeps the token. None when sign-in is set up.
 */
export function signInNote(
  signIn: boolean,
  host: HostName | undefined,
  repo: string,
  branch: string,
  apiRoot = 'https://api.github.com',
): string {
  if (signIn) return ''
  const guide = `<a href="${guideUrl(repo, branch)}">the owner’s guide, “Sign in with GitHub”</a>`
  const words =
    host === 'GitHub Pages'
      ? `This site is published on GitHub Pages, which runs no sign-in function: each person signs in with a token (${guide}).`
      : `<strong>Sign in with GitHub is not set up yet</strong>, so each person signs in with a token. To offer the button instead, set <code>GITHUB_CLIENT_ID</code> and <code>GITHUB_CLIENT_SECRET</code> in the host’s settings and redeploy: ${guide} gives each step.`
  const setup = offersSetup(signIn, host)
    ? `<p>Or let GitHub fill in its form: ${manifestForms(apiRoot, repo)}</p><div id="sign-in-app-values" hidden></div>`
    : ''
  return `<aside id="sign-in-note" class="sign-in-note" role="note">${words}${setup}</aside>\n`
}

/** The note's look: a card in the corner the save strip leaves free. */
export const SIGN_IN_NOTE_STYLE =
  '.sign-in-note{position:fixed;right:12px;bottom:12px;z-index:2147483000;max-width:min(26rem,calc(100vw - 24px));' +
  'padding:10px 14px;font:14px/1.45 system-ui,sans-serif;color:#0f172a;background:#fff;border-left:6px solid #b45309;' +
  'border-radius:6px;box-shadow:0 4px 16px rgb(15 23 42/.18)}.sign-in-note[hidden]{display:none}' +
  '.sign-in-app{display:inline}.sign-in-app button{margin:4px 6px 0 0;font:inherit;cursor:pointer}' +
  '.sign-in-note a{color:#1d4ed8}.sign-in-note code{background:#f1f5f9;padding:0 .2em;border-radius:.2em}'
