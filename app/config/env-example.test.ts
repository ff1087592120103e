// @vitest-environment node
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { configurationVariables } from './configuration-schema.ts'

/** Set by npm itself for the build it runs, never by an owner. */
const SET_BY_NPM = ['npm_execpath']

test('.env.example lists exactly the variables the build reads, each once', () => {
  const listed = [...readFileSync('.env.example', 'utf8').matchAll(/^#?\s*([A-Za-z_][A-Za-z0-9_]*)=/gm)].map(
    (match) => match[1],
  )
  expect(new Set(listed).size, 'a variable listed twice').toBe(listed.length)
  const read = configurationVariables().filter((name) => !SET_BY_NPM.includes(name))
  expect([...listed].sort()).toEqual([...read].sort())
})
