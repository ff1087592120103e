/**
 * The strip at the foot of /admin that says whether the owner's latest saves went live: for each of
 * the branch's last commits, what every host reported to GitHub (./save-status.ts), with a link to its
 * log, and below it the mailbox's health in one line (./mailbox-words.ts). /admin/save-status.js
 * (./save-status-script.ts) runs in the editor's page, so `showSaveStatus` uses nothing from outside its own body. It asks GitHub's REST API
 * with the token the owner signed in with, which Sveltia CMS keeps in localStorage
 * (`sveltia-cms.user`), every 30 seconds while the tab is shown, after each save, and on "Check now";
 * it talks only to the editor's own Git host, the one origin /admin's policy allows besides its own,
 * and its own site, for what the live build settled (./save-status-things.ts) and for the inbox.
 */
import type { OwnerReport } from '../owner-report.ts'
import type { InboxAnswer } from './inbox-view.ts'
import type { describeMailbox } from './mailbox-words.ts'
import type { SaveSummary, summariseSave } from './save-status.ts'
import type { describeSave } from './save-status-things.ts'

export type SaveStatusSettings = {
  /** GitHub's REST API root, as ./save-status.ts `restRootOf` derives it from the editor's `api_root`. */
  restRoot: string
  repo: string
  branch: string
  /** How many of the branch's latest commits to show. */
  saves: number
  /** How often to ask again while the tab is shown. */
  pollMs: number
  contentCheck: string
  /** What the site's build settled for the owner, on the site itself (pipeline/owner-report.ts). */
  reportUrl: string
  inboxHref: string // the inbox of kept enquiries (./inbox-page.ts), linked below the strip
  /** The site's enquiry endpoint, which answers the inbox (server/enquiry-inbox.js): the mailbox's health. */
  enquiryUrl: string
}

/** The editor's page, as far as the strip uses it: the browser's window and Sveltia's event hook. */
export type PanelWindow = Window &
  typeof globalThis & {
    CMS?: { registerEventListener?(listener: { name: string; handler: () => void }): void }
  }

type Problem = { status?: number }

