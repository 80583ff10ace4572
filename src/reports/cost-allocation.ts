/**
 * How pulled or pushed spend lands in the report's cells, as pure functions over rows
 * (docs/decisions/039-cost-in-reports.md): a source day is the UTC hours of its day in its own
 * zone (23 or 25 on a DST change); a zone's spend is split over its landing cells of those hours
 * by landings, exactly in integer micros (the remainders by largest remainder, ties to the
 * earlier cell); spend without a zone split (JuicyAds, a push without `by`) is spread over all
 * the campaign's cells of the day the same way, labelled estimated; spend on a zone with no
 * landings that day is a "(source only)" row of its own, in the totals; and in every hour a
 * campaign's source day covers, that spend replaces the cost macro and the manual cost.
 */
import { zoneDays } from './zone-days'

const HOUR_MS = 3_600_000

/** A source day's spend on one zone of one of our campaigns, in the site's currency. */
export interface CampaignSpend {
  campaign: string
  /** '' when the source has no zone split. */
  zone: string
  sourceDay: string
  timeZone: string
  costMicros: number
}

/** One report cell's landings in one UTC hour: the key is the cell's other dimensions. */
export interface LandingCell {
  campaign: string
  hour: string
  zone: string
  key: string
  landings: number
}

/** How a cell's cost was found. */
export type CostLabel = 'split by landings' | 'estimated from campaign total'

export interface AllocatedCost {
  campaign: string
  hour: string
  zone: string
  key: string
  costMicros: number
  label: CostLabel
}

export interface SourceOnlySpend {
  campaign: string
  zone: string
  sourceDay: string
  costMicros: number
}

export interface Allocation {
  cells: AllocatedCost[]
  sourceOnly: SourceOnlySpend[]
  /** `campaign|hour` for every UTC hour an API or pushed source day covers. */
  coveredHours: Set<string>
}

/** The UTC hours ('YYYY-MM-DDTHH') of `day` in `zone`: 23, 24 or 25; [] for a zone it cannot cut. */
export function sourceDayHours(zone: string, day: string): string[] {
  const span = zoneDays(zone, day, day)
  if (!span) return []
  const first = Date.parse(`${span.days[0]!.firstHour}:00:00Z`)
  const end = Date.parse(`${span.end}:00:00Z`)
  const hours: string[] = []
  for (let at = first; at < end; at += HOUR_MS) hours.push(new Date(at).toISOString().slice(0, 13))
  return hours
}

/**
 * `total` split in proportion to `weights`, exactly: each share floored, then the micros left one
 * each to the largest remainders (ties: the larger weight, then the earlier index). Undefined
 * when every weight is 0 (nothing to split by).
 */
export function splitExactly(total: number, weights: readonly number[]): number[] | undefined {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (sum <= 0) return undefined
  const big = BigInt(total)
  const bigSum = BigInt(sum)
  const shares = weights.map((weight) => (big * BigInt(weight)) / bigSum)
  const remainders = weights.map((weight, index) => ({
    index,
    weight,
    rest: (big * BigInt(weight)) % bigSum,
  }))
  let left = total - Number(shares.reduce((a, b) => a + b, 0n))
  remainders.sort((a, b) =>
    a.rest === b.rest ? b.weight - a.weight || a.index - b.index : a.rest > b.rest ? -1 : 1,
  )
  for (const { index } of remainders) {
    if (left <= 0) break
    shares[index]! += 1n
    left--
  }
  return shares.map(Number)
}

