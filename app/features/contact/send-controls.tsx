/**
 * The enquiry form's last parts: the honeypot only bots fill in, and Send, with the note that
 * says when Send goes by e-mail (email-hand-over.ts).
 */
import LoaderCircle from 'lucide-react/icons/loader-circle'
import type { Ref } from 'react'
import { Button } from '#app/components/ui/button'
import { cn } from '#app/utils/cn'
import { HONEYPOT_FIELD } from './contact-schema'
import { byEmailNote } from './email-hand-over'

/** Off-screen and hidden from assistive technology, so only bots fill it in. */
export function Honeypot({ id, ref }: { id: string; ref: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 size-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input ref={ref} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}

type SendControlsProps = {
  id: string
  ref: Ref<HTMLButtonElement>
  sending: boolean
  /** Known to go by e-mail: the note shows and describes the button. */
  byEmail: boolean
  email: string
}

export function SendControls({ id, ref, sending, byEmail, email }: SendControlsProps) {
  const noteId = `${id}-by-email`
  return (
    <>
      {/* Before the script knows, the note shows on a page the build marked (island-loader.ts DELIVERY_ATTRIBUTE). */}
      <p
        id={noteId}
        className={cn(
          'text-sm text-slate-700 sm:col-span-2',
          byEmail ? 'block' : 'hidden in-data-[enquiry-delivery=email]:block',
        )}
      >
        {byEmailNote(email)}
      </p>
      <div className="sm:col-span-2">
        <Button
          ref={ref}
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          aria-describedby={byEmail ? noteId : undefined}
        >
          {sending ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              Sending...
            </>
          ) : (
            'Send Message'
          )}
        </Button>
      </div>
    </>
  )
}