export function showSaveStatus(
  win: PanelWindow,
  settings: SaveStatusSettings,
  summarise: typeof summariseSave,
  wordsOf: typeof describeSave,
  mailboxWords: typeof describeMailbox,
): void {
  const doc = win.document
  const make = <Tag extends keyof HTMLElementTagNameMap>(tag: Tag, text = '') => {
    const element = doc.createElement(tag)
    if (text) element.textContent = text
    return element
  }
  // Indexed by SaveState: a state missing here fails the typecheck.
  const STATES = { building: 'Building', live: 'Live', failed: 'Failed', unreported: 'No host reporting' }
  const REPORTS = { building: 'building', passed: 'passed', failed: 'failed' } as const
  const panel = make('aside')
  panel.className = 'save-status'
  panel.setAttribute('aria-label', 'Whether your saves went live')
  panel.hidden = true
  const details = make('details')
  const summary = make('summary')
  const body = make('div')
  const check = Object.assign(make('button', 'Check now'), { type: 'button' })
  details.append(summary, body)
  const inbox = Object.assign(make('a', 'Enquiries and mailbox'), { href: settings.inboxHref, target: '_blank' })
  const mailbox = make('p')
  mailbox.className = 'mailbox'
  mailbox.hidden = true
  panel.append(details, inbox, mailbox)
  doc.body.append(panel)

  let token = ''
  let lastAsked = 0
  let busy = false
  let askAgain = false
  let checksReadable = true
  let shownState = ''

  const tokenOf = (): string => {
    try {
      const user = JSON.parse(win.localStorage.getItem('sveltia-cms.user') ?? 'null') as { token?: unknown } | null
      return typeof user?.token === 'string' ? user.token : ''
    } catch {
      return ''
    }
  }
  const get = async <Answer>(path: string): Promise<Answer> => {
    // no-cache: asked again each time, but with the ETag GitHub sent, so an unchanged answer is a
    // 304, which GitHub does not count against the token's hourly requests.
    const response = await win.fetch(`${settings.restRoot}/repos/${settings.repo}${path}`, {
      cache: 'no-cache',
      headers: { Accept: 'application/vnd.github+json', Authorization: `token ${token}` },
    })
    if (!response.ok) throw Object.assign(new Error(`GitHub answered ${response.status}`), { status: response.status })
    return (await response.json()) as Answer
  }
  // A fine-grained token can read no check run (GitHub offers it no such permission): asked once.
  const checkRunsOf = async (sha: string) => {
    if (!checksReadable) return []
    try {
      const answer = await get<{ check_runs?: Parameters<typeof summarise>[2] }>(
        `/commits/${sha}/check-runs?per_page=100`,
      )
      return answer.check_runs ?? []
    } catch (error) {
      if ((error as Problem).status !== 403) throw error
      checksReadable = false
      return []
    }
  }
  const paragraph = (text: string) => make('p', text)
  // A link opens beside the editor, which keeps the owner's unsaved work.
  const linkOrText = (text: string, href: string | undefined) => {
    if (!href) return make('span', text)
    const link = make('a', text)
    Object.assign(link, { href, target: '_blank', rel: 'noopener noreferrer' })
    return link
  }

  // The live site's report: its list is that of the save it was built from, and of no other.
  const publishedReport = (): Promise<OwnerReport | undefined> =>
    win
      .fetch(settings.reportUrl, { cache: 'no-cache' })
      .then((answer) => (answer.ok ? (answer.json() as Promise<OwnerReport>) : undefined))
      .catch(() => undefined)

  // The mailbox's health, from the inbox; a host that keeps no inbox (GitHub Pages, nginx) says nothing.
  const showMailbox = async () => {
    const answer = await win
      .fetch(settings.enquiryUrl, { cache: 'no-store', headers: { Authorization: `Bearer ${token}` } })
      .then((response) => (response.ok ? (response.json() as Promise<InboxAnswer>) : undefined))
      .catch(() => undefined)
    const words = answer && mailboxWords(answer)
    mailbox.textContent = words?.failing
      ? `${words.failing}${words.advice ? ` ${words.advice}` : ''}`
      : (words?.delivered ?? '')
    mailbox.dataset.failing = String(Boolean(words?.failing))
    mailbox.hidden = !words
  }

  const showSaves = (saves: SaveSummary[]) => {
    const [latest] = saves
    summary.textContent = latest ? `Latest save: ${wordsOf(doc, latest, STATES[latest.state]).text}` : 'No saves yet'
    panel.dataset.state = latest?.state ?? ''
    const list = make('ol')
    for (const save of saves) {
      const item = make('li')
      item.dataset.state = save.state
      const title = linkOrText(save.title, save.link)
      const when = save.date ? ` ${new Date(save.date).toLocaleString()}` : ''
      const described = wordsOf(doc, save, STATES[save.state])
      item.append(make('strong', described.text), ' ', title, `${save.author ? ` by ${save.author}` : ''}${when}`)
      const reports = make('ul')
      for (const report of save.reports) {
        const line = make('li')
        const name = linkOrText(report.name, report.log)
        if (report.log) name.title = `The log of ${report.name}`
        line.append(name, `: ${REPORTS[report.state]}${report.description ? `. ${report.description}` : ''}`)
        reports.append(line)
      }
      if (save.reports.length) item.append(reports)
      item.append(...described.parts)
      list.append(item)
    }
    const hints: HTMLElement[] = []
    if (latest?.state === 'failed') {
      hints.push(paragraph('Open the log of what failed: the content check names the file to change and the field.'))
    }
    if (latest?.state === 'unreported') {
      hints.push(
        paragraph(
          'No host has reported on this save. Vercel and Cloudflare Pages report once the repository is imported there, GitHub Pages through its workflow; Netlify reports only its previews. See “Did my save go live?” in the owner’s guide.',
        ),
      )
    }
    if (!checksReadable) {
      hints.push(
        paragraph(
          'Check runs, which Cloudflare Pages reports with, cannot be read with a fine-grained token: open the save on GitHub to see them.',
        ),
      )
    }
    body.replaceChildren(list, ...hints, check)
    // Opened once when the latest save fails, not again after the owner closed it.
    if (latest?.state === 'failed' && shownState !== 'failed') details.open = true
    shownState = latest?.state ?? ''
  }

  const showProblem = ({ status }: Problem) => {
    summary.textContent = 'Whether your saves went live: unknown'
    panel.dataset.state = ''
    const text =
      status === 401
        ? 'GitHub no longer accepts your token (it expired or was revoked): sign out and sign in with a new one.'
        : status === 403 || status === 404
          ? 'Your token cannot read what the hosts reported. On GitHub, edit the token (Settings → Developer settings → Personal access tokens) and add “Commit statuses: Read-only”.'
          : `GitHub could not be asked just now; asking again within ${Math.round(settings.pollMs / 1000)} seconds.`
    body.replaceChildren(paragraph(text), check)
  }

  const refresh = async () => {
    token = tokenOf()
    panel.hidden = !token
    // Asked while an answer is awaited (Check now just after a save): asked again once it is in.
    askAgain = busy
    if (!token || busy) return
    busy = true
    lastAsked = Date.now()
    // Sveltia may redraw the page's body; the strip puts itself back.
    if (!panel.isConnected) doc.body.append(panel)
    try {
      const branch = encodeURIComponent(settings.branch)
      const commits = await get<Parameters<typeof summarise>[0][]>(`/commits?sha=${branch}&per_page=${settings.saves}`)
      const [report] = await Promise.all([publishedReport(), showMailbox()])
      const saves = await Promise.all(
        commits.slice(0, settings.saves).map(async (commit) => {
          const [combined, runs] = await Promise.all([
            get<{ statuses?: Parameters<typeof summarise>[1] }>(`/commits/${commit.sha}/status`),
            checkRunsOf(commit.sha),
          ])
          const save = summarise(commit, combined.statuses ?? [], runs, settings.contentCheck)
          return report?.commit && report.commit === save.sha ? { ...save, things: report.things } : save
        }),
      )
      showSaves(saves)
    } catch (error) {
      showProblem(error as Problem)
    } finally {
      busy = false
      if (askAgain) void refresh()
    }
  }
  const tick = () => {
    const signedIn = tokenOf()
    const due = doc.visibilityState === 'visible' && Date.now() - lastAsked >= settings.pollMs
    if (signedIn !== token || (signedIn && due)) void refresh()
  }
  check.addEventListener('click', () => void refresh())
  doc.addEventListener('visibilitychange', tick)
  // Each tick only reads localStorage; GitHub is asked when a sign-in, a sign-out or the interval says so.
  win.setInterval(tick, Math.min(settings.pollMs, 3000))
  const afterSave = () => win.setTimeout(() => void refresh(), 500)
  win.CMS?.registerEventListener?.({ name: 'postSave', handler: afterSave })
  tick()
}
