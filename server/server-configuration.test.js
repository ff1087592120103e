import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { readServerConfiguration, ServerEnvironmentSchema } from './server-configuration.js'

test("the owner's guide documents every runtime variable once, with the default and meaning the schema has", () => {
  const guide = readFileSync('docs/owner-guide.md', 'utf8')
  const table = guide.slice(
    guide.indexOf('Runtime variables'),
    guide.indexOf('### Limits of the local enquiry endpoint'),
  )
  const rows = [...table.matchAll(/^\| `([A-Z_]+)` \| (`[^`]*`|unset) \| (.+) \|$/gm)].map(
    ([, name, value, meaning]) => ({ name, value, meaning }),
  )
  const documented = Object.entries(ServerEnvironmentSchema.shape).map(([name, schema]) => {
    const fallback = schema.parse(undefined)
    return { name, value: fallback === undefined ? 'unset' : `\`${String(fallback)}\``, meaning: schema.description }
  })
  expect(rows).toEqual(documented)
})

test('a bad value stops the server naming each bad variable; unset ones take their defaults', () => {
  expect(() => readServerConfiguration({ PORT: 'eighty', ENQUIRY_LIMIT_PER_DAY: '0' })).toThrow(
    /PORT must be a whole number of at least 0, got "eighty"[\s\S]*ENQUIRY_LIMIT_PER_DAY must be a whole number of at least 1/,
  )
  const config = readServerConfiguration({ PORT: '8080', HTTPS: 'TRUE', ENQUIRY_MAX_MB: '2' })
  expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', forceHttps: true, trustProxy: 0 })
  expect(config.enquiries).toMatchObject({ maxBytes: 2 * 1024 * 1024, maxCount: 10_000, limits: { perClient: 5 } })
})

test('SMTP_URL: a mail server named the two ways the guide shows, or start-up stops naming the variable, never the password', () => {
  expect(readServerConfiguration({}).mail).toBeUndefined()
  expect(readServerConfiguration({ SMTP_URL: ' ' }).mail).toBeUndefined()
  expect(readServerConfiguration({ SMTP_URL: 'smtp://user:pass@smtp.example.com:587' }).mail).toEqual({
    server: {
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      requireTLS: true,
      auth: { user: 'user', pass: 'pass' },
      shown: 'smtp://user@smtp.example.com:587',
    },
    from: undefined,
  })
  expect(
    readServerConfiguration({
      SMTP_URL: 'smtps://me%40example.com:p%40ss@smtp.example.com',
      SMTP_FROM: 'web@example.com',
    }).mail,
  ).toMatchObject({
    server: { port: 465, secure: true, requireTLS: false, auth: { user: 'me@example.com', pass: 'p@ss' } },
    from: 'web@example.com',
  })
  // A server on this machine needs no STARTTLS to keep a password off the network.
  expect(readServerConfiguration({ SMTP_URL: 'smtp://u:p@127.0.0.1:2525' }).mail?.server.requireTLS).toBe(false)

  const refused = {
    'smtp.example.com:587': 'must be a URL such as smtp://user:password@smtp.example.com:587',
    'https://user:secret@smtp.example.com': 'must start with smtp:// or smtps://',
    'smtp://user:secret@smtp.example.com:70000': 'must be a URL such as',
    'smtp://user:secret@smtp.example.com:0': 'must not name port 0, got "smtp://user:***@smtp.example.com:0"',
    'smtp://user:secret@smtp.example.com/mail': 'must be the server alone, without a path, query or #',
    'smtp://user:secret@smtp.example.com?tls.rejectUnauthorized=false': 'must be the server alone, without a path',
    'smtp://:secret@smtp.example.com': 'has a password but no user name',
    'smtp://user:secret%zz@smtp.example.com': 'has a user name or password with a broken %-escape',
  }
  for (const [value, problem] of Object.entries(refused)) {
    let message = ''
    try {
      readServerConfiguration({ SMTP_URL: value })
    } catch (error) {
      message = String(error)
    }
    expect(message, value).toContain(`- SMTP_URL ${problem}`)
    expect(message, value).not.toContain('secret')
  }
  expect(() => readServerConfiguration({ SMTP_URL: 'smtp://h', SMTP_FROM: 'Web <web@example.com>' })).toThrow(
    /SMTP_FROM must be one e-mail address/,
  )
})
