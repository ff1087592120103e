/**
 * `npm run enquiries`: lists the enquiries `npm start` stored (a build without e-mail provider
 * keys), newest first, whether each was e-mailed (SMTP_URL) and, for those that wait, since when
 * and the last error, with how many were dropped as spam; `npm run enquiries -- <number or id>`
 * shows one in full; `npm run enquiries -- --test` sends a test enquiry through SMTP_URL
 * (./enquiry-test-mail.ts). Reads ENQUIRY_DIR exactly as the server does (server/server-configuration.js).
 */
import { fileURLToPath } from 'node:url'
import { serviceLabel } from '../app/features/contact/contact-schema.ts'
import { type ListedEnquiry, type MailState, readEnquiries, readSpamCount } from '../server/enquiry-files.js'
import { readServerConfiguration } from '../server/server-configuration.js'
import { sendTestEnquiry } from './enquiry-test-mail.ts'

type Options = { dir: string; timeZone?: string }

/** A received time as an owner reads it ("Wed 2 Apr 2025, 11:30"), in the machine's time zone unless one is given. */
function formatReceived(iso: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(new Date(iso))
  // Assembled from parts: ICU versions (one per Node release) punctuate the whole differently.
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? ''
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`
}

/** `text` on one line, cut at a word to at most `max` characters, with … when something was left out. */
export function firstWords(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= max) return line
  const cut = line.slice(0, max)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut.slice(0, max - 1)).trimEnd()}…`
}

/** Files of the old shape hold the service's id: shown by its name, as the form shows it. */
const serviceOf = (listed: ListedEnquiry) => serviceLabel(listed.enquiry.service)

/** Whether an enquiry was e-mailed, in a word (the list's column). */
const MAILED: Record<MailState['state'] | 'none', string> = {
  sent: 'yes',
  waiting: 'waiting',
  refused: 'REFUSED',
  none: 'no (no SMTP_URL)',
}

const COLUMNS: { title: string; max: number; value: (listed: ListedEnquiry, received: string) => string }[] = [
  { title: 'Received', max: 24, value: (_listed, received) => received },
  { title: 'E-mailed', max: 16, value: ({ enquiry }) => MAILED[enquiry.mail?.state ?? 'none'] },
  { title: 'Name', max: 22, value: ({ enquiry }) => enquiry.name },
  { title: 'Company', max: 22, value: ({ enquiry }) => enquiry.company },
  { title: 'Service', max: 30, value: serviceOf },
  { title: 'Message', max: 44, value: ({ enquiry }) => enquiry.message },
  { title: 'Id', max: 40, value: ({ id }) => id },
]

function table(enquiries: ListedEnquiry[], timeZone?: string): string[] {
  const rows = enquiries.map((listed, index) => [
    String(index + 1),
    ...COLUMNS.map((column) =>
      firstWords(column.value(listed, formatReceived(listed.enquiry.receivedAt, timeZone)), column.max),
    ),
  ])
  const header = ['#', ...COLUMNS.map((column) => column.title)]
  const widths = header.map((title, at) => Math.max(title.length, ...rows.map((row) => row[at]?.length ?? 0)))
  const line = (cells: string[]) =>
    cells
      .map((cell, at) => (at === 0 ? cell.padStart(widths[at] ?? 0) : cell.padEnd(widths[at] ?? 0)))
      .join('  ')
      .trimEnd()
  return [line(header), ...rows.map(line)]
}

function spamSummary(dir: string, timeZone?: string): string {
  try {
    const spam = readSpamCount(dir)
    if (!spam) return "Dropped as spam (the form's hidden field filled in): none."
    return `Dropped as spam (the form's hidden field filled in), never stored: ${spam.dropped}, the last on ${formatReceived(spam.lastAt, timeZone)}.`
  } catch (error) {
    return `Dropped as spam: the counter could not be read (${String(error)}).`
  }
}

/**
 * Under the list, when `npm start` e-mails enquiries: each that waits (since when, how many tries,
 * the last error) and each the mail server refused, by its # in the list.
 */
function mailSummary(enquiries: ListedEnquiry[], timeZone?: string): string[] {
  if (!enquiries.some(({ enquiry }) => enquiry.mail)) return []
  const waiting: string[] = []
  const refused: string[] = []
  enquiries.forEach(({ enquiry: { mail } }, index) => {
    if (mail?.state === 'waiting') {
      const tries = `${mail.tries} ${mail.tries === 1 ? 'try' : 'tries'}`
      waiting.push(
        `  #${index + 1} since ${formatReceived(mail.since, timeZone)}, ${tries}${mail.lastError ? `, last error: ${mail.lastError}` : ''}`,
      )
    }
    if (mail?.state === 'refused')
      refused.push(`  #${index + 1} on ${formatReceived(mail.refusedAt, timeZone)}: ${mail.error}`)
  })
  const lines =
    waiting.length === 0
      ? ['Waiting to be e-mailed: none.']
      : ['Waiting to be e-mailed (npm start tries again at least once a minute while it runs):', ...waiting]
  if (refused.length > 0) {
    lines.push('Refused for good by the mail server (npm start tries them once more when it next starts):', ...refused)
  }
  return [...lines, '']
}

