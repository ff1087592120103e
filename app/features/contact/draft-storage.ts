/**
 * Keeps the visitor's unsent enquiry in sessionStorage, so a reload or an accidental navigation
 * never loses what they typed. Session-scoped on purpose: personal details should not outlive the tab.
 */
import { type ContactFormValues, emptyContactForm } from './contact-schema'

export const DRAFT_KEY = 'contact-form-draft'

type StorageGetter = () => Storage | undefined

const sessionStore: StorageGetter = () => globalThis.sessionStorage

/** The saved draft merged over empty values; anything unreadable counts as no draft. */
export function loadDraft(storage: StorageGetter = sessionStore): ContactFormValues {
  try {
    const raw = storage()?.getItem(DRAFT_KEY)
    if (!raw) return { ...emptyContactForm }
    const saved: unknown = JSON.parse(raw)
    if (typeof saved !== 'object' || saved === null) return { ...emptyContactForm }
    const draft = { ...emptyContactForm }
    for (const key of Object.keys(draft) as (keyof ContactFormValues)[]) {
      const value = (saved as Record<string, unknown>)[key]
      if (typeof value === 'string') draft[key] = value
    }
    return draft
  } catch {
    return { ...emptyContactForm }
  }
}

/** Saves the draft, or forgets it once every field is empty again. Storage errors are ignored. */
export function saveDraft(values: ContactFormValues, storage: StorageGetter = sessionStore): void {
  try {
    const store = storage()
    if (!store) return
    if (Object.values(values).every((value) => value === '')) store.removeItem(DRAFT_KEY)
    else store.setItem(DRAFT_KEY, JSON.stringify(values))
  } catch {
    // Full or disabled storage: the form still works, only the draft is not kept.
  }
}

export function clearDraft(storage: StorageGetter = sessionStore): void {
  try {
    storage()?.removeItem(DRAFT_KEY)
  } catch {
    // As above.
  }
}
