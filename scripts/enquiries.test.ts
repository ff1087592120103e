import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { serviceOptions } from '../app/features/contact/contact-schema'
import { enquiryFileName, SPAM_COUNT_FILE, type StoredEnquiry, toStoredEnquiry } from '../server/enquiry-files.js'
import { createEnquiryStore } from '../server/enquiry-store.js'
import { firstWords, listEnquiries, runEnquiries, showEnquiry } from './enquiries'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
function directory() {
  const dir = mkdtempSync(join(tmpdir(), 'enquiries-'))
  dirs.push(dir)
  return dir
}

const [first, , last] = serviceOptions
const timeZone = 'Europe/London'

/** Two enquiries stored by the endpoint and one of the old shape (the service as its id). */
async function ownerDirectory() {
  const dir = directory()
  const store = createEnquiryStore({ dir })
  const store1 = async (at: string, params: Record<string, string>) =>
    store.store(toStoredEnquiry(params, new Date(at)), new Date(at))
  await store1('2025-04-02T10:30:00.000Z', {
    from_name: 'Ada Lovelace',
    from_email: 'ada@example.com',
    phone: '+44 7700 900123',
    company: 'Analytical Engines',
    service: first?.label ?? '',
    message: 'We would like a security review of our office network before the end of the quarter, please.',
  })
  await store1('2025-06-20T16:05:00.000Z', {
    from_name: 'Grace Hopper',
    from_email: 'grace@example.com',
    phone: '020 7946 0000',
    company: 'Cobol & Co',
    service: 'Other',
    message: 'Can you help us find a bug?',
  })
  const old = new Date('2025-01-15T09:00:00.000Z')
  writeFileSync(
    join(dir, enquiryFileName(old, 'ffee0011')),
    JSON.stringify({
      receivedAt: old.toISOString(),
      lib_version: '4.4.1',
      user_id: 'local-stand-in',
      service_id: 'local-stand-in',
      template_id: 'local-stand-in',
      template_params: {
        from_name: 'Alan Turing',
        from_email: 'alan@example.com',
        phone: '01234 567890',
        company: 'Bletchley Ltd',
        service: last?.value,
        message: 'Old enquiry.',
      },
    }),
  )
  await store.countSpam(new Date('2025-06-21T08:00:00.000Z'))
  await store.countSpam(new Date('2025-06-22T08:00:00.000Z'))
  return dir
}

test('the owner sees every enquiry newest first: date, name, company, service by name, first words, id', async () => {
  const dir = await ownerDirectory()
  const lines = listEnquiries({ dir, timeZone }).split('\n')
  expect(lines[0]).toBe(`3 enquiries in ${dir}, newest first:`)
  const rows = lines.slice(3, 6).map((line) => line.split(/\s{2,}/))
  expect(rows.map((row) => row.slice(0, 6))).toEqual([
    ['1', 'Fri 20 Jun 2025, 17:05', 'no (no SMTP_URL)', 'Grace Hopper', 'Cobol & Co', 'Other'],
    ['2', 'Wed 2 Apr 2025, 11:30', 'no (no SMTP_URL)', 'Ada Lovelace', 'Analytical Engines', first?.label],
    // The old shape's service id is shown by its name.
    ['3', 'Wed 15 Jan 2025, 09:00', 'no (no SMTP_URL)', 'Alan Turing', 'Bletchley Ltd', last?.label],
  ])
  expect(rows[1]?.[6]).toBe('We would like a security review of our…')
  expect(rows[2]?.[7]).toBe('ffee0011')
  // Nothing about e-mail when none was ever to be e-mailed.
  expect(lines.join('\n')).not.toContain('Waiting to be e-mailed')
  expect(lines).toContain('To read one in full: npm run enquiries -- <# or id>')
  expect(lines.at(-1)).toBe(
    "Dropped as spam (the form's hidden field filled in), never stored: 2, the last on Sun 22 Jun 2025, 09:00.",
  )
})

test('one enquiry in full, by its place in the list or by its id', async () => {
  const dir = await ownerDirectory()
  const byPlace = showEnquiry({ dir, timeZone }, '2')
  expect(byPlace?.split('\n')).toEqual([
    expect.stringMatching(/^Enquiry 2 of 3 \(id [0-9a-f]{8}\)$/),
    'Received  Wed 2 Apr 2025, 11:30 (2025-04-02T10:30:00.000Z)',
    'Name      Ada Lovelace',
    'Email     ada@example.com',
    'Phone     +44 7700 900123',
    'Company   Analytical Engines',
    `Service   ${first?.label}`,
    'E-mailed  no: stored while SMTP_URL was not set',
    expect.stringMatching(new RegExp(`^File      ${dir}/2025-04-02T10-30-00-000Z-[0-9a-f]{8}\\.json$`)),
    '',
    'We would like a security review of our office network before the end of the quarter, please.',
  ])
  const id = /id ([0-9a-f]{8})/.exec(byPlace ?? '')?.[1] ?? ''
  expect(showEnquiry({ dir, timeZone }, id)).toBe(byPlace)
  expect(showEnquiry({ dir, timeZone }, '4')).toBeUndefined()
  expect(showEnquiry({ dir, timeZone }, '0')).toBeUndefined()
})

