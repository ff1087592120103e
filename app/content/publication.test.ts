import { expect, test } from 'vitest'
import { heldBack, heldBackReason } from './publication'

test('a draft is held back whatever its date; an article only until its day comes', () => {
  expect(heldBack({ draft: true, date: '2020-01-01' }, '2026-11-25')).toEqual({ reason: 'draft' })
  expect(heldBack({ date: '2026-11-26' }, '2026-11-25')).toEqual({ reason: 'scheduled', until: '2026-11-26' })
  expect(heldBack({ date: '2026-11-25' }, '2026-11-25'), 'published on its day').toBeUndefined()
  expect(heldBack({ draft: false }, '2026-11-25'), 'a service has no date').toBeUndefined()
})

test('the build log says what to do about each', () => {
  expect(heldBackReason({ reason: 'draft' })).toBe('draft (remove `draft: true` to publish it)')
  expect(heldBackReason({ reason: 'scheduled', until: '2026-12-01' })).toBe(
    'scheduled for 2026-12-01: published by the first build on or after that day',
  )
})
