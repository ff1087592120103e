import { Card } from '#app/components/ui/card'

/** A numbered step on a card: a service's "How We Deliver" and an owner's steps section. */
export function StepCard({ number, title, text }: { number: number; title: string; text: string }) {
  return (
    <Card className="p-6 sm:p-8">
      <span
        aria-hidden="true"
        className="inline-flex size-11 items-center justify-center rounded-full bg-brand text-lg font-bold text-on-brand print:[print-color-adjust:exact]"
      >
        {number}
      </span>
      <h3 className="mt-5 text-xl font-semibold text-slate-900">
        <span className="sr-only">Step {number}: </span>
        {title}
      </h3>
      <p className="mt-3 leading-7 text-slate-600">{text}</p>
    </Card>
  )
}
