/**
 * The site-wide toast queue (docs/product.md#notifications): one toast at a time, dismissed toasts kept mounted
 * for their exit animation and removed 1,000,000 ms later. A tiny external store, so any
 * component (or non-React code) can raise a toast without a context provider.
 */
import { useSyncExternalStore } from 'react'

const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY = 1_000_000

export type ToastVariant = 'default' | 'success' | 'destructive'

export type ToastInput = {
  title: string
  description?: string
  variant?: ToastVariant
}

export type ToastState = ToastInput & { id: string; open: boolean }

type Listener = () => void

let toasts: ToastState[] = []
let counter = 0
const listeners = new Set<Listener>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

function emit(next: ToastState[]) {
  toasts = next
  for (const listener of listeners) listener()
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      emit(toasts.filter((toast) => toast.id !== id))
    }, TOAST_REMOVE_DELAY),
  )
}

/** Marks a toast (or every toast) as closed; it is removed from the queue later. */
export function dismissToast(id?: string) {
  for (const toast of toasts) if (id === undefined || toast.id === id) scheduleRemoval(toast.id)
  emit(toasts.map((toast) => (id === undefined || toast.id === id ? { ...toast, open: false } : toast)))
}

/** Shows a toast, replacing the one on screen. Returns controls to update or dismiss it. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER
  const id = String(counter)
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return {
    id,
    update: (next: Partial<ToastInput>) =>
      emit(toasts.map((toast) => (toast.id === id ? { ...toast, ...next } : toast))),
    dismiss: () => dismissToast(id),
  }
}

function subscribe(listener: Listener) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const getSnapshot = () => toasts
// One array, not a new one per call: React takes a changed snapshot for a change of state.
const NO_TOASTS: ToastState[] = []
const getServerSnapshot = () => NO_TOASTS

export function useToasts(): ToastState[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
