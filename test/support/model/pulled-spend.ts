/**
 * The model's pulled spend (docs/campaigns.md, "Cost from the sources' APIs", and decision 047),
 * written from the rules, not from the worker's code: a source day is the UTC hours of its day
 * in its zone; in those hours of its campaign the macro and the manual cost are gone; the day's
 * spend on a zone is split over that zone's paid visits (landings and direct clicks) in the
 * view's cells (hour, zone, the view's value), floored, the micros left one each to the largest
 * remainders (ties: the larger weight, then the earlier cell); spend without a zone over all the
 * campaign's cells; spend on a zone without a paid visit is a "(source only)" fact. The result is
 * facts for modelReport (report-model.ts), one set per view, since the cells are the view's.
 */
import type { Fact } from './counting-model'
import {
  emptyFigures,
  localHour,
  modelReport,
  type ModelDimension,
  type ModelRow,
  type ReportAsk,
} from './report-model'

export interface SpendFact {
  campaign: string
  /** '' for spend without a zone split. */
  zone: string
  sourceDay: string
  timeZone: string
  micros: number
}

/** The UTC hours of `day` in `zone` (23, 24 or 25), found hour by hour from the wall clock. */
export function hoursOfDay(day: string, zone: string): string[] {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  const hours: string[] = []
  const start = Date.parse(`${day}T00:00:00Z`) - 15 * 3_600_000
  for (let t = start; t < start + 54 * 3_600_000; t += 3_600_000) {
    if (format.format(new Date(t)) === day) hours.push(new Date(t).toISOString().slice(0, 13))
  }
  return hours
}

/** The value a view splits a fact's cell by. */
function cellValue(fact: Fact, by: ModelDimension): string {
  if (by === 'campaign') return fact.campaign
  if (by === 'day' || by === 'hour') return fact.hour
  if (by === 'page') return fact.page
  return fact.dims[by]
}

/**
 * The report `ask` with `spend` in: its facts with the spend placed (below), and each
 * "(source only)" amount in its campaign's row (by campaign), on its source day's middle hour (by
 * day) or as a row of its own ("(source only) ZONE" by sub1, "(source only)" otherwise).
 */
export function pulledSpendReport(
  facts: readonly Fact[],
  spend: readonly SpendFact[],
  ask: ReportAsk,
): ModelRow[] {
  const { placed, sourceOnly } = withPulledSpend(facts, spend, ask.by)
  const rows = modelReport(placed, ask)
  for (const only of sourceOnly) {
    const day = localHour(only.hour, ask.tz).day
    if (day < ask.from || day > ask.to) continue
    if (ask.campaign !== undefined && only.campaign !== ask.campaign) continue
    const key =
      ask.by === 'campaign'
        ? only.campaign
        : ask.by === 'day'
          ? day
          : ask.by === 'sub1' && only.zone !== ''
            ? `(source only) ${only.zone}`
            : '(source only)'
    let row = rows.find((r) => r.key === key)
    if (!row) rows.push((row = { key, ...emptyFigures() }))
    row.costMicros += only.micros
  }
  return rows
}

/** `facts` as the view `by` reads them with `spend` in: see the module's note. */
export function withPulledSpend(
  facts: readonly Fact[],
  spend: readonly SpendFact[],
  by: ModelDimension,
): { placed: Fact[]; sourceOnly: (SpendFact & { hour: string })[] } {
  const sourceOnly: (SpendFact & { hour: string })[] = []
  const covered = new Set<string>()
  for (const row of spend)
    for (const hour of hoursOfDay(row.sourceDay, row.timeZone))
      covered.add(`${row.campaign}|${hour}`)
  const out: Fact[] = facts.map((fact) =>
    covered.has(`${fact.campaign}|${fact.hour}`)
      ? { ...fact, figures: { ...fact.figures, costMicros: 0 } }
      : fact,
  )
  for (const row of spend) {
    const hours = new Set(hoursOfDay(row.sourceDay, row.timeZone))
    const cells = new Map<string, { sort: string; weight: number; fact: Fact }>()
    for (const fact of facts) {
      if (fact.campaign !== row.campaign || !hours.has(fact.hour)) continue
      if (row.zone !== '' && fact.dims.sub1 !== row.zone) continue
      const weight = (fact.figures.landings ?? 0) + (fact.figures.directClicks ?? 0)
      if (weight === 0) continue
      const sort = `${fact.hour}\u0000${fact.dims.sub1}\u0000${cellValue(fact, by)}`
      const cell = cells.get(sort) ?? { sort, weight: 0, fact }
      cell.weight += weight
      cells.set(sort, cell)
    }
    const list = [...cells.values()].sort((a, b) => (a.sort < b.sort ? -1 : 1))
    const total = list.reduce((sum, cell) => sum + cell.weight, 0)
    if (total === 0) {
      const hoursList = [...hours]
      sourceOnly.push({ ...row, hour: hoursList[Math.floor(hoursList.length / 2)]! })
      continue
    }
    const shares = list.map((cell) => Math.floor((row.micros * cell.weight) / total))
    let left = row.micros - shares.reduce((a, b) => a + b, 0)
    const order = list
      .map((cell, i) => ({ i, weight: cell.weight, rest: (row.micros * cell.weight) % total }))
      .sort((a, b) => b.rest - a.rest || b.weight - a.weight || a.i - b.i)
    for (const { i } of order) {
      if (left-- <= 0) break
      shares[i]!++
    }
    list.forEach((cell, i) => out.push({ ...cell.fact, figures: { costMicros: shares[i]! } }))
  }
  return { placed: out, sourceOnly }
}
