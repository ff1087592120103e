/**
 * `npm run enquiries -- --test` (./enquiry-test-mail.ts) through the mail stand-in: delivered to the
 * build's contact address, and a mail server that is down said in plain words, with advice.
 */
import { rmSync } from 'node:fs'
import { afterAll, expect, test } from 'vitest'
import { freePort, startMailServer } from '../tests/stand-ins/mail-server'
import { CONTACT, makeBuild } from '../tests/support/mini-build.js'
import { sendTestEnquiry } from './enquiry-test-mail'

const { dir: build } = makeBuild()
afterAll(() => rmSync(build, { recursive: true, force: true }))

test('a test enquiry goes to the contact address through SMTP_URL, and a server that is down is advice', async () => {
  const mail = await startMailServer()
  try {
    const sent = await sendTestEnquiry({ SMTP_URL: mail.url, BUILD_DIR: build })
    expect(sent).toEqual({
      output: `A test enquiry was sent to ${CONTACT.email} through SMTP_URL: check that inbox.`,
      code: 0,
    })
    expect(mail.received.map((received) => received.to)).toEqual([[CONTACT.email]])
    expect(mail.received[0]?.parsed.text).toContain('This is a test enquiry')
  } finally {
    await mail.close()
  }
  const down = await sendTestEnquiry({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, BUILD_DIR: build })
  expect(down.code).toBe(1)
  expect(down.output).toMatch(/^The test enquiry was NOT sent \(.*ECONNREFUSED.*\)\.\nYour mail server did not answer/)
  expect(await sendTestEnquiry({ BUILD_DIR: build })).toMatchObject({
    code: 1,
    output: expect.stringMatching(/^SMTP_URL is not set/),
  })
})
