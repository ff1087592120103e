import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import { ChevronDown } from 'lucide-react'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { isCurrentPath, mainNav, type NavItem } from '#app/content/navigation'
import { cn } from '#app/utils/cn'

const itemClasses =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold tracking-wide transition-colors'

function itemTone(current: boolean) {
  return current ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
}

function DropdownItem({ item, pathname }: { item: Required<NavItem>; pathname: string }) {
  const current = isCurrentPath(item.href, pathname)
  return (
    <NavigationMenu.Item value={item.href} className="relative">
      <NavigationMenu.Trigger
        aria-current={current ? 'page' : undefined}
        className={cn(itemClasses, itemTone(current), 'group')}
      >
        {item.label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
        <ul className="grid gap-1">
          {[{ label: 'All services', href: item.href }, ...item.children].map((child) => {
            const active = pathname.toLowerCase() === child.href
            return (
              <li key={child.href}>
                <NavigationMenu.Link asChild active={active}>
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
                </NavigationMenu.Link>
              </li>
            )
          })}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  )
}

/** Header navigation from the md breakpoint up; SERVICES opens a dropdown of the service pages. */
export function DesktopNav() {
  const { pathname } = useLocation()
  const [open, setOpen] = useState('')
  // Any navigation closes the dropdown, including back/forward.
  const [shownFor, setShownFor] = useState(pathname)
  if (shownFor !== pathname) {
    setShownFor(pathname)
    setOpen('')
  }

  return (
    <NavigationMenu.Root value={open} onValueChange={setOpen} aria-label="Main" className="hidden md:block">
      <NavigationMenu.List className="flex items-center gap-1">
        {mainNav.map((item) => {
          if (item.children)
            return <DropdownItem key={item.href} item={{ ...item, children: item.children }} pathname={pathname} />
          const current = isCurrentPath(item.href, pathname)
          return (
            <NavigationMenu.Item key={item.href}>
              <NavigationMenu.Link asChild active={current}>
                <Link
                  to={item.href}
                  aria-current={current ? 'page' : undefined}
                  className={cn(itemClasses, itemTone(current))}
                >
                  {item.label}
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          )
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
