import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { readServerConfiguration, ServerEnvironmentSchema } from './server-configuration.js'

test("the owner's guide documents every runtime variable once, with the default and meaning the schema has", () => {
  const guide = readFileSync('docs/owner-guide.md', 'utf8')
  const table = guide.slice(
    guide.indexOf('Runtime variables'),
    guide.indexOf('### Limits of the local enquiry endpoint'),
  )
  const rows = [...table.matchAll(/^\| `([A-Z_]+)` \| `([^`]*)` \| (.+) \|$/gm)].map(([, name, value, meaning]) => ({
    name,
    value,
    meaning,
  }))
  const documented = Object.entries(ServerEnvironmentSchema.shape).map(([name, schema]) => ({
    name,
    value: String(schema.parse(undefined)),
    meaning: schema.description,
  }))
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
