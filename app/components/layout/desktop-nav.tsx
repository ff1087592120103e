import ChevronDownIcon from 'lucide-react/icons/chevron-down'
import { matchPath, NavLink, useLocation } from 'react-router'
import { MORE_LABEL } from '#app/content/header-links'
import { headerRowFrom, type NavLink as Link, mainNav, moreNav } from '#app/content/navigation'
import { cn } from '#app/utils/cn'

const itemClasses =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold tracking-wide transition-colors'

function itemTone(current: boolean) {
  return current ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
}

/** The bar's row from this width (headerRowFrom); below it the menu button (mobile-menu.tsx beside this file). */
const shownFrom = { md: 'md:block', lg: 'lg:block', xl: 'xl:block' } as const

/**
 * The bar's menus, each an HTML popover whose id and anchor are fixed in app/styles/app.css:
 * SERVICES (the service pages) and MORE (the owner's header links past the bar's room, decision 042).
 */
const MENUS = {
  services: { id: 'services-menu', anchor: 'services-menu-anchor' },
  more: { id: 'more-menu', anchor: 'more-menu-anchor' },
} as const

/**
 * A bar item that opens a list of links, as an HTML popover: a button that shows and hides the list,
 * working from first paint with no script. The browser exposes the expanded state, makes the links
 * next in Tab order, and closes the list on Escape (focus back on the button) and on a click outside
 * it; following a link loads a new page. CSS anchor positioning puts the list under the button;
 * where a browser lacks it, the list sits under the header at the right of the nav (app/styles/app.css).
 */
function HeaderMenu({
  menu,
  label,
  links,
  current,
}: {
  menu: keyof typeof MENUS
  label: string
  links: Link[]
  /** 'page' when the button's own page is current (SERVICES), true when one of its links is (MORE). */
  current: 'page' | true | undefined
}) {
  const { id, anchor } = MENUS[menu]
  return (
    <li className="group">
      <button
        type="button"
        popoverTarget={id}
        aria-current={current}
        className={cn(itemClasses, itemTone(current !== undefined), anchor)}
      >
        {label}
        <ChevronDownIcon className="size-4 transition-transform group-has-[:popover-open]:rotate-180" />
      </button>
      {/* No display utility here: it would override the browser's hiding of a closed popover. */}
      <ul
        id={id}
        popover="auto"
        className={cn(id, 'w-72 rounded-xl border border-slate-200 bg-white p-2 text-slate-800 shadow-xl')}
      >
        {links.map((child) => (
          <li key={child.href} className="mb-1 last:mb-0">
            <NavLink
              to={child.href}
              end
              className={({ isActive }) =>
                cn(
                  'block rounded-lg px-3 py-2 text-sm font-medium',
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                )
              }
            >
              {child.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  )
}

/**
 * Header navigation from the md breakpoint up (lg or xl with more links than fit there:
 * headerRowFrom); SERVICES opens a dropdown of the service pages, and MORE, last, the owner's header
 * links past the bar's room. NavLink marks the current page's link with aria-current="page" (letter
 * case ignored); it works in the prerender, which renders inside the router.
 */
export function DesktopNav() {
  const { pathname } = useLocation()
  const at = (path: string, end: boolean) => matchPath({ path, end }, pathname) !== null
  return (
    <nav aria-label="Main" className={cn('hidden', shownFrom[headerRowFrom])}>
      <ul className="flex items-center gap-1">
        {mainNav.map((item) => {
          if (item.submenu) {
            // A button, not a link, so NavLink can't mark it: SERVICES is current on every page under /services.
            return (
              <HeaderMenu
                key={item.href}
                menu="services"
                label={item.label}
                links={[{ label: item.submenu.overviewLabel, href: item.href }, ...item.submenu.links]}
                current={at(item.href, false) ? 'page' : undefined}
              />
            )
          }
          return (
            <li key={item.href}>
              <NavLink to={item.href} className={({ isActive }) => cn(itemClasses, itemTone(isActive))}>
                {item.label}
              </NavLink>
            </li>
          )
        })}
        {moreNav.length > 0 && (
          <HeaderMenu
            menu="more"
            label={MORE_LABEL}
            links={moreNav}
            current={moreNav.some((link) => at(link.href, true)) ? true : undefined}
          />
        )}
      </ul>
    </nav>
  )
}
