/**
 * The dashboard's numbers, aggregated in SQL (one D1 batch): totals split by campaign and no
 * campaign, the previous period of the same length, one page of campaigns, landing pages, form
 * pages, countries, device classes and days. Nothing holds more than a page of campaigns. Each
 * statement reads the counts' daily rollups for the days they hold, the raw rows of every other
 * hour (count-rollups.ts), plus what the aggregators have not flushed yet (bound once as JSON,
 * see unflushed-counts.ts); the batch is one transaction, so every statement sees the same flushes.
 */
import type { DashboardFilters, RangeHours, SortKey } from './dashboard-filters'
import { planRanges, rollupSource, SIGNUP_EVENTS_SQL, type RollupDim } from './count-rollups'
import { MACRO_PARAMETERS, type MacroParameter } from '../campaign/core'
import { dayIndexOfHour, type LocalDay } from './zone-days'

/** A campaign's (or a page's, a country's, a day's) funnel. */
export interface Funnel {
  clicks: number
  landings: number
  attempts: number
  created: number
  rejected: number
  /** signup_unavailable: the backend failed and the visitor went to the partner's page. */
  fallbacks: number
  bots: number
}

interface Named {
  key: string
  funnel: Funnel
}

/** A period's totals, and apart: events with a campaign tag, and those without. */
export interface PeriodTotals {
  totals: Funnel
  tagged: Funnel
  /** Signups of visitors who came without a campaign link (and clicks without a tag). */
  untagged: Funnel
}

export interface DashboardData {
  current: PeriodTotals
  /** The range of the same length just before, same campaign filter. */
  previous: PeriodTotals
  /** One page of campaigns, sorted as the filters ask ('' is the "no campaign" row). */
  campaigns: Named[]
  /** How many campaigns the range has (for the page links). */
  campaignCount: number
  /** Landings by the page landed on; signups by the page their visitor landed on. */
  landingPages: Named[]
  /** Signups by the page whose form sent them. */
  formPages: Named[]
  countries: Named[]
  devices: Named[]
  /** Every day of the range in the filters' zone, oldest first, zeros included. */
  days: Named[]
  /** Campaigns whose links arrived broken, the most problems first. */
  linkProblems: CampaignLinkProblems[]
}

/** A campaign's broken links: rejected costs and click ids, unfilled macros per parameter. */
export interface CampaignLinkProblems {
  campaign: string
  costRejected: number
  cidRejected: number
  /** Unfilled macros by the parameter they came in (only those with any). */
  unreplaced: Partial<Record<MacroParameter, number>>
  total: number
}

function linkProblemsOf(rows: readonly ProblemRow[]): CampaignLinkProblems[] {
  const byCampaign = new Map<string, CampaignLinkProblems>()
  for (const { campaign, event, count } of rows) {
    let entry = byCampaign.get(campaign)
    if (!entry) {
      entry = { campaign, costRejected: 0, cidRejected: 0, unreplaced: {}, total: 0 }
      byCampaign.set(campaign, entry)
    }
    const n = Number(count)
    entry.total += n
    if (event === 'cost_rejected') entry.costRejected += n
    else if (event === 'cid_rejected') entry.cidRejected += n
    else {
      const parameter = event.slice('unreplaced_'.length) as MacroParameter
      if (MACRO_PARAMETERS.includes(parameter))
        entry.unreplaced[parameter] = (entry.unreplaced[parameter] ?? 0) + n
    }
  }
  return [...byCampaign.values()]
    .sort((a, b) => b.total - a.total || a.campaign.localeCompare(b.campaign))
    .slice(0, LINK_PROBLEM_CAMPAIGNS)
}

/** Campaigns per page of the table. */
export const CAMPAIGN_PAGE_SIZE = 50

const FUNNEL_SQL = `
  SUM(CASE WHEN event = 'click' THEN count ELSE 0 END) AS clicks,
  SUM(CASE WHEN event = 'landing' THEN count ELSE 0 END) AS landings,
  SUM(CASE WHEN event = 'signup_attempt' THEN count ELSE 0 END) AS attempts,
  SUM(CASE WHEN event = 'signup_created' THEN count ELSE 0 END) AS created,
  SUM(CASE WHEN event = 'signup_rejected' THEN count ELSE 0 END) AS rejected,
  SUM(CASE WHEN event = 'signup_unavailable' THEN count ELSE 0 END) AS fallbacks,
  SUM(CASE WHEN event = 'bot' THEN count ELSE 0 END) AS bots`

/**
 * A grouped funnel of one rollup (count-rollups.ts, its ?1 to ?6): `key` over its columns
 * (campaign, key, event).
 */
const grouped = (dim: RollupDim | 'day', one: boolean, key = 'key', where?: string) =>
  `SELECT ${key} AS key, ${FUNNEL_SQL} FROM ${rollupSource(dim, where, one)} GROUP BY 1`

/** Campaigns listed with link problems at most. */
const LINK_PROBLEM_CAMPAIGNS = 50

/** The link problems of the range (?1 to ?6 as grouped), per campaign and event. */
const LINK_PROBLEMS = (one: boolean) =>
  `SELECT campaign, event, SUM(count) AS count FROM ${rollupSource(
    'campaign',
    `(event IN ('cost_rejected', 'cid_rejected') OR substr(event, 1, 11) = 'unreplaced_')
  AND campaign <> ''`,
    one,
  )} GROUP BY campaign, event`

interface ProblemRow {
  campaign: string
  event: string
  count: number
}

