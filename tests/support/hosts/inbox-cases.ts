/**
 * The owner's inbox as each host's own function answers it (server/enquiry-inbox.js behind
 * pipeline/hosts/enquiry-functions/answer-enquiry.js), asked as /admin's inbox page asks: with the
 * editor's token as a Bearer. The Git-host stand-in decides who may read, as GitHub does (the token
 * must push to the site's repository). Run after the enquiry table (./enquiry-cases.ts), whose
 * refused enquiry it finds in the list, retries, and deletes. Returns what does not hold, in words.
 */
import { Repository } from '../../../scripts/local-editor/repository'
import { startGitHost } from '../../../scripts/local-editor/server'
import type { startMailServer } from '../../stand-ins/mail-server'
import { TEST_CALLERS, TOKENS } from '../git-host-stand-in'
import { EDITOR_TEST_REPOSITORY } from '../test-environment'
import { check } from './checks'
import type { Host, HostRequest, HostResponse } from './host'

type MailServer = Awaited<ReturnType<typeof startMailServer>>
type Listed = { id: string; enquiry: { message: string; mail?: { state: string } } }
type Inbox = { store?: boolean; enquiries?: Listed[]; health?: { lastSentAt?: string } }

/** A token GitHub once gave and has since revoked: the stand-in knows it no more. */
const REVOKED = 'github_pat_revoked_since'

const asking = (token: string | undefined, method = 'GET', body = ''): HostRequest => ({
  method,
  headers: {
    authorization: token === undefined ? 'Bearer' : `Bearer ${token}`,
    ...(body ? { 'content-type': 'application/json' } : {}),
  },
  body,
})
const parsed = <T>(response: HostResponse): T | undefined => {
  try {
    return JSON.parse(response.body) as T
  } catch {
    return undefined
  }
}

/** Every answer of the inbox: its status, never cached by a browser or a CDN. */
function answered(what: string, response: HostResponse, status: number): string[] {
  return [
    ...check(response.status === status, `${what}: status ${response.status}, expected ${status}: ${response.body}`),
    ...check(
      response.headers['cache-control']?.join() === 'no-store',
      `${what}: cache-control ${response.headers['cache-control']}`,
    ),
  ]
}

/**
 * The Git host the inbox asks who may read, knowing the tests' tokens, on a port of its own (the
 * editor's specs hold the one the build names): give its `apiUrl` to the hosts as GITHUB_API_URL.
 */
export async function startInboxGitHost() {
  const [owner = '', name = ''] = EDITOR_TEST_REPOSITORY.split('/')
  const github = await startGitHost({
    repository: new Repository(owner, name, 'main', new Map()),
    tokens: TEST_CALLERS,
  })
  return { apiUrl: `${github.url}/api/v3`, close: github.close }
}

export async function inboxProblems(
  host: Host,
  path: string,
  { mail, contact, refusedMessage }: { mail: () => MailServer; contact: string; refusedMessage: string },
): Promise<string[]> {
  const ask = (token: string | undefined, method?: string, body?: string) =>
    host.answer(path, asking(token, method, body))
  const problems = [
    ...answered('no sign-in', await ask(undefined), 401),
    ...answered('a revoked token', await ask(REVOKED), 401),
    ...answered('a token that cannot push', await ask(TOKENS.readOnly), 403),
  ]
  const listing = await ask(TOKENS.owner)
  problems.push(...answered('the owner', listing, 200))
  const inbox = parsed<Inbox>(listing)
  const refused = inbox?.enquiries?.find(({ enquiry }) => enquiry.message === refusedMessage)
  problems.push(
    ...check(inbox?.store === true, 'the owner: the store is not there'),
    ...check(refused?.enquiry.mail?.state === 'refused', `the refused enquiry listed as ${JSON.stringify(refused)}`),
    ...check(Boolean(inbox?.health?.lastSentAt), `no last delivery in ${JSON.stringify(inbox?.health)}`),
  )
  if (!refused) return problems

  // Retry now, with the mail server taking the address again: delivered once.
  const before = mail().received.length
  const retried = await ask(TOKENS.owner, 'POST', JSON.stringify({ action: 'retry', id: refused.id }))
  problems.push(
    ...answered('Retry now', retried, 200),
    ...check(parsed<{ state?: string }>(retried)?.state === 'sent', `Retry now: ${retried.body}`),
    ...check(mail().received.length - before === 1, `Retry now: ${mail().received.length - before} mails`),
  )
  const deleted = await ask(TOKENS.owner, 'POST', JSON.stringify({ action: 'delete', id: refused.id }))
  problems.push(...answered('Delete', deleted, 200))
  const after = parsed<Inbox>(await ask(TOKENS.owner))
  problems.push(...check(!after?.enquiries?.some(({ id }) => id === refused.id), 'Delete: still listed'))
  const again = await ask(TOKENS.owner, 'POST', JSON.stringify({ action: 'delete', id: refused.id }))
  problems.push(...answered('Delete of one gone', again, 404))

  // The test enquiry goes through SMTP_URL to the contact address, and says so.
  const sentBefore = mail().received.length
  const tested = await ask(TOKENS.owner, 'POST', JSON.stringify({ action: 'test' }))
  const arrived = mail().received.slice(sentBefore)
  problems.push(
    ...answered('the test enquiry', tested, 200),
    ...check(parsed<{ sent?: boolean }>(tested)?.sent === true, `the test enquiry: ${tested.body}`),
    ...check(
      arrived.length === 1 && JSON.stringify(arrived[0]?.to) === JSON.stringify([contact]),
      `the test enquiry: ${arrived.length} mails, to ${arrived.map((one) => one.to.join()).join('; ')}`,
    ),
  )
  return problems
}
