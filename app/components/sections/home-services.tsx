import ArrowRightIcon from 'lucide-react/icons/arrow-right'
import { Link } from 'react-router'
import { BalancedGrid } from '#app/components/ui/balanced-grid'
import { Card } from '#app/components/ui/card'
import { CheckList } from '#app/components/ui/check-list'
import { Reveal } from '#app/components/ui/reveal'
import { IconTile } from '#app/components/ui/service-icon'
import { pages } from '#app/content/page-list'
import { homeFeatures, type Service, services } from '#app/content/services'
import { HeadedSection } from './section-heading'

const { servicesSection } = pages.home.copy

/** A service's card: icon, title, its first three features and a link to its page. */
export function ServiceCard({ service, index }: { service: Service; index: number }) {
  return (
    <Reveal index={index} className="h-full">
      <Card className="p-6 sm:p-8">
        <IconTile name={service.icon} />
        <h3 className="mt-5 text-xl font-semibold text-slate-900">{service.title}</h3>
        <CheckList items={homeFeatures(service)} size="dense" className="mt-5 flex-1 text-slate-700" />
        <Link
          to={service.path}
          className="mt-6 inline-flex items-center gap-1.5 self-start rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {servicesSection.linkLabel}
          <span className="sr-only"> about {service.title}</span>
          <ArrowRightIcon className="size-4" />
        </Link>
      </Card>
    </Reveal>
  )
}

export function HomeServices() {
  return (
    <HeadedSection
      name="services"
      anchor
      background="muted"
      heading={{ eyebrow: servicesSection.eyebrow, title: servicesSection.heading, text: servicesSection.text }}
    >
      <BalancedGrid count={services.length}>
        {services.map((service, index) => (
          <ServiceCard key={service.id} service={service} index={index} />
        ))}
      </BalancedGrid>
    </HeadedSection>
  )
}