/** What each sort key orders by: whitelisted SQL, never text from the request. */
const ORDER_BY: Record<SortKey, string> = {
  campaign: 'key',
  clicks: 'clicks',
  landings: 'landings',
  attempts: 'attempts',
  created: 'created',
  rejected: 'rejected',
  fallbacks: 'fallbacks',
  bots: 'bots',
  conversion: 'CASE WHEN landings > 0 THEN created * 1.0 / landings ELSE -1 END',
}

type FunnelRow = Funnel & { key: string | number }

/**
 * The range's numbers: D1's counts plus `unflushed` (see unflushed-counts.ts), as JSON, over the
 * UTC hours `hours` gives for the filters' days in their zone.
 */
export async function loadDashboard(
  db: D1Database,
  filters: DashboardFilters,
  hours: RangeHours,
  unflushed = '[]',
) {
  const { current, previous } = hours
  const [plan, previousPlan] = await planRanges(db, [current, previous])
  const range = [current.first, current.last, filters.campaign, unflushed, plan!.rolled, plan!.raw]
  const direction = filters.order === 'asc' ? 'ASC' : 'DESC'
  const one = filters.campaign !== ''
  const statements = [
    db.prepare(grouped('campaign', one, `campaign <> ''`)).bind(...range),
    db
      .prepare(grouped('campaign', one, `campaign <> ''`))
      .bind(
        previous.first,
        previous.last,
        filters.campaign,
        unflushed,
        previousPlan!.rolled,
        previousPlan!.raw,
      ),
    // One page; the window counts every campaign of the range (it runs before LIMIT).
    db
      .prepare(
        `SELECT campaign AS key, ${FUNNEL_SQL}, COUNT(*) OVER () AS campaigns
        FROM ${rollupSource('campaign', 'TRUE', one)}
        GROUP BY 1 ORDER BY ${ORDER_BY[filters.sort]} ${direction}, key LIMIT ?7 OFFSET ?8`,
      )
      .bind(...range, CAMPAIGN_PAGE_SIZE, (filters.page - 1) * CAMPAIGN_PAGE_SIZE),
    // Landings and bots under the page they reached; signups and clicks under the page landed on.
    db.prepare(grouped('page', one)).bind(...range),
    db.prepare(grouped('form', one, 'key', SIGNUP_EVENTS_SQL)).bind(...range),
    db.prepare(grouped('country', one)).bind(...range),
    db.prepare(grouped('device', one)).bind(...range),
    // Per UTC day in UTC; else per UTC hour, folded into the zone's days below: a day is not a
    // fixed slice of the hour string in any zone but UTC (nor 24 hours on a DST day).
    db.prepare(grouped(utcDays(hours.days) ? 'day' : 'hour', one)).bind(...range),
    db.prepare(LINK_PROBLEMS(one)).bind(...range),
  ]
  const results = await db.batch<FunnelRow & { campaigns?: number }>(statements)
  const problems = linkProblemsOf(results.pop()!.results as unknown as ProblemRow[])
  const [split, before, campaigns, landingPages, formPages, countries, devices, byHour] =
    results.map((result) => result.results.map(named))
  // A page past the last has no rows to carry the count: it then reads as 0 (no page links).
  const campaignCount = Number(results[2]!.results[0]?.campaigns ?? 0)
  const byLandings = (list: Named[]) =>
    list.sort((a, b) => b.funnel.landings - a.funnel.landings || a.key.localeCompare(b.key))
  return {
    current: periodTotals(split!),
    previous: periodTotals(before!),
    campaigns: campaigns!,
    campaignCount,
    landingPages: byLandings(landingPages!),
    formPages: formPages!.sort((a, b) => b.funnel.attempts - a.funnel.attempts),
    countries: byLandings(countries!),
    devices: byLandings(devices!),
    days: everyDay(hours.days, byHour!),
    linkProblems: problems,
  } satisfies DashboardData
}

/** Whether each local day is a UTC day (UTC, or a zone at UTC's offset): read by day, not hour. */
function utcDays(days: readonly LocalDay[]): boolean {
  return days.every(({ day, firstHour }) => firstHour === `${day}T00`)
}

function named(row: FunnelRow): Named {
  const { key, ...funnel } = row as FunnelRow & { campaigns?: number }
  const zero = emptyFunnel()
  for (const field of Object.keys(zero) as (keyof Funnel)[])
    zero[field] = Number(funnel[field] ?? 0)
  return { key: String(key ?? ''), funnel: zero }
}

/** The two rows of a split by `campaign <> ''` (keys '1' and '0'), and their sum. */
function periodTotals(split: Named[]): PeriodTotals {
  const tagged = split.find((row) => row.key === '1')?.funnel ?? emptyFunnel()
  const untagged = split.find((row) => row.key === '0')?.funnel ?? emptyFunnel()
  const totals = emptyFunnel()
  for (const field of Object.keys(totals) as (keyof Funnel)[]) {
    totals[field] = tagged[field] + untagged[field]
  }
  return { totals, tagged, untagged }
}

/** The range's local days, oldest first, each the sum of its UTC hours (zeros when none). */
function everyDay(localDays: readonly LocalDay[], hourly: Named[]): Named[] {
  const days = localDays.map(({ day }) => ({ key: day, funnel: emptyFunnel() }))
  for (const { key: hour, funnel } of hourly) {
    const day = days[dayIndexOfHour(localDays, hour)]
    if (!day) continue
    for (const field of Object.keys(funnel) as (keyof Funnel)[]) day.funnel[field] += funnel[field]
  }
  return days
}

function emptyFunnel(): Funnel {
  return { clicks: 0, landings: 0, attempts: 0, created: 0, rejected: 0, fallbacks: 0, bots: 0 }
}
