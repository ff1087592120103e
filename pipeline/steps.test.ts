// @vitest-environment node
import { expect, test, vi } from 'vitest'
import { parseConfiguration } from '../app/config/configuration-schema'
import { exampleSettings } from '../tests/support/example-settings'
import { type BuildStep, checkStepOrder, runBuildSteps } from './build-step'
import { buildSteps } from './steps'

const context = {
  buildDir: 'build',
  clientDir: 'build/client',
  config: parseConfiguration({}, exampleSettings()),
  photos: {
    photos: {},
    files: [],
    summary: { photos: 0, downloaded: 0, encoded: 0, files: 0, remote: 0 },
    warnings: [],
  },
  brand: { files: [], page: { nameBesideLogo: true }, shareMark: { src: '', width: 72, height: 72 } },
  warnings: [],
}
const names = (steps: readonly BuildStep[]) => steps.map((step) => step.name)

test('the build’s steps are in an order where nothing is read before its last change', () => {
  expect(() => checkStepOrder(buildSteps)).not.toThrow()
  const index = (name: string) => names(buildSteps).indexOf(name)
  // What the order must guarantee, as a visitor would notice it.
  for (const writer of buildSteps.filter((step) => step.writes?.includes('client files'))) {
    expect(index(writer.name), `${writer.name} before precompress`).toBeLessThan(index('precompress'))
  }
  for (const writer of buildSteps.filter((step) => step.writes?.includes('documents'))) {
    expect(index(writer.name), `CSP hashes from the final ${writer.name} output`).toBeLessThan(
      index('writeServingRules'),
    )
  }
  expect(index('writeServingRules')).toBeLessThan(index('writeDeployFiles'))
})

test('an order that compresses before a step writes files is refused, naming both steps', () => {
  const late: BuildStep = { name: 'lateWriter', purpose: 'test', writes: ['client files'], run: () => {} }
  const precompress = buildSteps.find((step) => step.name === 'precompress') as BuildStep
  expect(() => checkStepOrder([precompress, late])).toThrow(/"precompress" reads client files, which "lateWriter"/)
})

test('a failing step stops the build and is named', async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {})
  const ran: string[] = []
  const step = (name: string, run: () => void): BuildStep => ({ name, purpose: 'test', run })
  const steps = [
    step('first', () => ran.push('first')),
    step('broken', () => {
      throw new Error('disk full')
    }),
    step('never', () => ran.push('never')),
  ]
  await expect(runBuildSteps(steps, context)).rejects.toThrow('Build step "broken" failed: disk full')
  expect(ran).toEqual(['first'])
})

test('what the steps settled for the owner is the build log’s last word, once, counted', async () => {
  const printed: string[] = []
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => printed.push(String(line)))
  vi.spyOn(console, 'warn').mockImplementation((text: unknown) => printed.push(String(text)))
  const line = { file: 'content/pages/added/prices.yaml', path: ['address'], message: 'left out', label: 'Address' }
  const settles: BuildStep = {
    name: 'settles',
    purpose: 'test',
    run: ({ warnings }) => {
      warnings.push({ heading: 'Pages left out', lines: [line, { ...line, file: 'content/pages/added/team.yaml' }] })
    },
  }
  const after: BuildStep = { name: 'after', purpose: 'test', run: () => {} }
  await runBuildSteps([settles, after], { ...context, warnings: [] })
  expect(printed.at(-2)).toMatch(/^ {2}after \(\d+ ms\)$/)
  expect(printed.at(-1)).toMatch(
    /^\nThe site was built, with 2 things to look at: .*\n\nPages left out:\n {2}- content\/pages\/added\/prices\.yaml, address: left out \(“Address” in the editor\)\n/,
  )
})
