/**
 * The walk-through /admin's note offers while Sign in with GitHub is not set up (./editor-sign-in.ts):
 * GitHub's App Manifest flow. A form posts the app, already described (least power: Contents read and
 * write, Commit statuses, Checks and Metadata read; no webhook), to GitHub's "new GitHub App" page;
 * GitHub sends the owner back to /admin with a code, which the page exchanges with GitHub's API
 * (`POST /app-manifests/{code}/conversions`, no sign-in needed, within an hour) for the app's client
 * id and secret, shown once with where to paste them. Nothing reaches the site's server. Why a
 * GitHub App: docs/decisions/047-sign-in-with-a-github-app.md.
 */
import { SIGN_IN_PATH, webRootOf } from '../../server/github-sign-in.js'
import { restRootOf } from './save-status.ts'

/** What GitHub is asked to create: the manifest, less the addresses the script fills in from where /admin is served. */
function appManifest(siteName: string) {
  return {
    // GitHub allows 34 characters; the owner may change it on GitHub's form.
    name: `${siteName} editor`.slice(0, 34),
    public: false,
    default_permissions: { contents: 'write', statuses: 'read', checks: 'read', metadata: 'read' },
    request_oauth_on_install: false,
  }
}

/** The two forms (a personal account's, the repository owner's organisation's), posted in a new tab. */
export function manifestForms(apiRoot: string, repo: string): string {
  const web = webRootOf(apiRoot)
  const [owner = ''] = repo.split('/')
  const form = (action: string, label: string) =>
    `<form class="sign-in-app" method="post" action="${action}" target="_blank"><input type="hidden" name="manifest" value=""><button type="submit">${label}</button></form>`
  return [
    form(`${web}/settings/apps/new`, 'Create the app on GitHub (my account)'),
    form(`${web}/organizations/${encodeURIComponent(owner)}/settings/apps/new`, `… for the organisation ${owner}`),
  ].join('')
}

/** The form-action /admin's policy allows while the walk-through is offered: GitHub's web root. */
export const manifestFormAction = (apiRoot: string) => webRootOf(apiRoot)

/**
 * The walk-through's part of /admin/sign-in.js: fills each form's manifest with this address, and on
 * GitHub's return (`?code=`) exchanges the code and shows the app's values once.
 */
export function setupScript(apiRoot: string, siteName: string, basePath: string): string {
  const conversions = `${restRootOf(apiRoot)}/app-manifests/`
  return `const manifest = ${JSON.stringify(appManifest(siteName))}
const site = location.origin + ${JSON.stringify(basePath)}
Object.assign(manifest, {
  url: site,
  redirect_url: location.origin + location.pathname,
  callback_urls: [site + ${JSON.stringify(SIGN_IN_PATH)}],
  // No webhook: GitHub asks for its address all the same.
  hook_attributes: { url: site, active: false },
})
for (const input of document.querySelectorAll('.sign-in-app input[name="manifest"]')) input.value = JSON.stringify(manifest)
const code = new URLSearchParams(location.search).get('code')
const shown = document.getElementById('sign-in-app-values')
if (code && shown) {
  history.replaceState(null, '', location.pathname)
  shown.hidden = false
  shown.textContent = 'Asking GitHub for the new app’s values…'
  fetch(${JSON.stringify(conversions)} + encodeURIComponent(code) + '/conversions', {
    method: 'POST',
    headers: { Accept: 'application/vnd.github+json' },
  })
    .then((response) => response.json().then((app) => ({ ok: response.ok, app })))
    .then(({ ok, app }) => {
      if (!ok || !app.client_id) throw new Error(app.message || 'GitHub did not say')
      shown.textContent = ''
      const line = (label, value) => {
        const row = document.createElement('p')
        row.append(label, ' ')
        const held = document.createElement('code')
        held.textContent = value
        row.append(held)
        shown.append(row)
      }
      line('GITHUB_CLIENT_ID', app.client_id)
      line('GITHUB_CLIENT_SECRET', app.client_secret)
      const next = document.createElement('p')
      next.textContent = 'Copy both now: GitHub shows the secret this once. Set them in your host’s settings (the owner’s guide, “Sign in with GitHub”, says where), redeploy, then install the app on this site’s repository: '
      const install = document.createElement('a')
      install.href = app.html_url + '/installations/new'
      install.textContent = 'install ' + app.name
      next.append(install)
      shown.append(next)
    })
    .catch((error) => {
      shown.textContent = 'GitHub did not give the app’s values (' + error.message + '): on the app’s page on GitHub, generate a client secret and copy the client ID.'
    })
}
`
}
