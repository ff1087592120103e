import { type ReactNode, useContext } from 'react'
import {
  UNSAFE_FrameworkContext as FrameworkContext,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from 'react-router'
import type { Route } from './+types/root'
import { CanonicalAddressScript } from './components/layout/canonical-address'
import { SiteFooter } from './components/layout/site-footer'
import { SiteHeader } from './components/layout/site-header'
import { SkipLink } from './components/layout/skip-link'
import { SpeculationRules } from './components/layout/speculation-rules'
import { RevealScript } from './components/ui/reveal'
import { TOAST_REGION_ID, Toaster } from './components/ui/toaster'
import { site } from './config/configuration'
import { themeColors } from './content/web-manifest'
import { AnalyticsScript } from './features/analytics/analytics-script'
import stylesheet from './styles/app.css?url'
import { sitePath } from './utils/site-path'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: sitePath('/favicon.svg'), type: 'image/svg+xml' },
  // PNG fallbacks for browsers without SVG favicons, and the home-screen icon.
  { rel: 'icon', href: sitePath('/favicon-32.png'), type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: sitePath('/apple-touch-icon.png') },
  { rel: 'manifest', href: sitePath('/site.webmanifest') },
]

/**
 * Whether this render ships React Router's client runtime. Pages don't: each is a prerendered
 * document whose menus are HTML popovers, whose links are document navigations and whose only
 * script is the contact form's island (app/features/contact/contact-island.client.tsx).
 * Development keeps full hydration (hot reload). React Router's build also renders a SPA fallback
 * document and refuses to finish unless it carries <Scripts/>; the framework context is the only
 * place that tells that render apart (it matches "/" like the home page). That file is never
 * served: pipeline/drop-spa-fallback.ts deletes it. Should the flag move, the build fails loudly there.
 */
function useRouterRuntime(): boolean {
  const framework = useContext(FrameworkContext)
  return import.meta.env.DEV || framework?.isSpaMode === true
}

export function Layout({ children }: { children: ReactNode }) {
  const routerRuntime = useRouterRuntime()
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Lets the browser paint its canvas and controls in the visitor's scheme before the CSS arrives. */}
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={themeColors.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={themeColors.dark} />
        <Meta />
        <CanonicalAddressScript />
        <Links />
        <AnalyticsScript />
        <SpeculationRules />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-800 antialiased">
        <SkipLink />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 pt-header outline-none">
          {children}
        </main>
        <SiteFooter />
        <RevealScript />
        <div id={TOAST_REGION_ID}>
          <Toaster />
        </div>
        {routerRuntime ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const heading = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong'
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <title>{`${heading} | ${site.name}`}</title>
      <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-4 text-slate-600">
        Please reload the page. If the problem continues, e-mail us at{' '}
        <a className="font-medium text-brand-700 underline" href={`mailto:${site.email}`}>
          {site.email}
        </a>
        .
      </p>
    </section>
  )
}
