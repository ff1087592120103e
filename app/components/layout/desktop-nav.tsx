import { ChevronDownIcon } from 'lucide-react'
import { useId, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { isCurrentPath, mainNav, type NavItem } from '#app/content/navigation'
import { cn } from '#app/utils/cn'
import { useDisclosure } from './use-disclosure'

const itemClasses =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold tracking-wide transition-colors'

function itemTone(current: boolean) {
  return current ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
}

/**
 * SERVICES as a disclosure (WAI-ARIA disclosure navigation pattern): a button that shows and
 * hides a list of links. It replaced Radix NavigationMenu, whose ~10 KB gzip sat in every
 * page's first load (docs/decisions/004-performance.md). Closes on Escape (focus back on the
 * button), on a click or focus outside it, and on navigation.
 */
function ServicesDisclosure({ item, pathname }: { item: Required<NavItem>; pathname: string }) {
  const rootRef = useRef<HTMLLIElement>(null)
  const { open, setOpen, buttonRef } = useDisclosure({ containerRef: rootRef })
  const listId = useId()
  const current = isCurrentPath(item.href, pathname)

  return (
    <li ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-current={current ? 'page' : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen((value) => !value)}
        className={cn(itemClasses, itemTone(current), 'group')}
      >
        {item.label}
        <ChevronDownIcon className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full left-0 mt-2 grid w-72 gap-1 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        {[{ label: 'All services', href: item.href }, ...item.children].map((child) => {
          const active = pathname.toLowerCase() === child.href
          return (
            <li key={child.href}>
              <Link
                to={child.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'block rounded-lg px-3 py-2 text-sm font-medium',
                  active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {child.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </li>
  )
}

/** Header navigation from the md breakpoint up; SERVICES opens a dropdown of the service pages. */
export function DesktopNav() {
  const { pathname } = useLocation()
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1">
        {mainNav.map((item) => {
          if (item.children)
            return (
              <ServicesDisclosure key={item.href} item={{ ...item, children: item.children }} pathname={pathname} />
            )
          const current = isCurrentPath(item.href, pathname)
          return (
            <li key={item.href}>
              <Link
                to={item.href}
                aria-current={current ? 'page' : undefined}
                className={cn(itemClasses, itemTone(current))}
              >
                {item.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
