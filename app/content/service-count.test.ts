// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, vi } from 'vitest'
import { addTwoServices, setServiceCount } from '../../tests/support/more-services'
import { scratchContentCopies } from '../../tests/support/scratch-content'
import { readContent } from './read-content'
import { countInWords, wrongServiceCounts } from './service-count'

const scratchContent = scratchContentCopies()

// Each test reads the whole content folder more than once: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

function editFile(dir: string, file: string, change: (source: string) => string) {
  writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')))
}

test('{serviceCount} {services} say how many services the site shows, in words, with a capital where a sentence starts', () => {
  const dir = scratchContent()
  editFile(dir, 'pages/home.yaml', (source) =>
    source.replace(/^( {2}text: ).*focused.*$/m, '$1"{serviceCount} focused {services}. We offer {serviceCount}."'),
  )
  const text = () => readContent('page-copy').home.servicesSection.text
  const count = readContent('services').length
  expect(text()).toBe(`${capital(countInWords(count))} focused services. We offer ${countInWords(count)}.`)
  addTwoServices(dir)
  expect(text()).toBe(`${capital(countInWords(count + 2))} focused services. We offer ${countInWords(count + 2)}.`)
  setServiceCount(dir, 1)
  expect(text()).toBe('One focused service. We offer one.')
})

test('a number of services written out that the services contradict stops the build, naming the file and field', () => {
  const dir = scratchContent()
  setServiceCount(dir, 4)
  editFile(dir, 'pages/about.yaml', (source) => source.replace(/^intro: .*$/m, 'intro: We offer three core services.'))
  expect(() => readContent('page-copy')).toThrow(
    /content-[\w]+\/pages\/about\.yaml:\n\s+- intro: says “three core services”, but the site shows 4 services: write \{serviceCount\} \{services\}/,
  )
  editFile(dir, 'pages/about.yaml', (source) => source.replace('three core services', 'four core services'))
  expect(readContent('page-copy').about.intro).toBe('We offer four core services.')
  editFile(dir, 'services/ai-automation.yaml', (source) =>
    source.replace(/^tagline: .*$/m, 'tagline: The first of our 3 services.'),
  )
  expect(() => readContent('services')).toThrow(/ai-automation\.yaml:\n\s+- tagline: says “3 services”/)
})

test('the words that count services: a number, at most one word, then “services”', () => {
  const said = (text: string, count: number) => wrongServiceCounts({ text }, count).map((wrong) => wrong.said)
  expect(said('Three focused services and 2 services', 3)).toEqual(['2 services'])
  expect(said('One service, one of our services, three pillars', 3)).toEqual([])
  expect(said('Our eight services', 8)).toEqual([])
  expect(wrongServiceCounts({ list: ['', 'five services'] }, 4)).toEqual([{ path: ['list', 1], said: 'five services' }])
})

test('the site shows 1 to 8 services: none published, or nine, stops the build naming the folder', () => {
  const dir = scratchContent()
  setServiceCount(dir, 8)
  expect(readContent('services')).toHaveLength(8)
  setServiceCount(dir, 9)
  expect(() => readContent('services')).toThrow(
    /content-[\w]+\/services:\n\s+- \(whole file\): the site shows 1 to 8 services; this folder has 9 to publish/,
  )
  setServiceCount(dir, 1)
  expect(readContent('services')).toHaveLength(1)
  editFile(dir, 'services/ai-automation.yaml', (source) => `${source}draft: true\n`)
  expect(() => readContent('services')).toThrow(
    /services:\n.*this folder has none to publish \(a draft is not published\)/,
  )
})
