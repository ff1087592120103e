/** `npm run bench`'s verdict and table: our medians against bench/budgets.json and against the script-free floor. */
import type { FormFactor, Sample } from './lighthouse'

/** 'ours' is the build as served; 'floor' the same pages with every <script> removed. */
type Variant = 'ours' | 'floor'
export type Row = Sample & { page: string; formFactor: FormFactor; variant: Variant; runs: number }
export type LighthouseBudgets = {
  minScores: Partial<Record<FormFactor, Record<string, number>>>
  maxCls: number
  maxTbtMs: number
  maxLcpOverFloorMs: number
  /** Largest paint at most this long after first paint: the page's main photo comes with its text. */
  maxLcpAfterFcpMs: number
}

const find = (rows: Row[], variant: Variant, page: string, formFactor: FormFactor) =>
  rows.find((row) => row.variant === variant && row.page === page && row.formFactor === formFactor)

/** Budget misses, as sentences. */
export function checkBudgets(rows: Row[], budgets: LighthouseBudgets): string[] {
  const misses: string[] = []
  for (const row of rows.filter((candidate) => candidate.variant === 'ours')) {
    const label = `${row.formFactor} ${row.page}`
    for (const [category, min] of Object.entries(budgets.minScores[row.formFactor] ?? {})) {
      const score = row[category as keyof Sample]
      if (typeof score === 'number' && score < Number(min)) misses.push(`${label}: ${category} ${score} < ${min}`)
    }
    if (!(row.cls < budgets.maxCls)) misses.push(`${label}: CLS ${row.cls.toFixed(3)} not < ${budgets.maxCls}`)
    if (row.tbt > budgets.maxTbtMs) misses.push(`${label}: TBT ${Math.round(row.tbt)} ms > ${budgets.maxTbtMs} ms`)
    if (row.lcpAfterFcp > budgets.maxLcpAfterFcpMs) {
      misses.push(`${label}: LCP ${Math.round(row.lcpAfterFcp)} ms after FCP > ${budgets.maxLcpAfterFcpMs} ms`)
    }
    const floor = find(rows, 'floor', row.page, row.formFactor)
    // Within one simulated round trip (Lighthouse mobile: 150 ms) of the page without any script.
    if (floor && row.lcp > floor.lcp + budgets.maxLcpOverFloorMs) {
      misses.push(
        `${label}: LCP ${Math.round(row.lcp)} ms > floor ${Math.round(floor.lcp)} ms + ${budgets.maxLcpOverFloorMs} ms`,
      )
    }
  }
  return misses
}

const ms = (value: number) => `${Math.round(value)}`
const kb = (value: number | undefined) => ((value ?? 0) / 1024).toFixed(1)

/** One line of progress while the bench runs. */
export function progressLine(rows: Row[], page: string, formFactor: FormFactor): string {
  const ours = find(rows, 'ours', page, formFactor)
  const floor = find(rows, 'floor', page, formFactor)
  return `${formFactor.padEnd(7)} ${page.padEnd(36)} perf ${ours?.performance} LCP ${ms(ours?.lcp ?? 0)} (FCP + ${ms(ours?.lcpAfterFcp ?? 0)})${floor ? ` (floor ${ms(floor.lcp)})` : ''} TBT ${ms(ours?.tbt ?? 0)} CLS ${ours?.cls.toFixed(3)}`
}

/** The Markdown report: our medians per page, and our LCP/TBT beside the floor's. */
export function renderTable(
  rows: Row[],
  {
    formFactors,
    pagePaths,
    runs,
    floorRuns,
    floorOn,
  }: {
    formFactors: FormFactor[]
    pagePaths: string[]
    runs: number
    floorRuns: number
    floorOn: (formFactor: FormFactor) => boolean
  },
): string {
  const lines = []
  for (const formFactor of formFactors) {
    const floorNote = floorOn(formFactor) ? `; floor: median of ${floorRuns}` : '; no floor runs'
    lines.push(`### ${formFactor} (median of ${runs} runs${floorNote})`, '')
    lines.push(
      '| page | perf | a11y | bp | seo | FCP ms | LCP ms | LCP−FCP ms | TBT ms | CLS | SI ms | doc KB | js KB | css KB | font KB | img KB | total KB | floor FCP | floor LCP | floor TBT | LCP vs floor |',
    )
    lines.push(`|${' --- |'.repeat(21)}`)
    for (const page of pagePaths) {
      const ours = find(rows, 'ours', page, formFactor)
      const floor = find(rows, 'floor', page, formFactor)
      if (!ours) continue
      const ratio = floor ? `${Math.round(ours.lcp - floor.lcp)} ms` : 'n/a'
      lines.push(
        `| ${page} | ${ours.performance ?? ''} | ${ours.accessibility ?? ''} | ${ours['best-practices'] ?? ''} | ${ours.seo ?? ''} | ${ms(ours.fcp)} | ${ms(ours.lcp)} | ${ms(ours.lcpAfterFcp)} | ${ms(ours.tbt)} | ${ours.cls.toFixed(3)} | ${ms(ours.si)} | ${kb(ours.bytes.document)} | ${kb(ours.bytes.script)} | ${kb(ours.bytes.stylesheet)} | ${kb(ours.bytes.font)} | ${kb(ours.bytes.image)} | ${kb(ours.bytes.total)} | ${floor ? ms(floor.fcp) : ''} | ${floor ? ms(floor.lcp) : ''} | ${floor ? ms(floor.tbt) : ''} | ${ratio} |`,
      )
    }
    lines.push('')
  }
  return lines.join('\n')
}
