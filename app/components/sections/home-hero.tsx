import ArrowRightIcon from 'lucide-react/icons/arrow-right'
import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'
import { Photo } from '#app/components/ui/photo'
import { pages } from '#app/content/page-list'

const { hero } = pages.home.copy

/** The home page's opening: the h1, a short intro, two ways in and the hero photo (the page's LCP image). */
export function HomeHero() {
  return (
    <section
      id="hero"
      className="inverse-block relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800"
    >
      <div className="page-frame grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-2 lg:gap-16 lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand-200 uppercase">{hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl">
            {pages.home.heading}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-brand-100">{hero.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={hero.primaryAction.href} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
              {hero.primaryAction.label}
              <ArrowRightIcon className="size-4" />
            </Link>
            <a href={hero.secondaryAction.href} className={buttonVariants({ variant: 'outlineOnBlock', size: 'lg' })}>
              {hero.secondaryAction.label}
            </a>
          </div>
        </div>
        <Photo
          photo={hero.imageUrl}
          alt={hero.imageAlt}
          layout="half"
          priority
          className="rounded-2xl shadow-2xl ring-1 ring-white/10"
        />
      </div>
    </section>
  )
}
