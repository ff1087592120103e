import MailIcon from 'lucide-react/icons/mail'
import PhoneIcon from 'lucide-react/icons/phone'
import { Link } from 'react-router'
import { site } from '#app/config/configuration'
import { footerLinks, type NavLink } from '#app/content/navigation'
import { pages } from '#app/content/page-list'
import { Logo } from './logo'

function FooterColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div className="print:hidden">
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="text-sm text-brand-100 hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function SiteFooter() {
  const year = new Date().getFullYear()
  const headings = pages.home.copy.footerHeadings
  return (
    <footer className="inverse-block bg-brand-950 text-brand-100">
      <div className="page-frame grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-6 print:hidden">{site.tagline}</p>
        </div>
        <FooterColumn title={headings.services} links={footerLinks.services} />
        <FooterColumn title={headings.company} links={footerLinks.company} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{headings.contact}</h2>
          <a
            href={`mailto:${site.email}`}
            className="mt-4 inline-flex items-center gap-2 text-sm text-brand-100 hover:text-white"
          >
            <MailIcon className="size-4" />
            {site.email}
          </a>
          {site.telephone ? (
            <p className="mt-3 text-sm print:hidden">
              <a
                href={`tel:${site.telephone.replace(/[^+\d]/g, '')}`}
                className="inline-flex items-center gap-2 hover:text-white"
              >
                <PhoneIcon className="size-4" />
                {site.telephone}
              </a>
            </p>
          ) : null}
          {site.socialProfiles.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm print:hidden">
              {site.socialProfiles.map((profile) => (
                <li key={profile.url}>
                  <a
                    href={profile.url}
                    rel="me"
                    className="text-brand-100 underline-offset-4 hover:text-white hover:underline"
                  >
                    {profile.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="border-t border-brand-800 print:hidden">
        <div className="page-frame flex flex-col gap-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          {/* The year is rendered at build time; a page hydrated in a later year must not warn. */}
          <p suppressHydrationWarning>
            © {year} {site.name}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {footerLinks.legal.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="text-brand-100 hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
