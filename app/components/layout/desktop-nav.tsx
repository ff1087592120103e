import ChevronDownIcon from 'lucide-react/icons/chevron-down'
import { NavLink, useMatch } from 'react-router'
import { headerRowFrom, mainNav, type NavItem } from '#app/content/navigation'
import { cn } from '#app/utils/cn'

const itemClasses =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold tracking-wide transition-colors'

function itemTone(current: boolean) {
  return current ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
}

// One item has a dropdown (SERVICES): its id and its anchor in app/styles/app.css are fixed.
const SERVICES_MENU_ID = 'services-menu'

/**
 * SERVICES as an HTML popover: a button that shows and hides a list of links, working from first
 * paint with no script. The browser exposes the expanded state, makes the links next in Tab order,
 * and closes the list on Escape (focus back on the button) and on a click outside it; following a
 * link loads a new page. CSS anchor positioning puts the list under the button; where a browser
 * lacks it, the list sits under the header at the right of the nav (app/styles/app.css).
 */
function ServicesMenu({ item, submenu }: { item: NavItem; submenu: NonNullable<NavItem['submenu']> }) {
  // A button, not a link, so NavLink can't mark it: SERVICES is current on every page under /services.
  const current = useMatch({ path: item.href, end: false }) !== null

  return (
    <li className="group">
      <button
        type="button"
        popoverTarget={SERVICES_MENU_ID}
        aria-current={current ? 'page' : undefined}
        className={cn(itemClasses, itemTone(current), 'services-menu-anchor')}
      >
        {item.label}
        <ChevronDownIcon className="size-4 transition-transform group-has-[:popover-open]:rotate-180" />
      </button>
      {/* No display utility here: it would override the browser's hiding of a closed popover. */}
      <ul
        id={SERVICES_MENU_ID}
        popover="auto"
        className="services-menu w-72 rounded-xl border border-slate-200 bg-white p-2 text-slate-800 shadow-xl"
      >
        {[{ label: submenu.overviewLabel, href: item.href }, ...submenu.links].map((child) => (
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
 * Header navigation from the md breakpoint up (lg with more links than fit there: headerRowFrom); SERVICES opens a dropdown of the service pages.
 * NavLink marks the current page's link with aria-current="page" (letter case ignored); it works in
 * the prerender, which renders inside the router.
 */
export function DesktopNav() {
  return (
    <nav aria-label="Main" className={cn('hidden', headerRowFrom === 'lg' ? 'lg:block' : 'md:block')}>
      <ul className="flex items-center gap-1">
        {mainNav.map((item) => {
          if (item.submenu) return <ServicesMenu key={item.href} item={item} submenu={item.submenu} />
          return (
            <li key={item.href}>
              <NavLink to={item.href} className={({ isActive }) => cn(itemClasses, itemTone(isActive))}>
                {item.label}
              </NavLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