test('the command reads ENQUIRY_DIR as npm start does, relative to where it runs', async () => {
  const dir = await ownerDirectory()
  const listed = runEnquiries([], { ENQUIRY_DIR: relative(process.cwd(), dir) })
  expect(listed.code).toBe(0)
  expect(listed.output).toContain(`3 enquiries in ${dir}`)
  expect(runEnquiries(['1'], { ENQUIRY_DIR: dir }).output).toContain('Name      Grace Hopper')
  const missing = runEnquiries(['9'], { ENQUIRY_DIR: dir })
  expect(missing).toEqual({
    code: 1,
    output: `No enquiry "9" in ${dir}: \`npm run enquiries\` lists them with their # and id.`,
  })
  expect(runEnquiries(['1', '2'], { ENQUIRY_DIR: dir }).code).toBe(1)
  // The server's defaults and checks: unset means .data/enquiries; a bad ENQUIRY_* value is named.
  expect(runEnquiries([], {}).output).toMatch(/\.data\/enquiries/)
  expect(runEnquiries([], { ENQUIRY_DIR: dir, ENQUIRY_MAX_COUNT: 'lots' })).toMatchObject({
    code: 1,
    output: expect.stringContaining('ENQUIRY_MAX_COUNT must be a whole number'),
  })
})

test('no enquiries yet: says where they will be; a damaged file or counter is named, never skipped silently', () => {
  const dir = directory()
  expect(listEnquiries({ dir, timeZone })).toBe(
    [
      `No enquiries in ${dir} yet.`,
      '`npm start` stores them there when the build has no e-mail provider keys (docs/owner-guide.md, "Receive enquiries").',
      "Dropped as spam (the form's hidden field filled in): none.",
    ].join('\n'),
  )
  writeFileSync(join(dir, 'copied.json'), '{"name":')
  writeFileSync(join(dir, SPAM_COUNT_FILE), 'garbage')
  const output = listEnquiries({ dir, timeZone })
  expect(output).toContain(`Could not read ${join(dir, 'copied.json')}: SyntaxError`)
  expect(output).toContain('Dropped as spam: the counter could not be read')
})

test('first words stop at a word, on one line', () => {
  expect(firstWords('Short one', 40)).toBe('Short one')
  expect(firstWords('Line one\n\nline two and a much longer tail', 20)).toBe('Line one line two…')
  expect(firstWords('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…')
})

test('with SMTP_URL: which were e-mailed, which wait (since when, how many tries, the last error), which were refused', async () => {
  const dir = directory()
  const store = createEnquiryStore({ dir })
  const add = async (at: string, name: string, mail: StoredEnquiry['mail']) => {
    const record = { ...toStoredEnquiry({ from_name: name, message: `From ${name}.` }, new Date(at)), mail }
    await store.store(record, new Date(at))
  }
  await add('2026-11-25T12:00:00.000Z', 'Sent Sam', {
    state: 'sent',
    sentAt: '2026-11-25T12:00:02.000Z',
    to: 'hello@example.com',
    tries: 2,
  })
  await add('2026-11-25T12:30:00.000Z', 'Refused Rita', {
    state: 'refused',
    refusedAt: '2026-11-25T12:30:01.000Z',
    error: '550 5.1.1 Mailbox unavailable',
    tries: 1,
  })
  await add('2026-11-25T12:55:00.000Z', 'Waiting Will', {
    state: 'waiting',
    since: '2026-11-25T12:55:00.000Z',
    tries: 14,
    lastTryAt: '2026-11-25T13:05:00.000Z',
    lastError: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:587',
  })
  const output = listEnquiries({ dir, timeZone })
  const lines = output.split('\n')
  expect(lines.slice(3, 6).map((line) => line.split(/\s{2,}/).slice(2, 4))).toEqual([
    ['waiting', 'Waiting Will'],
    ['REFUSED', 'Refused Rita'],
    ['yes', 'Sent Sam'],
  ])
  expect(lines.slice(7, 11)).toEqual([
    'Waiting to be e-mailed (npm start tries again at least once a minute while it runs):',
    '  #1 since Wed 25 Nov 2026, 12:55, 14 tries, last error: ESOCKET: connect ECONNREFUSED 127.0.0.1:587',
    'Refused for good by the mail server (npm start tries them once more when it next starts):',
    '  #2 on Wed 25 Nov 2026, 12:30: 550 5.1.1 Mailbox unavailable',
  ])
  console.log(output)
  const mailed = (which: string) =>
    showEnquiry({ dir, timeZone }, which)
      ?.split('\n')
      .find((line) => line.startsWith('E-mailed'))
  expect(mailed('1')).toBe(
    'E-mailed  not yet: waiting since Wed 25 Nov 2026, 12:55, 14 tries, last error: ESOCKET: connect ECONNREFUSED 127.0.0.1:587',
  )
  expect(mailed('2')).toBe(
    'E-mailed  NO: refused for good by the mail server on Wed 25 Nov 2026, 12:30: 550 5.1.1 Mailbox unavailable',
  )
  expect(mailed('3')).toBe('E-mailed  yes, to hello@example.com on Wed 25 Nov 2026, 12:00 (2 tries)')
})
