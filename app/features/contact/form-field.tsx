import type { ReactNode } from 'react'
import type { FieldError } from 'react-hook-form'
import { cn } from '#app/utils/cn'
import { filterPhoneInput } from './contact-schema'

/** The look of every input, select and textarea of the enquiry form, in each of its states. */
export const controlClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-3 focus-visible:outline-offset-1 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-600'

export type FieldProps = {
  id: string
  label: string
  error?: FieldError
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode
  className?: string
}

/** A label marked required, its control, and the error message linked to the control. */
export function Field({ id, label, error, children, className }: FieldProps) {
  const errorId = `${id}-error`
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}{' '}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error?.message ? (
        <p id={errorId} className="text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
    </div>
  )
}

/**
 * Drops from the phone input whatever the field does not accept (typed, pasted, dropped or
 * autofilled alike), keeping the caret where the visitor was typing.
 */
export function keepPhoneCharacters(input: HTMLInputElement): void {
  const filtered = filterPhoneInput(input.value)
  if (filtered === input.value) return
  const caret = filterPhoneInput(input.value.slice(0, input.selectionStart ?? input.value.length)).length
  input.value = filtered
  input.setSelectionRange(caret, caret)
}
