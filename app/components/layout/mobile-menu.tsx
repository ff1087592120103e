import { XIcon as CloseIcon, MenuIcon } from 'lucide-react'
import { Link } from 'react-router'
import { isCurrentPath, mainNav } from '#app/content/navigation'
import { pages } from '#app/content/pages'
import { cn } from '#app/utils/cn'
import { useDisclosure } from './use-disclosure'

/** Below md: a 'Toggle menu' button that opens the nav as a grid 73px from the top (under the header). */
export function MobileMenu() {
  const { open, setOpen, buttonRef, pathname } = useDisclosure()
  const onServices = isCurrentPath(pages.services.path, pathname)

  const links = mainNav.flatMap((item) => [item, ...(item.children && onServices ? item.children : [])])

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Toggle menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!open}
        className="fixed inset-x-0 top-[73px] max-h-[calc(100vh-73px)] overflow-y-auto border-b border-slate-200 bg-white p-4 shadow-lg"
      >
        <ul className="grid grid-cols-2 gap-2">
          {links.map((link) => {
            const isChild = !mainNav.some((item) => item.href === link.href)
            // A service page highlights its own link and SERVICES; the other service links stay plain.
            const current = isChild ? pathname.toLowerCase() === link.href : isCurrentPath(link.href, pathname)
            return (
              <li key={link.href}>
                <Link
                  to={link.href}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold',
                    isChild && 'font-medium normal-case',
                    current ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                  )}
                >
                  {link.label}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
    </div>
  )
}
