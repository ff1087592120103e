import { formatDate } from '#app/content/insights'
import type { HeldBack } from '#app/content/publication'
import { cn } from '#app/utils/cn'

/**
 * Marks a draft or a scheduled article where `npm run dev` or a PREVIEW=1 build shows it, so nobody
 * mistakes the preview for the live site. A production build has no such entries, so never shows it.
 */
export function HeldBackBadge({ held, className }: { held?: HeldBack; className?: string }) {
  if (!held) return null
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-950 ring-1 ring-amber-400 ring-inset',
        className,
      )}
    >
      {held.reason === 'draft'
        ? 'Draft: not on the live site'
        : `Scheduled: on the live site from ${formatDate(held.until)}`}
    </span>
  )
}
