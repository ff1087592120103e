/**
 * /admin/inbox: the owner's kept enquiries and the mailbox's health, linked from the editor's
 * corner strip (./save-status-panel.ts). /admin/inbox.js (`(${showInbox})(…)`) runs in the page, so
 * `showInbox` uses nothing from outside its own body; it asks the site's own enquiry endpoint, which
 * each host's function and `npm start` answer as the inbox (server/enquiry-inbox.js) for a request
 * with the token the owner signed in to the editor with (Sveltia keeps it in localStorage,
 * `sveltia-cms.user`). That function asks the Git host whether the token may push; this page talks
 * to nothing but its own origin. Nothing in it is inline: the site's strict policy serves it.
 */
import { ENQUIRY_PATH } from '../../server/enquiry-endpoint.js'
import { pageFile } from '../../server/serving-rules.js'
import { adminDocument, escapeHtml } from './admin-document.ts'
import { EDITOR_URL_PATH } from './editor-path.ts'
import { type InboxAction, type InboxAnswer, renderInbox } from './inbox-view.ts'
import { describeMailbox } from './mailbox-words.ts'

export const INBOX_PATH = `${EDITOR_URL_PATH}/inbox`
/** Its document under client/: served with the site's own strict policy, nothing inline. */
export const INBOX_DOCUMENT = pageFile(INBOX_PATH)
/** Its script and its stylesheet under /admin/. */
export const INBOX_SCRIPT = 'inbox.js'
export const INBOX_STYLESHEET = 'inbox.css'

type InboxSettings = { endpoint: string }

/** The inbox's page, as far as its script uses it. */
type InboxWindow = Window & typeof globalThis

