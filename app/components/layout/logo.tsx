import { Link } from 'react-router'
import { site } from '#app/config/configuration'
import { cn } from '#app/utils/cn'

/** The brand mark and name; links home. `tone` suits light (header) or dark (footer) backgrounds. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2.5 rounded-md text-lg font-bold tracking-tight',
        tone === 'dark' ? 'text-slate-900' : 'text-white',
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <path
          d="M9 21.5 14.5 10l3.5 7 2-3.5 3 7.5"
          fill="none"
          className="stroke-white"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{site.name}</span>
      <span className="sr-only">, home</span>
    </Link>
  )
}
