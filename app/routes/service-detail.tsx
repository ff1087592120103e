import { NotFound } from '#app/components/sections/not-found'
import { ServiceDetail } from '#app/components/sections/service-detail'
import { pages } from '#app/content/page-list'
import { findService } from '#app/content/services'
import { pageMeta } from '#app/utils/page-meta'
import type { Route } from './+types/service-detail'

export const meta: Route.MetaFunction = ({ params }) => {
  const service = findService(params.id)
  if (!service) {
    return pageMeta({
      name: 'Service Not Found',
      description: 'The service you are looking for cannot be found.',
      noindex: true,
    })
  }
  return pageMeta({ name: service.title, description: service.metaDescription, path: service.path })
}

export default function ServiceDetailRoute({ params }: Route.ComponentProps) {
  const service = findService(params.id)
  if (!service) {
    return (
      <NotFound
        title="Service Not Found"
        text="The service you are looking for cannot be found."
        link={{ label: 'Back to Services', href: pages.services.path }}
      />
    )
  }
  return <ServiceDetail service={service} />
}
