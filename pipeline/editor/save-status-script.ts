/**
 * /admin/save-status.js, the strip at the foot of /admin (./save-status-panel.ts), as the build
 * writes it (./build-editor.ts): the strip's function and the functions it is handed, as their
 * source text, called with the site's settings.
 */
import { describeMailbox } from './mailbox-words.ts'
import { CONTENT_CHECK_CONTEXT, restRootOf, summariseSave } from './save-status.ts'
import { type SaveStatusSettings, showSaveStatus } from './save-status-panel.ts'
import { describeSave } from './save-status-things.ts'

/** The file under /admin/ the build writes (./build-editor.ts). */
export const SAVE_STATUS_FILE = 'save-status.js'

/** /admin/save-status.js for the editor's repository, branch and Git host, the site's build report's address and its inbox's. */
export function saveStatusScript(
  target: Record<'repo' | 'branch' | 'apiRoot', string>,
  reportUrl: string,
  inboxHref: string,
  enquiryUrl: string,
) {
  const settings: SaveStatusSettings = {
    restRoot: restRootOf(target.apiRoot),
    repo: target.repo,
    branch: target.branch,
    saves: 3,
    pollMs: 30_000,
    contentCheck: CONTENT_CHECK_CONTEXT,
    reportUrl,
    inboxHref,
    enquiryUrl,
  }
  const parts = [JSON.stringify(settings), summariseSave, describeSave, describeMailbox].map(String)
  return `(${showSaveStatus.toString()})(window, ${parts.join(', ')})\n`
}
