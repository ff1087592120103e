import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'

type NotFoundProps = {
  title: string
  text: string
  link: { label: string; href: string }
}

/** The body of both not-found pages: an unknown path and an unknown service id. */
export function NotFound({ title, text, link }: NotFoundProps) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{text}</p>
      <Link to={link.href} className={buttonVariants({ className: 'mt-8' })}>
        {link.label}
      </Link>
    </section>
  )
}
