// @vitest-environment node
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { configurationVariables } from './configuration-schema.ts'
import { HOST_VARIABLES } from './host-build.ts'

/** Set by npm and by the hosts themselves for the builds they run, never by an owner. */
const NOT_THE_OWNERS: readonly string[] = ['npm_execpath', ...HOST_VARIABLES]

test('.env.example lists exactly the variables the build reads, each once', () => {
  const listed = [...readFileSync('.env.example', 'utf8').matchAll(/^#?\s*([A-Za-z_][A-Za-z0-9_]*)=/gm)].map(
    (match) => match[1],
  )
  expect(new Set(listed).size, 'a variable listed twice').toBe(listed.length)
  const read = configurationVariables().filter((name) => !NOT_THE_OWNERS.includes(name))
  expect([...listed].sort()).toEqual([...read].sort())
})
