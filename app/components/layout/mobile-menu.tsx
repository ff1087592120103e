import MenuIcon from 'lucide-react/icons/menu'
import CloseIcon from 'lucide-react/icons/x'
import { matchPath, NavLink, useLocation } from 'react-router'
import { headerRowFrom, mainNav, moreNav } from '#app/content/navigation'
import { cn } from '#app/utils/cn'

const MENU_ID = 'mobile-menu'

/** Hidden from the width the bar's row shows (headerRowFrom, in desktop-nav.tsx beside this file). */
const hiddenFrom = { md: 'md:hidden', lg: 'lg:hidden', xl: 'xl:hidden' } as const

/**
 * Below md (lg or xl when the header holds more links: headerRowFrom): a 'Toggle menu' button that
 * opens the nav as a grid right under the header, the bar's links and then MORE's. An HTML
 * popover, so it works from first paint with no script: the browser exposes the button's expanded
 * state, puts the links next in Tab order, and closes the menu on Escape (focus back on the button)
 * and on a tap outside it. Following a link loads a new page, which starts closed. NavLink marks
 * the current page's link with aria-current="page".
 */
export function MobileMenu() {
  const { pathname } = useLocation()
  // An item's submenu (the service pages under SERVICES) shows while the visitor is in its section.
  const links = [
    ...mainNav.flatMap((item) => [
      item,
      ...(item.submenu && matchPath({ path: item.href, end: false }, pathname) ? item.submenu.links : []),
    ]),
    ...moreNav,
  ]
  const topLevel = new Set([...mainNav, ...moreNav].map((item) => item.href))

  return (
    <div className={cn('group', hiddenFrom[headerRowFrom])}>
      <button
        type="button"
        aria-label="Toggle menu"
        popoverTarget={MENU_ID}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
      >
        <MenuIcon className="size-6 group-has-[:popover-open]:hidden" />
        <CloseIcon className="hidden size-6 group-has-[:popover-open]:block" />
      </button>
      {/* No display utility here: it would override the browser's hiding of a closed popover. */}
      <nav
        id={MENU_ID}
        popover="auto"
        aria-label="Mobile"
        className="inset-x-0 top-header bottom-auto m-0 h-auto max-h-[calc(100vh-var(--spacing-header))] w-full max-w-none overflow-y-auto border-0 border-b border-slate-200 bg-white p-4 text-slate-800 shadow-lg"
      >
        <ul className="grid grid-cols-2 gap-2">
          {links.map((link) => {
            const isChild = !topLevel.has(link.href)
            // A service page highlights its own link and SERVICES; the other service links stay plain.
            return (
              // An odd last link takes the whole row rather than sitting alone in half of it.
              <li key={link.href} className="odd:last:col-span-2">
                <NavLink
                  to={link.href}
                  end={isChild}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold',
                      isChild && 'font-medium normal-case',
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            )
          })}
        </ul>
      </nav>
    </div>
  )
}
