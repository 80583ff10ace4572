/** The dashboard's numbers: one D1 query for the range, summed into totals, campaigns, pages and days. */
import type { CampaignEventName } from './count-event'
import { daysBetween, shiftDay, type DashboardFilters } from './dashboard-filters'
import { COUNTS_WITH_UNFLUSHED } from './unflushed-counts'

/** A campaign's (or a page's, or a day's) funnel. */
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

const FUNNEL_FIELD: Record<CampaignEventName, keyof Funnel> = {
  click: 'clicks',
  landing: 'landings',
  signup_attempt: 'attempts',
  signup_created: 'created',
  signup_rejected: 'rejected',
  signup_unavailable: 'fallbacks',
  bot: 'bots',
}

export interface CountRow {
  day: string
  event: string
  campaign: string
  page: string
  count: number
}

export interface DashboardData {
  totals: Funnel
  campaigns: { campaign: string; funnel: Funnel }[]
  pages: { page: string; funnel: Funnel }[]
  /** Every day of the range, oldest first, zeros included. */
  days: { day: string; funnel: Funnel }[]
}

const RANGE_QUERY = `SELECT day, event, campaign, page, SUM(count) AS count FROM ${COUNTS_WITH_UNFLUSHED}
WHERE day BETWEEN ?1 AND ?2 AND (?3 = '' OR campaign = ?3)
GROUP BY day, event, campaign, page`

/** The range's numbers: D1's counts plus `unflushed` (see unflushed-counts.ts), as JSON. */
export async function loadDashboard(db: D1Database, filters: DashboardFilters, unflushed = '[]') {
  const { results } = await db
    .prepare(RANGE_QUERY)
    .bind(filters.from, filters.to, filters.campaign, unflushed)
    .all<CountRow>()
  return summarize(results, filters)
}

export function emptyFunnel(): Funnel {
  return { clicks: 0, landings: 0, attempts: 0, created: 0, rejected: 0, fallbacks: 0, bots: 0 }
}

/** Sums the rows into each view; campaigns come sorted as the filters ask. */
export function summarize(rows: readonly CountRow[], filters: DashboardFilters): DashboardData {
  const totals = emptyFunnel()
  const campaigns = new Map<string, Funnel>()
  const pages = new Map<string, Funnel>()
  const days = new Map<string, Funnel>()
  for (let i = 0; i < daysBetween(filters.from, filters.to); i++) {
    days.set(shiftDay(filters.from, i), emptyFunnel())
  }
  for (const row of rows) {
    const field = FUNNEL_FIELD[row.event as CampaignEventName]
    if (!field) continue
    for (const funnel of [
      totals,
      funnelOf(campaigns, row.campaign),
      funnelOf(pages, row.page),
      funnelOf(days, row.day),
    ]) {
      funnel[field] += row.count
    }
  }
  return {
    totals,
    campaigns: sortCampaigns(
      [...campaigns].map(([campaign, funnel]) => ({ campaign, funnel })),
      filters,
    ),
    pages: [...pages]
      .map(([page, funnel]) => ({ page, funnel }))
      .sort(
        (a, b) =>
          b.funnel.landings + b.funnel.attempts - (a.funnel.landings + a.funnel.attempts) ||
          a.page.localeCompare(b.page),
      ),
    days: [...days]
      .map(([day, funnel]) => ({ day, funnel }))
      .sort((a, b) => a.day.localeCompare(b.day)),
  }
}

function funnelOf(map: Map<string, Funnel>, key: string): Funnel {
  let funnel = map.get(key)
  if (!funnel) map.set(key, (funnel = emptyFunnel()))
  return funnel
}

/** created ÷ base, or undefined when there is no base to divide by. */
export function rate(created: number, base: number): number | undefined {
  return base > 0 ? created / base : undefined
}

function sortCampaigns(list: { campaign: string; funnel: Funnel }[], filters: DashboardFilters) {
  const value = (entry: { campaign: string; funnel: Funnel }): number | string => {
    if (filters.sort === 'campaign') return entry.campaign
    if (filters.sort === 'conversion')
      return rate(entry.funnel.created, entry.funnel.landings) ?? -1
    return entry.funnel[filters.sort]
  }
  const direction = filters.order === 'asc' ? 1 : -1
  return list.sort((a, b) => {
    const [x, y] = [value(a), value(b)]
    const order = typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number)
    return order * direction || a.campaign.localeCompare(b.campaign)
  })
}
