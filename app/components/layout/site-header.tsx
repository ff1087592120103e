import { DesktopNav } from './desktop-nav'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'

/** Fixed header, --spacing-header tall (app/styles/app.css): the mobile menu opens right beneath it. */
export function SiteHeader() {
  return (
    <header className="site-header fixed inset-x-0 top-0 z-50 h-header border-b border-slate-200 bg-white">
      <div className="page-frame flex h-full items-center justify-between gap-4">
        <Logo />
        <DesktopNav />
        <MobileMenu />
      </div>
    </header>
  )
}
