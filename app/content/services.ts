/**
 * The services, one file each in content/services/ (its name is the id and the URL): one source of
 * truth for the services pages, home cards, nav, footer, sitemap and prerender list.
 */
import { href } from 'react-router'
import { entries as pageEntries } from './replaced-at-build/page-copy'
import { entries } from './replaced-at-build/services'

/** A service as content/services/<id>.yaml describes it (schema: ServiceSchema in ./schemas.ts), and its page's path. */
export type Service = (typeof entries)[number] & { path: string }

/** In the order of their `order` field. */
export const services: readonly Service[] = entries.map((service) => ({
  ...service,
  path: href('/services/:id', { id: service.id }),
}))

export function findService(id: string | undefined): Service | undefined {
  return services.find((service) => service.id === id?.toLowerCase())
}

/** The features on the service's home page card: its first three. */
export function homeFeatures(service: Pick<Service, 'features'>): readonly string[] {
  return service.features.slice(0, 3)
}

/** Copy shared by the services list and the service detail pages (content/pages/services.yaml). */
export const {
  intro: servicesIntro,
  listLabels: servicesListLabels,
  detailLabels: serviceDetailLabels,
} = pageEntries.services
