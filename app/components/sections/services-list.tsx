import ArrowRightIcon from 'lucide-react/icons/arrow-right'
import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'
import { CheckList } from '#app/components/ui/check-list'
import { SideImage } from '#app/components/ui/photo'
import { Reveal } from '#app/components/ui/reveal'
import { IconTile } from '#app/components/ui/service-icon'
import { services, servicesListLabels } from '#app/content/services'
import { cn } from '#app/utils/cn'

/** Each service as a row: icon, title, description and six-feature checklist beside its photo. */
export function ServicesList() {
  return (
    <div className="bg-white py-16 sm:py-24">
      <div className="page-frame space-y-20 sm:space-y-28">
        {services.map((service, index) => (
          <section
            key={service.id}
            id={service.id}
            aria-labelledby={`${service.id}-heading`}
            className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16"
          >
            <Reveal className={cn(index % 2 === 1 && 'lg:order-2')}>
              <IconTile name={service.icon} />
              <h2 id={`${service.id}-heading`} className="mt-5 text-3xl font-bold tracking-tight text-slate-900">
                {service.title}
              </h2>
              <p className="mt-2 text-lg font-medium text-brand-700">{service.tagline}</p>
              <p className="mt-4 leading-7 text-slate-600">{service.description}</p>
              <CheckList items={service.features} columns={2} className="mt-6 text-slate-700" />
              <Link to={service.path} className={buttonVariants({ className: 'mt-8' })}>
                {servicesListLabels.detailLink}
                <span className="sr-only"> about {service.title}</span>
                <ArrowRightIcon className="size-4" />
              </Link>
            </Reveal>
            <SideImage photo={service.imageUrl} alt={service.imageAlt} />
          </section>
        ))}
      </div>
    </div>
  )
}
