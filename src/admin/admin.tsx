/** /admin: the campaign dashboard and its CSV export, behind Basic authentication. */
import { logError } from '../shared/log'
import { noteBuilt } from '../shared/built-on-first-use'
import { type Context } from 'hono'
import { Hono } from 'hono/tiny'
import { adminAuth } from './login/login'
import { adminPostbackRoutes } from './postbacks/postbacks'
import { adminReportRoutes } from './report/report'
import { adminTestRoutes } from './tests/tests'
import { adminRuleRoutes } from './rules/rules'
import { adminAlertRoutes } from './alerts/alerts'
import { adminPartnerRoutes } from './partners/partners'
import { adminConnectionRoutes } from './connections/connections'
import { costPullNotes } from '../cost-sync'
import { loadDashboard, type DashboardData } from '../reports/dashboard-data'
import { type CountsRange, type FilterReading } from '../reports/dashboard-filters'
import { readAdminFilters } from '../campaign-settings/campaign-sources'
import { readLinkRequest } from './dashboard/link-builder'
import { siteConfig } from '../config'
import { exportCsv } from '../reports/csv/export-csv'
import { exportRevenueCsv } from '../reports/csv/export-revenue-csv'
import { ADMIN_READ_DEADLINE_MS, readFirstPage } from '../reports/csv/answer-in-time'
import { DEADLINE_MISSED, withDeadline } from '../campaign/core'
import { loadRevenue, type CampaignRevenue } from '../reports/revenue-data'
import { unflushedCounts } from '../reports/unflushed-counts'
import type { AppEnv } from '../http/app-env'
import { AdminPage } from './dashboard/AdminPage'
import { renderPage } from '../render/render-page'
import {
  ADMIN_API_REPORT_PATH,
  ADMIN_BLOCKLIST_PATH,
  ADMIN_EXPORT_PATH,
  ADMIN_PATH,
  ADMIN_REPORT_CSV_PATH,
  ADMIN_REVENUE_EXPORT_PATH,
} from '../shared/paths'
import { campaignBlocklist, readBlocklistRequest } from '../reports/blocklist'
import { readReport } from './report/read-report'
import { CSV_SHAPE, loadReport, type ReportRow } from '../reports/report-data'
import { DASHBOARD_TABLES, readDashboardSorts } from './dashboard/dashboard-sorts'
import { readDrillDimension } from './ui/report-links'
import { reportSortValue } from './ui/report-sort'
import { sortRows } from './ui/table-sort'
import { reportCsv, reportJson } from '../reports/csv/report-csv'

const NO_DATABASE = 'The DB binding is missing: no campaign numbers can be read.'
const UNREADABLE =
  'The campaign numbers could not be read: the database did not answer in time or failed (see the worker log). Try again in a minute.'
/** Campaigns in the dashboard's profit table (most landings first); the report CSV has all. */
const PROFIT_CAMPAIGNS_LISTED = 50

/**
 * The operator's app, built on its first request (lazy-admin.ts): a public page's cold start
 * runs none of it. Its modules are imported statically, so the bundle wraps no module in a
 * lazy initialiser (docs/decisions/010-lazily-built-admin-app.md).
 */
export function buildOperatorApp(): Hono<AppEnv> {
  noteBuilt('operator routes')
  const admin = new Hono<AppEnv>()

  admin.use(ADMIN_PATH, adminAuth())
  admin.use(`${ADMIN_PATH}/*`, adminAuth())
  admin.route('/', adminPostbackRoutes())
  admin.route('/', adminReportRoutes())
  admin.route('/', adminTestRoutes())
  admin.route('/', adminRuleRoutes())
  admin.route('/', adminAlertRoutes())
  admin.route('/', adminPartnerRoutes())
  admin.route('/', adminConnectionRoutes())

  admin.get(ADMIN_PATH, async function showDashboard(c) {
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

  admin.get(ADMIN_EXPORT_PATH, async function exportCounts(c) {
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
  admin.get(ADMIN_REVENUE_EXPORT_PATH, async (c) =>
    answerCsv(
      c,
      await readAdminFilters(c.env, (name) => c.req.query(name)),
      'revenue',
      exportRevenueCsv,
    ),
  )

  admin.get(ADMIN_REPORT_CSV_PATH, async function exportReport(c) {
    const reading = await readAdminFilters(c.env, (name) => c.req.query(name))
    const asked = await readReport(c.env, reading, (name) => c.req.query(name))
    if (!asked.ok) return c.text(asked.error, asked.status)
    const { filters } = reading
    const campaign = filters.campaign ? `-${filters.campaign}` : ''
    const name = `report-by-${asked.by}-${filters.from}-to-${filters.to}${campaign}.csv`
    return c.body(reportCsv(asked.by, asked.rows, asked.verdicts), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      ...(asked.notes.length ? { 'X-Counts-Incomplete': asked.notes.join(' ') } : {}),
    })
  })

  admin.get(ADMIN_API_REPORT_PATH, async function reportApi(c) {
    const reading = await readAdminFilters(c.env, (name) => c.req.query(name))
    const asked = await readReport(c.env, reading, (name) => c.req.query(name))
    if (!asked.ok) return c.json({ error: asked.error }, asked.status)
    const { filters } = reading
    return c.json({
      by: asked.by,
      from: filters.from,
      to: filters.to,
      tz: filters.tz,
      campaign: filters.campaign || null,
      rows: reportJson(asked.by, asked.rows, asked.verdicts),
      notes: asked.notes,
    })
  })

  admin.get(ADMIN_BLOCKLIST_PATH, async function exportBlocklist(c) {
    const query = (name: string) => c.req.query(name)
    const blocklist = readBlocklistRequest(query)
    if (!blocklist.ok) return c.text(blocklist.error, 400)
    const reading = await readAdminFilters(c.env, query)
    const asked = await readReport(c.env, reading, (name) =>
      name === 'by' ? blocklist.request.by : query(name),
    )
    if (!asked.ok) return c.text(asked.error, asked.status)
    // Always judged: the request names one campaign and a zone dimension.
    const values = await campaignBlocklist(c.env.DB, blocklist.request, asked.verdicts)
    return c.text(values.map((value) => `${value}\n`).join(''), 200, {
      'Cache-Control': 'no-store',
      ...(asked.notes.length ? { 'X-Counts-Incomplete': asked.notes.join(' ') } : {}),
    })
  })
  return admin
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
