import { Link } from 'react-router'
import { site } from '#app/config/configuration'
import { entries as brand, type LogoImage } from '#app/content/replaced-at-build/brand-assets'
import { cn } from '#app/utils/cn'
import { sitePath } from '#app/utils/site-path'

/**
 * The site's mark, in the brand colour exactly as given with the text colour that reads on it, the
 * same in the header and the footer and in both schemes (`mark`, app/styles/brand-palette.ts): the
 * logo until the owner gives one.
 */
function Mark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
      <rect width="32" height="32" rx="8" className="fill-mark" />
      <path
        d="M9 21.5 14.5 10l3.5 7 2-3.5 3 7.5"
        fill="none"
        className="stroke-on-mark"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** The owner's logo file at its drawn size; `alt` only when no name stands beside it. */
function LogoPicture({ light, dark, alt }: { light: LogoImage; dark?: LogoImage; alt: string }) {
  const image = (
    <img src={sitePath(light.src)} width={light.width} height={light.height} alt={alt} className="block max-w-none" />
  )
  if (!dark) return image
  return (
    <picture className="shrink-0">
      <source
        media="(prefers-color-scheme: dark)"
        srcSet={sitePath(dark.src)}
        width={dark.width}
        height={dark.height}
      />
      {image}
    </picture>
  )
}

/**
 * The brand mark (or the owner's logo, content/settings.yaml) and the name; links home. `tone` suits
 * light (header) or dark (footer) backgrounds: on dark ones the logo for dark backgrounds, if given.
 */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const logo = tone === 'light' ? (brand.logoOnDark ?? brand.logo) : brand.logo
  // The header follows the visitor's scheme: in the dark one it is dark too.
  const darkScheme = tone === 'dark' ? brand.logoOnDark : undefined
  const named = brand.nameBesideLogo || !logo
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2.5 rounded-md text-lg font-bold tracking-tight',
        tone === 'dark' ? 'text-slate-900' : 'text-white',
      )}
    >
      {logo ? <LogoPicture light={logo} dark={darkScheme} alt={named ? '' : site.name} /> : <Mark />}
      {named ? <span>{site.name}</span> : null}
      <span className="sr-only">, home</span>
    </Link>
  )
}
