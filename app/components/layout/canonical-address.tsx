/**
 * Some static hosts also serve a page at another spelling of its address: Netlify serves
 * `about.html` at `/about/`, GitHub Pages at `/about.html`. There this puts the page's canonical
 * address (its `<link rel="canonical">`) in the address bar, without a reload, so what the visitor
 * bookmarks or shares is the one address. `npm start`, nginx, Cloudflare Pages and Vercel redirect
 * those spellings themselves, and the script then does nothing. Run as an inline script
 * (`CanonicalAddressScript`), so it must not use anything from outside its own body.
 */
export function showCanonicalAddress(win: Window & typeof globalThis) {
  const link = win.document.querySelector('link[rel="canonical"]')
  if (!link) return
  const path = new win.URL(link.getAttribute('href') ?? '', win.location.href).pathname
  const here = win.location
  if (here.pathname !== path) win.history.replaceState(win.history.state, '', `${path}${here.search}${here.hash}`)
}

/** Placed in <head> after the page's <link rel="canonical">. */
export function CanonicalAddressScript() {
  // The development server compiles the function for the server and the browser separately, with
  // different whitespace (tabs and spaces), which React would log as a mismatch on every page of
  // `npm run dev`; production pages are never hydrated. As RevealScript does (app/components/ui/reveal.tsx).
  return (
    <script
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function, hashed into the CSP by the build
      dangerouslySetInnerHTML={{ __html: `(${showCanonicalAddress.toString()})(window)` }}
    />
  )
}
