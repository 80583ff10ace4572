import { describe, expect, it } from 'vitest'
import { COUNT_DIMENSIONS } from '../../../../src/campaign/core'
import {
  admitRow,
  ClientLedger,
  COSTLY_EVENT,
  type CostLimits,
  type StoredCount,
} from '../../../../src/campaign/counting'

/** An isolate's landing on `zone` of campaign `c` costing `micros`, from `client`. */
function landing(client: string, micros: number, zone = 'z1'): StoredCount {
  const row = { count: 1, costMicros: micros, client } as StoredCount
  for (const { name } of COUNT_DIMENSIONS) row[name] = ''
  Object.assign(row, { hour: '2026-12-04T10', event: 'landing', page: 'state' })
  Object.assign(row, { campaign: 'c', sub1: zone })
  return row
}

const none = () => undefined

/** The cost the rows add, by event. */
function costs(rows: readonly StoredCount[]): Record<string, number> {
  const by: Record<string, number> = {}
  for (const row of rows) by[row.event] = (by[row.event] ?? 0) + row.costMicros
  return by
}

function total(ledger: ClientLedger, rows: StoredCount[], limits: () => CostLimits | undefined) {
  return rows
    .flatMap((row) => admitRow(ledger, row, limits))
    .reduce((sum, row) => sum + row.costMicros, 0)
}

describe('a visit’s cost judged by its client’s aggregator', () => {
  it('counts once per IPv4 address, campaign, zone and day', () => {
    const ledger = new ClientLedger()
    const rows = Array.from({ length: 20 }, () => landing('v4', 800_000))
    expect(total(ledger, rows, none)).toBe(800_000)
    expect(total(ledger, [landing('v4', 800_000, 'z2')], none)).toBe(800_000)
  })

  it('counts at most three /64s of one /48 on a zone a day, each once', () => {
    const ledger = new ClientLedger()
    const rows = Array.from({ length: 50 }, (_, i) => landing(`n${i}.wide`, 5000))
    expect(total(ledger, rows, none)).toBe(15_000)
    // Another /48 and another zone have their own.
    expect(total(ledger, [landing('m0.other', 5000)], none)).toBe(5000)
    expect(total(ledger, [landing('n0.wide', 5000, 'z2')], none)).toBe(5000)
  })

  it('rejects a cost over the ceiling, 1.00 without limits, and counts it as rejected', () => {
    const ledger = new ClientLedger()
    const flat = admitRow(ledger, landing('a', 1_000_001), none)
    expect(flat.map((row) => row.event)).toEqual(['landing', 'cost_rejected'])
    expect(costs(flat)).toEqual({ landing: 0, cost_rejected: 0 })
    const inferred = admitRow(ledger, landing('b', 10_001), () => ({ ceilingMicros: 10_000 }))
    expect(inferred.map((row) => row.event)).toEqual(['landing', 'cost_rejected'])
  })

  it('puts a costly visit’s cost on a cost_costly row beside it, one visit and no person', () => {
    const ledger = new ClientLedger()
    const limits = () => ({ ceilingMicros: 10_000, costlyMicros: 6000 })
    const usual = admitRow(ledger, landing('a', 6000), limits)
    expect(usual.map((row) => [row.event, row.costMicros])).toEqual([['landing', 6000]])
    const costly = admitRow(ledger, landing('b', 8000), limits)
    expect(costly.map((row) => [row.event, row.count, row.costMicros, row.visitors])).toEqual([
      ['landing', 1, 0, 1],
      [COSTLY_EVENT, 1, 8000, 0],
    ])
    // The same tag, zone and admission bits: it folds into the same row's values as its landing.
    expect(costly[1]).toMatchObject({ campaign: 'c', sub1: 'z1', admits: costly[0]!.admits })
  })
})
