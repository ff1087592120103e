import { DesktopNav } from './desktop-nav'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'

/** Fixed header, 73px tall (72px + 1px border): the mobile menu opens right beneath it. */
export function SiteHeader() {
  return (
    <header className="site-header fixed inset-x-0 top-0 z-50 h-[73px] border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <DesktopNav />
        <MobileMenu />
      </div>
    </header>
  )
}
