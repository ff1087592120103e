/** One page measured by Lighthouse 12 (mobile with its default simulated throttling, or desktop), and medians of runs. */
import { importTool } from '../on-demand-tools'
import { median } from './median'

/** The part of Lighthouse's API we use (tools/lighthouse holds it: only the benchmark needs it). */
type LighthouseResult = {
  lhr: {
    runtimeError?: { code: string; message: string }
    audits: Record<string, { numericValue?: number; details?: unknown } | undefined>
    categories: Record<string, { score: number | null } | undefined>
  }
}
type Lighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
  config?: unknown,
) => Promise<LighthouseResult | undefined>

export type FormFactor = 'mobile' | 'desktop'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]
const BYTE_TYPES = ['document', 'script', 'stylesheet', 'font', 'image', 'total']

export type Sample = Partial<Record<Category, number>> & {
  fcp: number
  lcp: number
  /** Largest paint minus first paint in the same run: how long the page's main element lags behind it. */
  lcpAfterFcp: number
  tbt: number
  cls: number
  si: number
  bytes: Record<string, number>
}

/**
 * One Lighthouse run against the Chromium listening on `port`. Only the first run of a page
 * collects the non-performance categories (`allCategories`): they don't vary between runs, and
 * skipping them keeps the bench to about fifteen minutes.
 */
export async function measure(url: string, formFactor: FormFactor, port: number, allCategories: boolean) {
  // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(url, formFactor, port, allCategories)
    } catch (error) {
      if (attempt >= 3) throw error
      console.warn(`  retrying ${formFactor} ${url}: ${error instanceof Error ? error.message : error}`)
    }
  }
}

async function measureOnce(url: string, formFactor: FormFactor, port: number, allCategories: boolean) {
  const { default: lighthouse } = await importTool<{ default: Lighthouse }>('lighthouse', 'lighthouse')
  const { default: desktopConfig } = await importTool<{ default: unknown }>(
    'lighthouse',
    'lighthouse/core/config/desktop-config.js',
  )
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: allCategories ? [...CATEGORIES] : ['performance'],
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  )
  const lhr = result?.lhr
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`)
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const summary = lhr.audits['resource-summary']?.details as
    | { items?: { resourceType: string; transferSize: number }[] }
    | undefined
  const sample: Sample = {
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    lcpAfterFcp: numeric('largest-contentful-paint') - numeric('first-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    si: numeric('speed-index'),
    bytes: Object.fromEntries(
      BYTE_TYPES.map((type) => [type, summary?.items?.find((item) => item.resourceType === type)?.transferSize ?? 0]),
    ),
  }
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score
    if (typeof score === 'number') sample[category] = Math.round(score * 100)
  }
  return sample
}

/** Medians of several samples of one page. */
export function summarise(samples: Sample[]): Sample {
  const row: Sample = {
    fcp: median(samples.map((sample) => sample.fcp)),
    lcp: median(samples.map((sample) => sample.lcp)),
    lcpAfterFcp: median(samples.map((sample) => sample.lcpAfterFcp)),
    tbt: median(samples.map((sample) => sample.tbt)),
    cls: median(samples.map((sample) => sample.cls)),
    si: median(samples.map((sample) => sample.si)),
    bytes: Object.fromEntries(
      BYTE_TYPES.map((type) => [type, median(samples.map((sample) => sample.bytes[type] ?? 0))]),
    ),
  }
  for (const category of CATEGORIES) {
    const scores = samples.map((sample) => sample[category]).filter((score) => typeof score === 'number')
    if (scores.length) row[category] = median(scores)
  }
  return row
}
