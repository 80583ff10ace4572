/**
 * /admin (the campaign dashboard) and its CSVs (/admin/export.csv, /admin/revenue.csv), mounted
 * by the operator's app (admin.tsx), whose login guards them.
 */
import { type Context } from 'hono'
import { Hono } from 'hono/tiny'
import { logError } from '../../shared/log'
import { costPullNotes } from '../../cost-sync'
import { loadDashboard, type DashboardData } from '../../reports/dashboard-data'
import { type CountsRange, type FilterReading } from '../../reports/dashboard-filters'
import { readAdminFilters } from '../../campaign-settings/campaign-sources'
import { readLinkRequest } from './link-builder'
import { siteConfig } from '../../config'
import { exportCsv } from '../../reports/csv/export-csv'
import { exportRevenueCsv } from '../../reports/csv/export-revenue-csv'
import { ADMIN_READ_DEADLINE_MS, readFirstPage } from '../../reports/csv/answer-in-time'
import { DEADLINE_MISSED, withDeadline } from '../../campaign/core'
import { loadRevenue, type CampaignRevenue } from '../../reports/revenue-data'
import { unflushedCounts } from '../../reports/unflushed-counts'
import type { AppEnv } from '../../http/app-env'
import { AdminPage } from './AdminPage'
import { renderPage } from '../../render/render-page'
import { ADMIN_EXPORT_PATH, ADMIN_PATH, ADMIN_REVENUE_EXPORT_PATH } from '../../shared/paths'
import { CSV_SHAPE, loadReport, type ReportRow } from '../../reports/report-data'
import { DASHBOARD_TABLES, readDashboardSorts } from './dashboard-sorts'
import { readDrillDimension } from '../ui/report-links'
import { reportSortValue } from '../ui/report-sort'
import { sortRows } from '../ui/table-sort'

const NO_DATABASE = 'The DB binding is missing: no campaign numbers can be read.'
const UNREADABLE =
  'The campaign numbers could not be read: the database did not answer in time or failed (see the worker log). Try again in a minute.'
/** Campaigns in the dashboard's profit table (most landings first); the report CSV has all. */
const PROFIT_CAMPAIGNS_LISTED = 50

