import { Card } from '#app/components/ui/card'
import { CheckList } from '#app/components/ui/check-list'
import { HeldBackBadge } from '#app/components/ui/held-back-badge'
import { SideImage } from '#app/components/ui/photo'
import { Reveal } from '#app/components/ui/reveal'
import { IconTile } from '#app/components/ui/service-icon'
import { pages } from '#app/content/page-list'
import { type Service, serviceDetailLabels } from '#app/content/services'
import { CtaBanner } from './cta-banner'
import { PageHeader } from './page-header'
import { HeadedSection, SectionHeading } from './section-heading'
import { StepCard } from './step-card'

function Overview({ service }: { service: Service }) {
  return (
    <section aria-labelledby="overview-heading" className="bg-white py-16 sm:py-24">
      <div className="page-frame grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <Reveal>
          <IconTile name={service.icon} />
          <SectionHeading id="overview-heading" title={serviceDetailLabels.overview} align="left" className="mt-5" />
          <div className="mt-6 space-y-5 text-lg leading-8 text-slate-600">
            <p>{service.description}</p>
            <p>{service.additionalInfo}</p>
          </div>
        </Reveal>
        <SideImage photo={service.imageUrl} alt={service.imageAlt} />
      </div>
    </section>
  )
}

function KeyFeatures({ service }: { service: Service }) {
  return (
    <HeadedSection
      name="features"
      background="muted"
      heading={{ title: serviceDetailLabels.keyFeatures, text: serviceDetailLabels.keyFeaturesText }}
    >
      <Reveal className="mx-auto max-w-4xl">
        {/* A plain panel: its heading is the section's, above it. */}
        <Card as="div" className="p-6 sm:p-10">
          <CheckList items={service.features} columns={2} className="gap-y-5 text-lg text-slate-800" />
        </Card>
      </Reveal>
    </HeadedSection>
  )
}

function Process({ service }: { service: Service }) {
  return (
    <HeadedSection
      name="process"
      heading={{ title: serviceDetailLabels.process, text: serviceDetailLabels.processText }}
    >
      <ol className="grid gap-6 md:grid-cols-3 print:grid-cols-1">
        {service.process.map((step, index) => (
          <li key={step.title}>
            <Reveal index={index} className="h-full">
              <StepCard number={index + 1} title={step.title} text={step.description} />
            </Reveal>
          </li>
        ))}
      </ol>
    </HeadedSection>
  )
}

/** A service's page: tagline, overview and photo, the six key features and the three-step process. */
export function ServiceDetail({ service }: { service: Service }) {
  return (
    <>
      <PageHeader eyebrow={serviceDetailLabels.eyebrow} title={service.title}>
        <p>{service.tagline}</p>
        <HeldBackBadge held={service.held} className="mt-4" />
      </PageHeader>
      <Overview service={service} />
      <KeyFeatures service={service} />
      <Process service={service} />
      <CtaBanner
        heading={serviceDetailLabels.ctaHeading}
        text={serviceDetailLabels.ctaText}
        action={{ label: serviceDetailLabels.ctaAction, href: pages.contact.path }}
      />
    </>
  )
}
