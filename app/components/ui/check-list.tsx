import CircleCheckIcon from 'lucide-react/icons/circle-check'
import { cn } from '#app/utils/cn'

type CheckListProps = {
  items: readonly string[]
  className?: string
  /** `dense` for card bullets, `roomy` for feature checklists. */
  size?: 'dense' | 'roomy'
  /** Two columns from the sm breakpoint, for six-item feature lists. */
  columns?: 1 | 2
}

/** A list with a tick before each item: service features, results. */
export function CheckList({ items, className, size = 'roomy', columns = 1 }: CheckListProps) {
  return (
    <ul
      className={cn(
        'grid',
        size === 'dense' ? 'gap-2 text-sm' : 'gap-3',
        columns === 2 && 'sm:grid-cols-2 sm:gap-x-6',
        className,
      )}
    >
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheckIcon className={cn('mt-0.5 shrink-0 text-accent-600', size === 'dense' ? 'size-4' : 'size-5')} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