/** The dashboard and its two CSVs, built with the rest of the operator app (admin.tsx). */
export function adminDashboardRoutes(): Hono<AppEnv> {
  const dashboard = new Hono<AppEnv>()

  dashboard.get(ADMIN_PATH, async function showDashboard(c) {
    const query = (name: string) => c.req.query(name)
    const { filters, errors: filterErrors, hours, zoneNote } = await readAdminFilters(c.env, query)
    const { sorts, errors: sortErrors } = readDashboardSorts(query)
    // What the profit table's campaigns drill down by (`?then=`, sub1 unless chosen).
    const { then, error: thenError } = readDrillDimension(query('then'), 'campaign', [])
    const errors = [...filterErrors, ...sortErrors, ...(thenError ? [thenError] : [])]
    // The profit table in another order ranks every campaign, then shows the first ones.
    const { usual } = DASHBOARD_TABLES.profit
    const profitResorted = sorts.profit.column !== usual.column || sorts.profit.dir !== usual.dir
    const profitShape = profitResorted
      ? CSV_SHAPE
      : ({ order: 'landings', limit: PROFIT_CAMPAIGNS_LISTED } as const)
    let data: DashboardData | undefined
    let revenue: CampaignRevenue[] | undefined
    let profit: ReportRow[] | undefined
    let money: ReportRow[] | undefined
    let problem: string | undefined
    let notes: string[] = []
    try {
      if (!c.env.DB) throw new Error(NO_DATABASE)
      // The previous period too: its totals sit beside the range's.
      const { campaign } = filters
      const unflushed = await unflushedCounts(c.env, {
        first: hours.previous.first,
        last: hours.current.last,
        campaign,
      })
      notes = unflushed.notes
      // A deadline of its own: a locked or unreachable D1 answers 503 in seconds.
      let pullNotes: string[]
      ;[data, revenue, profit, money, pullNotes] = await withDeadline(
        Promise.all([
          loadDashboard(c.env.DB, filters, hours, unflushed.json),
          loadRevenue(c.env.DB, { ...hours.current, campaign }, unflushed.json),
          loadReport(
            c.env.DB,
            { ...hours.current, campaign },
            'campaign',
            {},
            unflushed.json,
            hours.days,
            profitShape,
          ),
          loadReport(
            c.env.DB,
            { ...hours.current, campaign },
            'day',
            {},
            unflushed.json,
            hours.days,
          ),
          // A connection whose last cost pull failed says so (decision 038).
          costPullNotes(c.env.DB),
        ]),
        ADMIN_READ_DEADLINE_MS,
      )
      notes = [...notes, ...pullNotes]
      profit = sortRows(profit, sorts.profit, (row, column) =>
        reportSortValue(row, column, undefined),
      ).slice(0, PROFIT_CAMPAIGNS_LISTED)
    } catch (error) {
      problem = error instanceof Error && error.message === NO_DATABASE ? NO_DATABASE : UNREADABLE
      logError('admin_dashboard_failed', { error: String(error).slice(0, 200) })
    }
    // Unreadable filters are the operator's input: 400, with the page and what was used instead.
    const status = problem ? 503 : errors.length ? 400 : 200
    const link = readLinkRequest((name) => c.req.query(name), siteConfig(c.env))
    return renderPage(
      c,
      <AdminPage
        filters={filters}
        data={data}
        revenue={revenue}
        profit={profit}
        money={money}
        errors={errors}
        problem={problem}
        link={link}
        notes={notes}
        zoneNote={zoneNote}
        sorts={sorts}
        then={then}
      />,
      { status },
    )
  })

  dashboard.get(ADMIN_EXPORT_PATH, async function exportCounts(c) {
    const reading = await readAdminFilters(c.env, (name) => c.req.query(name))
    // Read once, before the first page: every page adds the same unflushed rows (export-csv.ts).
    // Not for a request answerCsv refuses (bad filters, no database): no shard is asked then.
    const refused = reading.errors.length > 0 || !c.env.DB
    const unflushed = refused
      ? { json: '[]', notes: [] }
      : await unflushedCounts(c.env, csvRange(reading))
    return answerCsv(
      c,
      reading,
      'campaigns',
      (db, range, onError) => exportCsv(db, range, unflushed.json, onError),
      unflushed.notes,
    )
  })
  dashboard.get(ADMIN_REVENUE_EXPORT_PATH, async (c) =>
    answerCsv(
      c,
      await readAdminFilters(c.env, (name) => c.req.query(name)),
      'revenue',
      exportRevenueCsv,
    ),
  )
  return dashboard
}

type CsvExport = (
  db: D1Database,
  range: CountsRange,
  onError: (error: unknown) => void,
) => ReadableStream<Uint8Array>

/** The UTC hours and campaign a CSV of the filters covers. */
function csvRange({ filters, hours }: FilterReading): CountsRange {
  return { ...hours.current, campaign: filters.campaign }
}

/**
 * A CSV of the filters' range as a download named
 * `{prefix}-{from}-to-{to}[-{campaign}][-{zone}].csv`; `notes` say what is missing from it (a CSV
 * has no place for one), in X-Counts-Incomplete.
 */
async function answerCsv(
  c: Context<AppEnv>,
  reading: FilterReading,
  prefix: string,
  exportRows: CsvExport,
  notes: string[] = [],
) {
  const { filters, errors } = reading
  if (errors.length) return c.text(errors.join('\n'), 400)
  if (!c.env.DB) return c.text(NO_DATABASE, 503)
  const logFailure = (error: unknown) =>
    logError('admin_export_failed', { error: String(error).slice(0, 200) })
  let csv: ReadableStream<Uint8Array>
  try {
    // Its first page read before the 200, within a deadline: a D1 that fails answers 503.
    csv = await readFirstPage(exportRows(c.env.DB, csvRange(reading), logFailure))
  } catch (error) {
    // A failed read was logged by the export; a read that never answered is logged here.
    if (error instanceof Error && error.message.startsWith(DEADLINE_MISSED)) logFailure(error)
    return c.text(UNREADABLE, 503, { 'Retry-After': '60' })
  }
  const campaign = filters.campaign ? `-${filters.campaign}` : ''
  const zone = filters.tz === 'UTC' ? '' : `-${filters.tz.replaceAll('/', '-')}`
  const name = `${prefix}-${filters.from}-to-${filters.to}${campaign}${zone}.csv`
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}"`,
    ...(notes.length ? { 'X-Counts-Incomplete': notes.join(' ') } : {}),
  })
}
