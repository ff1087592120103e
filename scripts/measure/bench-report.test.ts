import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { checkBudgets, type LighthouseBudgets, type Row } from './bench-report'

const budgets: LighthouseBudgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')).lighthouse

function row(lcpAfterFcp: number): Row {
  return {
    page: '/',
    formFactor: 'mobile',
    variant: 'ours',
    runs: 5,
    performance: 100,
    fcp: 900,
    lcp: 900 + lcpAfterFcp,
    lcpAfterFcp,
    tbt: 0,
    cls: 0,
    si: 900,
    bytes: {},
  }
}

test('a page whose largest paint comes more than the budget after its first paint misses it', () => {
  expect(checkBudgets([row(budgets.maxLcpAfterFcpMs)], budgets)).toEqual([])
  expect(checkBudgets([row(budgets.maxLcpAfterFcpMs + 200)], budgets)).toEqual([
    `mobile /: LCP ${budgets.maxLcpAfterFcpMs + 200} ms after FCP > ${budgets.maxLcpAfterFcpMs} ms`,
  ])
})
