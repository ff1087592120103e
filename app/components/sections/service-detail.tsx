import type { Service } from '#app/content/services'
import { PageHeader } from './page-header'

export function ServiceDetail({ service }: { service: Service }) {
  return (
    <>
      <PageHeader eyebrow="Services" title={service.title}>
        <p>{service.tagline}</p>
      </PageHeader>
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 className="text-2xl font-bold text-slate-900">Key Features</h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {service.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <h2 className="mt-12 text-2xl font-bold text-slate-900">How We Deliver</h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {service.process.map((step) => (
            <li key={step.title}>
              <h3 className="font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-600">{step.description}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  )
}