function showInbox(
  win: InboxWindow,
  settings: InboxSettings,
  render: typeof renderInbox,
  mailboxWords: typeof describeMailbox,
): void {
  const doc = win.document
  const byId = (id: string) => doc.getElementById(id) as HTMLElement
  const status = byId('inbox-status')
  const health = byId('inbox-health')
  const list = byId('inbox-list')
  const testButton = byId('inbox-test') as HTMLButtonElement
  const testOutcome = byId('inbox-test-outcome')
  const tokenOf = (): string => {
    try {
      const user = JSON.parse(win.localStorage.getItem('sveltia-cms.user') ?? 'null') as { token?: unknown } | null
      return typeof user?.token === 'string' ? user.token : ''
    } catch {
      return ''
    }
  }
  const refusal = (code: number): string =>
    code === 401
      ? 'The editor’s sign-in is not accepted (signed out, expired or revoked): open the editor, sign in, then come back.'
      : code === 403
        ? 'This account cannot publish the site, so it may not read its enquiries.'
        : code === 404 || code === 405
          ? 'This host answers no inbox: enquiries are kept by a host’s function (Netlify, Cloudflare Pages, Vercel) or by npm start.'
          : `The inbox could not be read just now (the server answered ${code}): try again in a minute.`
  const ask = async (body?: object): Promise<{ code: number; answer?: unknown }> => {
    const token = tokenOf()
    if (!token) return { code: 401 }
    try {
      const response = await win.fetch(settings.endpoint, {
        method: body ? 'POST' : 'GET',
        cache: 'no-store',
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
      const json = (response.headers.get('content-type') ?? '').includes('json')
      return { code: response.status, answer: json ? await response.json() : undefined }
    } catch {
      return { code: 0 }
    }
  }
  const load = async () => {
    status.textContent = 'Reading the inbox…'
    const { code, answer } = await ask()
    if (code !== 200 || !answer) {
      status.textContent = refusal(code)
      health.replaceChildren()
      list.replaceChildren()
      testButton.hidden = code === 401 || code === 403
      return
    }
    const shown = render(doc, answer as InboxAnswer, (action) => void act(action), mailboxWords)
    const count = (answer as InboxAnswer).enquiries.length
    status.textContent = count
      ? `${count} kept ${count === 1 ? 'enquiry' : 'enquiries'}, newest first.`
      : 'No enquiries are kept.'
    health.replaceChildren(...shown.health)
    list.replaceChildren(shown.list)
    testButton.hidden = false
  }
  const act = async ({ action, id }: InboxAction) => {
    if (action === 'delete' && !win.confirm('Delete this enquiry for good?')) return
    const { code, answer } = await ask({ action, id })
    const state = (answer as { state?: string } | undefined)?.state
    status.textContent =
      code !== 200
        ? refusal(code)
        : action === 'delete'
          ? 'The enquiry was deleted.'
          : state === 'sent'
            ? 'The enquiry was e-mailed.'
            : `The enquiry was tried: it is ${state ?? 'unchanged'}.`
    if (code === 200) await load().then(() => (status.textContent = `${status.textContent}`))
  }
  testButton.addEventListener('click', async () => {
    testButton.disabled = true
    testOutcome.textContent = 'Sending a test enquiry…'
    const { code, answer } = await ask({ action: 'test' })
    const said = answer as { sent?: boolean; to?: string; error?: string; advice?: string } | undefined
    testOutcome.textContent =
      code !== 200
        ? refusal(code)
        : said?.sent
          ? `A test enquiry was sent to ${said.to}: check that mailbox.`
          : `The test enquiry was NOT sent. ${said?.advice ?? said?.error ?? ''}`
    testButton.disabled = false
  })
  void load()
}

/** /admin/inbox.js for a site whose enquiry endpoint is under `basePath`. */
export function inboxScript(basePath: string): string {
  const settings: InboxSettings = { endpoint: `${basePath}${ENQUIRY_PATH}` }
  const parts = [JSON.stringify(settings), renderInbox.toString(), describeMailbox.toString()]
  return `(${showInbox.toString()})(window, ${parts.join(', ')})\n`
}

/** The inbox's look, light and dark, written to /admin/inbox.css. */
export const INBOX_STYLE = `
:root { color-scheme: light dark; --text: #1e293b; --page: #ffffff; --line: #cbd5e1; --link: #1d4ed8;
  --sent: #15803d; --waiting: #b45309; --refused: #b91c1c; }
@media (prefers-color-scheme: dark) { :root { --text: #e2e8f0; --page: #0f172a; --line: #475569; --link: #93c5fd;
  --sent: #4ade80; --waiting: #fbbf24; --refused: #fca5a5; } }
body { font: 1.0625rem/1.55 system-ui, sans-serif; color: var(--text); background: var(--page); margin: 0; }
main { max-width: 48rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; overflow-wrap: anywhere; }
a { color: var(--link); }
h1 { font-size: 1.75rem; margin: 0.5rem 0 1rem; }
h2 { font-size: 1.3rem; margin: 2rem 0 0.5rem; }
h3 { font-size: 1.1rem; margin: 0 0 0.25rem; }
button { font: inherit; padding: 0.35rem 0.9rem; margin: 0 0.5rem 0.5rem 0; cursor: pointer; }
.failing strong, li[data-state='refused'] .state { color: var(--refused); }
li[data-state='waiting'] .state { color: var(--waiting); }
li[data-state='sent'] .state { color: var(--sent); }
.enquiries { list-style: none; padding: 0; margin: 0; }
.enquiries > li { border: 1px solid var(--line); border-radius: 6px; padding: 0.75rem 1rem; margin: 0 0 1rem; }
.enquiries p { margin: 0.25rem 0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dd { margin: 0; white-space: pre-wrap; }
summary { cursor: pointer; margin: 0.5rem 0; }
`

/** The inbox's document: what its script fills, and what it says without one. */
export function inboxPage(siteName: string, basePath = ''): string {
  return adminDocument(
    `Enquiries | ${escapeHtml(siteName)}`,
    `<link rel="stylesheet" href="${basePath}${EDITOR_URL_PATH}/${INBOX_STYLESHEET}">
<script src="${basePath}${EDITOR_URL_PATH}/${INBOX_SCRIPT}" defer></script>`,
    `<main>
<p><a href="${basePath}${EDITOR_URL_PATH}">Back to the editor</a></p>
<h1>Enquiries</h1>
<section aria-labelledby="mailbox-heading">
<h2 id="mailbox-heading">Your mailbox</h2>
<div id="inbox-health"></div>
<button type="button" id="inbox-test" hidden>Send a test enquiry</button>
<p id="inbox-test-outcome" role="status"></p>
</section>
<section aria-labelledby="kept-heading">
<h2 id="kept-heading">Kept enquiries</h2>
<p id="inbox-status" role="status">This page needs JavaScript to read the inbox.</p>
<div id="inbox-list"></div>
</section>
</main>
`,
  )
}
