// @ts-check
/**
 * The REST root of a GitHub API as Sveltia CMS derives it from the editor's `api_root`: GitHub's own
 * as it is, a GitHub Enterprise Server's (and the tests' stand-in, scripts/local-editor/server.ts)
 * under /api/v3. The editor's corner strip asks it (pipeline/editor/save-status-panel.ts), and so
 * does `npm start`'s inbox, to learn whether a token may push (./enquiry-local-inbox.js).
 */
export const GITHUB_REST_ROOT = 'https://api.github.com'

/** @param {string} apiRoot */
export function restRootOf(apiRoot) {
  const root = apiRoot.replace(/\/+$/, '')
  if (root === GITHUB_REST_ROOT || root.endsWith('/api/v3')) return root
  return root.endsWith('/api') ? `${root}/v3` : `${root}/api/v3`
}
