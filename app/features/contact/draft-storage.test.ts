// @vitest-environment jsdom
import { beforeEach, expect, test } from 'vitest'
import { emptyContactForm } from './contact-schema'
import { clearDraft, DRAFT_KEY, loadDraft, saveDraft } from './draft-storage'

beforeEach(() => sessionStorage.clear())

test('a saved draft is loaded back, and cleared', () => {
  const draft = { ...emptyContactForm, name: 'Ada', message: 'Half a thought' }
  saveDraft(draft)
  expect(loadDraft()).toEqual(draft)
  clearDraft()
  expect(loadDraft()).toEqual(emptyContactForm)
})

test('an all-empty form removes the draft instead of saving it', () => {
  saveDraft({ ...emptyContactForm, name: 'Ada' })
  saveDraft(emptyContactForm)
  expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull()
})

test('a corrupt or foreign draft never breaks the form', () => {
  sessionStorage.setItem(DRAFT_KEY, '{not json')
  expect(loadDraft()).toEqual(emptyContactForm)
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ name: 42, email: 'a@b.co', extra: 'x' }))
  expect(loadDraft()).toEqual({ ...emptyContactForm, email: 'a@b.co' })
})

test('storage that throws is ignored', () => {
  const broken = () => {
    throw new Error('SecurityError')
  }
  expect(() => saveDraft({ ...emptyContactForm, name: 'Ada' }, broken)).not.toThrow()
  expect(loadDraft(broken)).toEqual(emptyContactForm)
  expect(() => clearDraft(broken)).not.toThrow()
})
