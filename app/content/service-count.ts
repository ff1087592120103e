/**
 * How many services the site shows, in the copy's own words: page copy writes `{serviceCount}`
 * and `{services}` ("{serviceCount} focused {services}" reads "Three focused services" with three,
 * "One focused service" with one), and a number
 * written out before "services" that the content contradicts stops the build naming the file and
 * field, so no page says "three" beside four cards. The site shows 1 to 8 (SERVICE_COUNT).
 */
import { join } from 'node:path'
import { ContentError, type ContentSettings, displayPath } from './content-files.ts'
import { SERVICE_COUNT } from './schemas.ts'

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
]

/** 3 → 'three', as a sentence says it ({serviceCount}); a capital at the start of a sentence is the copy's filling. */
export function countInWords(count: number): string {
  return NUMBER_WORDS[count] ?? String(count)
}

/** "three focused services", "our 4 services": a number, at most one word, then "services". */
const SAYS_A_COUNT = new RegExp(`\\b(${NUMBER_WORDS.join('|')}|\\d+)\\s+(?:[\\p{L}-]+\\s+)?services\\b`, 'giu')

function saidCount(word: string): number {
  const index = NUMBER_WORDS.indexOf(word.toLowerCase())
  return index === -1 ? Number(word) : index
}

/** Each text in `data` that names a number of services other than `count`, with its field's path. */
export function wrongServiceCounts(data: unknown, count: number, path: PropertyKey[] = []) {
  if (typeof data === 'string') {
    return [...data.matchAll(SAYS_A_COUNT)]
      .filter(([, number = '']) => saidCount(number) !== count)
      .map(([said]) => ({ path, said }))
  }
  if (data === null || typeof data !== 'object') return []
  return Object.entries(data).flatMap(([key, value]): { path: PropertyKey[]; said: string }[] =>
    wrongServiceCounts(value, count, [...path, Array.isArray(data) ? Number(key) : key]),
  )
}

/** Stops the build when a text of `file` states a number of services other than `count`. */
export function checkCountWords(file: string, data: unknown, count: number): void {
  const wrong = wrongServiceCounts(data, count)
  if (wrong.length === 0) return
  throw new ContentError(
    displayPath(file),
    wrong.map(({ path, said }) => ({
      path,
      message: `says “${said}”, but the site shows ${count} service${count === 1 ? '' : 's'}: write {serviceCount} {services} and it follows the services`,
    })),
  )
}

/** Stops the build unless the site shows 1 to 8 services, naming the folder. */
export function checkServiceCount(count: number, settings: ContentSettings): void {
  if (count >= SERVICE_COUNT.min && count <= SERVICE_COUNT.max) return
  const folder = displayPath(join(settings.contentDir, 'services'))
  const has = count === 0 ? 'none to publish (a draft is not published)' : `${count} to publish`
  throw new ContentError(folder, [
    {
      path: [],
      message: `the site shows ${SERVICE_COUNT.min} to ${SERVICE_COUNT.max} services; this folder has ${has}`,
    },
  ])
}
