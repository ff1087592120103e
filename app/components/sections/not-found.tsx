import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'
import { pages } from '#app/content/page-list'

type NotFoundProps = {
  title: string
  text: string
  link: { label: string; href: string }
}

/**
 * The body of every not-found page. Besides its own way back, it links the sitemap: where a host
 * cannot send a mistyped address on and the page's address script does not run (no JavaScript),
 * the visitor still finds every page from here.
 */
export function NotFound({ title, text, link }: NotFoundProps) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{text}</p>
      <Link to={link.href} className={buttonVariants({ className: 'mt-8' })}>
        {link.label}
      </Link>
      <p className="mt-6 text-slate-600">
        Looking for something else? Every page is on the{' '}
        <Link to={pages.sitemap.path} className="font-medium text-brand-700 underline hover:text-brand-800">
          {pages.sitemap.name.toLowerCase()}
        </Link>
        .
      </p>
    </section>
  )
}