/** One enquiry's e-mail state in full. */
function mailLine(mail: MailState | undefined, timeZone?: string): string {
  if (!mail) return 'no: stored while SMTP_URL was not set'
  const tries = `${mail.tries} ${mail.tries === 1 ? 'try' : 'tries'}`
  if (mail.state === 'sent') return `yes, to ${mail.to} on ${formatReceived(mail.sentAt, timeZone)} (${tries})`
  if (mail.state === 'refused') {
    return `NO: refused for good by the mail server on ${formatReceived(mail.refusedAt, timeZone)}: ${mail.error}`
  }
  const last = mail.lastError ? `, last error: ${mail.lastError}` : ''
  return `not yet: waiting since ${formatReceived(mail.since, timeZone)}, ${tries}${last}`
}

/** The list `npm run enquiries` prints. */
export function listEnquiries({ dir, timeZone }: Options): string {
  const { enquiries, unreadable } = readEnquiries(dir)
  const lines =
    enquiries.length === 0
      ? [
          `No enquiries in ${dir} yet.`,
          '`npm start` stores them there when the build has no e-mail provider keys (docs/owner-guide.md, "Receive enquiries").',
        ]
      : [
          `${enquiries.length} ${enquiries.length === 1 ? 'enquiry' : 'enquiries'} in ${dir}, newest first:`,
          '',
          ...table(enquiries, timeZone),
          '',
          ...mailSummary(enquiries, timeZone),
          'To read one in full: npm run enquiries -- <# or id>',
        ]
  lines.push(spamSummary(dir, timeZone))
  for (const { file, problem } of unreadable)
    lines.push(`Could not read ${file}: ${problem}. Open it to see what it holds.`)
  return lines.join('\n')
}

/** One enquiry in full, by its place in the list (1 is the newest) or its id; undefined when there is none. */
export function showEnquiry({ dir, timeZone }: Options, which: string): string | undefined {
  const { enquiries } = readEnquiries(dir)
  // An id may be all digits (e.g. 79422811): an id matches first, then a place in the list.
  const byId = enquiries.findIndex((listed) => listed.id === which)
  const index = byId >= 0 ? byId : /^\d+$/.test(which) ? Number(which) - 1 : -1
  const listed = enquiries[index]
  if (!listed) return undefined
  const { enquiry } = listed
  return [
    `Enquiry ${index + 1} of ${enquiries.length} (id ${listed.id})`,
    `Received  ${formatReceived(enquiry.receivedAt, timeZone)} (${enquiry.receivedAt})`,
    `Name      ${enquiry.name}`,
    `Email     ${enquiry.email}`,
    `Phone     ${enquiry.phone}`,
    `Company   ${enquiry.company}`,
    `Service   ${serviceOf(listed)}`,
    `E-mailed  ${mailLine(enquiry.mail, timeZone)}`,
    `File      ${listed.file}`,
    '',
    enquiry.message,
  ].join('\n')
}

/** The command: what it prints and its exit code, from its arguments and environment. */
export function runEnquiries(
  args: string[],
  env?: Record<string, string | undefined>,
): { output: string; code: number } {
  let dir: string
  try {
    // Without `env`, the server's own reader of the environment (server/server-configuration.js).
    dir = readServerConfiguration(env).enquiries.dir
  } catch (error) {
    return { output: error instanceof Error ? error.message : String(error), code: 1 }
  }
  const [which, ...rest] = args
  if (which === undefined) return { output: listEnquiries({ dir }), code: 0 }
  if (rest.length > 0 || which.startsWith('-')) {
    return { output: 'Usage: npm run enquiries [-- <# or id> | --test]', code: 1 }
  }
  const shown = showEnquiry({ dir }, which)
  if (shown !== undefined) return { output: shown, code: 0 }
  return { output: `No enquiry "${which}" in ${dir}: \`npm run enquiries\` lists them with their # and id.`, code: 1 }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const { output, code } = args[0] === '--test' && args.length === 1 ? await sendTestEnquiry() : runEnquiries(args)
  ;(code === 0 ? console.log : console.error)(output)
  process.exitCode = code
}
