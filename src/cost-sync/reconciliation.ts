/**
 * The reconciliation table's read model: per campaign and source day (in the day's own zone),
 * the spend the source's API reported (or was pushed), the cost macro's and the manual cost's
 * over the same UTC hours, our landings against the source's clicks (click loss), and the
 * connection's last pull. Reads D1's flushed counts (up to 20 seconds behind the aggregators).
 */
import { MANUAL_COST_SQL } from '../reports/report-data'
import { campaignOfSpend, sourceDayHours } from '../reports/cost-allocation'
import { lastRuns, type SyncRun } from './cost-store'

/** Source days listed at most (newest first). */
const MAX_ROWS = 200

export interface ReconciliationRow {
  campaign: string
  sourceDay: string
  timeZone: string
  source: string
  apiMicros: number
  /** The source's clicks, when it reported them. */
  apiClicks: number | null
  macroMicros: number
  manualMicros: number
  landings: number
  /** 1 − landings / the source's clicks; null without clicks. */
  clickLoss: number | null
  /** When the day's spend was read (ms). */
  fetchedAt: number
  lastRun?: SyncRun
}

interface SpendGroup {
  source: string
  account: string
  sourceCampaignId: string
  sourceDay: string
  timeZone: string
  micros: number
  clicks: number | null
  fetchedAt: number
}

export async function loadReconciliation(
  db: D1Database,
  range: { from: string; to: string },
): Promise<ReconciliationRow[]> {
  const [{ results: groups }, { results: mapping }, runs] = await Promise.all([
    db
      .prepare(
        `SELECT source, account, source_campaign_id AS sourceCampaignId, source_day AS sourceDay,
           time_zone AS timeZone, SUM(cost_micros) AS micros, SUM(clicks) AS clicks,
           MAX(fetched_at) AS fetchedAt
         FROM source_costs WHERE source_day BETWEEN ?1 AND ?2
         GROUP BY source, account, source_campaign_id, source_day, time_zone
         ORDER BY source_day DESC LIMIT ?3`,
      )
      .bind(range.from, range.to, MAX_ROWS)
      .all<SpendGroup>(),
    db
      .prepare(
        `SELECT campaign, source, source_campaign_id AS sourceCampaignId FROM campaign_sources`,
      )
      .all<{ campaign: string; source: string; sourceCampaignId: string | null }>(),
    lastRuns(db),
  ])
  const rows = new Map<string, ReconciliationRow & { first: string; last: string }>()
  for (const group of groups) {
    const campaign = campaignOfSpend(group, mapping)
    const hours = sourceDayHours(group.timeZone, group.sourceDay)
    if (campaign === undefined || hours.length === 0) continue
    const key = `${campaign}|${group.sourceDay}|${group.timeZone}`
    const row = rows.get(key) ?? {
      campaign,
      sourceDay: group.sourceDay,
      timeZone: group.timeZone,
      source: group.source,
      apiMicros: 0,
      apiClicks: null,
      macroMicros: 0,
      manualMicros: 0,
      landings: 0,
      clickLoss: null,
      fetchedAt: 0,
      first: hours[0]!,
      last: hours.at(-1)!,
      ...(runs.get(group.account) && { lastRun: runs.get(group.account)! }),
    }
    row.apiMicros += group.micros
    if (group.clicks !== null) row.apiClicks = (row.apiClicks ?? 0) + group.clicks
    row.fetchedAt = Math.max(row.fetchedAt, group.fetchedAt)
    rows.set(key, row)
  }
  const list = [...rows.values()]
  if (list.length === 0) return []
  // Our side of every row in one statement: its hours read from a JSON array.
  const ranges = JSON.stringify(
    list.map((row, i) => ({ i, c: row.campaign, f: row.first, l: row.last })),
  )
  const { results: ours } = await db
    .prepare(
      `WITH r AS (
         SELECT json_extract(value, '$.i') AS i, json_extract(value, '$.c') AS campaign,
           json_extract(value, '$.f') AS first, json_extract(value, '$.l') AS last
         FROM json_each(?1)),
       c AS (
         SELECT r.i AS i,
           SUM(CASE WHEN k.event = 'landing' THEN k.count ELSE 0 END) AS landings,
           SUM(CASE WHEN k.event = 'direct_click' THEN k.count ELSE 0 END) AS directClicks,
           SUM(CASE WHEN k.event = 'signup_created' THEN k.count ELSE 0 END) AS signups,
           SUM(k.cost_micros) AS macro
         FROM r JOIN campaign_counts k ON k.campaign = r.campaign AND k.hour BETWEEN r.first AND r.last
         GROUP BY r.i)
       SELECT r.i AS i, COALESCE(c.landings, 0) AS landings, COALESCE(c.macro, 0) AS macro,
         COALESCE(${MANUAL_COST_SQL}, 0) AS manual
       FROM r LEFT JOIN c ON c.i = r.i LEFT JOIN campaign_costs mc ON mc.campaign = r.campaign`,
    )
    .bind(ranges)
    .all<{ i: number; landings: number; macro: number; manual: number }>()
  for (const { i, landings, macro, manual } of ours) {
    const row = list[i]!
    row.landings = landings
    row.macroMicros = macro
    row.manualMicros = manual
    row.clickLoss = row.apiClicks ? (row.apiClicks - landings) / row.apiClicks : null
  }
  return list.map(({ first: _first, last: _last, ...row }) => row)
}