/** Every spend row placed in the cells of its source day, or parked as "(source only)". */
export function allocateSpend(
  spend: readonly CampaignSpend[],
  landings: readonly LandingCell[],
): Allocation {
  const cells: AllocatedCost[] = []
  const sourceOnly: SourceOnlySpend[] = []
  const coveredHours = new Set<string>()
  // Cells by campaign and hour (spend without a zone), and by campaign, hour and zone.
  const byCampaignHour = new Map<string, LandingCell[]>()
  const add = (key: string, cell: LandingCell) => {
    const list = byCampaignHour.get(key)
    if (list) list.push(cell)
    else byCampaignHour.set(key, [cell])
  }
  for (const cell of landings) {
    add(`${cell.campaign}|${cell.hour}`, cell)
    add(`${cell.campaign}|${cell.hour}|${cell.zone}`, cell)
  }
  // Cells in one fixed order (hour, zone, key), so remainders land the same way every time.
  const sortKey = (cell: LandingCell) => `${cell.hour}\u0000${cell.zone}\u0000${cell.key}`
  const order = (a: LandingCell, b: LandingCell) => (sortKey(a) < sortKey(b) ? -1 : 1)
  for (const row of spend) {
    const hours = sourceDayHours(row.timeZone, row.sourceDay)
    for (const hour of hours) coveredHours.add(`${row.campaign}|${hour}`)
    const zone = row.zone === '' ? '' : `|${row.zone}`
    const dayCells = hours
      .flatMap((hour) => byCampaignHour.get(`${row.campaign}|${hour}${zone}`) ?? [])
      .filter((cell) => cell.landings > 0)
      .sort(order)
    const shares = splitExactly(
      row.costMicros,
      dayCells.map((cell) => cell.landings),
    )
    if (!shares) {
      sourceOnly.push({
        campaign: row.campaign,
        zone: row.zone,
        sourceDay: row.sourceDay,
        costMicros: row.costMicros,
      })
      continue
    }
    const label: CostLabel = row.zone === '' ? 'estimated from campaign total' : 'split by landings'
    dayCells.forEach((cell, i) => {
      cells.push({
        campaign: cell.campaign,
        hour: cell.hour,
        zone: cell.zone,
        key: cell.key,
        costMicros: shares[i]!,
        label,
      })
    })
  }
  return { cells, sourceOnly, coveredHours }
}

/**
 * A cell's cost: its allocated API/pushed spend where its campaign-hour is covered by a source
 * day (never added to the macro or the manual cost: it replaces them), else the macro and the
 * manual cost as before.
 */
export function cellCost(
  allocation: Allocation,
  cell: { campaign: string; hour: string; zone: string; key: string },
  macroAndManualMicros: number,
): number {
  if (!allocation.coveredHours.has(`${cell.campaign}|${cell.hour}`)) return macroAndManualMicros
  return allocation.cells
    .filter(
      (c) =>
        c.campaign === cell.campaign &&
        c.hour === cell.hour &&
        c.zone === cell.zone &&
        c.key === cell.key,
    )
    .reduce((sum, c) => sum + c.costMicros, 0)
}

/**
 * A source campaign's spend as our campaigns': by the campaign whose saved source and source
 * campaign id name it (campaign_sources, decision 021); account-wide spend (no campaign id) to
 * the one campaign on that source, if exactly one; a pushed row names our campaign itself.
 * What no campaign is found for comes back as unmatched.
 */
export function spendOfCampaigns(
  rows: readonly {
    source: string
    sourceCampaignId: string
    zone: string
    sourceDay: string
    timeZone: string
    costMicros: number
  }[],
  mapping: readonly { campaign: string; source: string; sourceCampaignId: string | null }[],
): { spend: CampaignSpend[]; unmatchedMicros: number } {
  const spend: CampaignSpend[] = []
  let unmatchedMicros = 0
  for (const row of rows) {
    const campaign = campaignOfSpend(row, mapping)
    if (campaign === undefined) {
      unmatchedMicros += row.costMicros
      continue
    }
    spend.push({
      campaign,
      zone: row.zone,
      sourceDay: row.sourceDay,
      timeZone: row.timeZone,
      costMicros: row.costMicros,
    })
  }
  return { spend, unmatchedMicros }
}

/** Our campaign a source's row is spend of (spendOfCampaigns' rule), or undefined. */
export function campaignOfSpend(
  row: { source: string; sourceCampaignId: string },
  mapping: readonly { campaign: string; source: string; sourceCampaignId: string | null }[],
): string | undefined {
  if (row.source === 'push') return row.sourceCampaignId
  const named = mapping.filter(
    (m) =>
      m.source === row.source &&
      (row.sourceCampaignId === '' || m.sourceCampaignId === row.sourceCampaignId),
  )
  return named.length === 1 ? named[0]!.campaign : undefined
}
