// @vitest-environment node
/**
 * The contrast proof at build (./brand-contrast.ts) covers what the components use: every text
 * colour a component sets on an element with a background colour of its own, for each state
 * (hover, current page…), is a pair of ./contrast-pairs.ts. Text on a background set by an
 * ancestor is listed by hand there, with where it is used.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { CONTRAST_PAIRS } from './contrast-pairs'

const SOURCES = ['app/components', 'app/features', 'app/routes']
/** A colour of the palette; `text-lg` and `bg-gradient-to-r` are not. */
const COLOUR =
  /^(white|brand|brand-hover|on-brand|block-action|block-action-hover|on-block-action|(slate|brand|accent|red|emerald|amber)-\d+)$/
/**
 * States WCAG does not hold to contrast: a disabled control (1.4.3's inactive components) and a
 * placeholder, which the field's label and hint repeat (app/features/contact/form-field.tsx).
 */
const EXEMPT = /^(disabled|placeholder):/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : []
  })
}

/** Each `state text on background` a class list sets on one element (a state's own colour, else the element's). */
function pairsOf(classes: string): string[] {
  const states = new Map<string, { bg?: string; text?: string }>()
  for (const name of classes.split(/\s+/)) {
    const [, state = '', kind, token = ''] = /^((?:[^:\s]+:)*)(bg|text)-([\w-]+)$/.exec(name) ?? []
    if (!kind || !COLOUR.test(token)) continue
    states.set(state, { ...states.get(state), [kind]: token })
  }
  const element = states.get('') ?? {}
  return [...states].flatMap(([state, colours]) => {
    const [text, bg] = [colours.text ?? element.text, colours.bg ?? element.bg]
    return text && bg && !EXEMPT.test(state) ? [`${state}${text} on ${bg}`] : []
  })
}

test('every text colour a component sets on a background of its own is a pair the build proves in both schemes', () => {
  const listed = new Set(
    CONTRAST_PAIRS.flatMap((pair) => pair.backgrounds.map((background) => `${pair.foreground} on ${background}`)),
  )
  const files = SOURCES.flatMap(sourceFiles)
  expect(files.length).toBeGreaterThan(10)
  const unlisted = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/['"`]([^'"`\n]*)['"`]/g)].flatMap(([, classes = '']) =>
      pairsOf(classes)
        .filter((pair) => !listed.has(pair.replace(/^(?:[^:\s]+:)*/, '')))
        .map((pair) => `${pair} (${file})`),
    ),
  )
  expect(unlisted).toEqual([])
})

test('the pairs of one element: its own, and each state’s with what the state keeps; sizes, gradients and exempt states are none', () => {
  expect(pairsOf('bg-white text-brand-800 hover:bg-brand-50')).toEqual([
    'brand-800 on white',
    'hover:brand-800 on brand-50',
  ])
  expect(pairsOf('bg-brand text-white')).toEqual(['white on brand'])
  expect(pairsOf('text-lg bg-gradient-to-r disabled:bg-slate-100')).toEqual([])
})
