/**
 * The report's downloads: /admin/report.csv, /admin/api/report (the same rows as JSON) and
 * /admin/blocklist.txt, mounted by the operator's app (admin.tsx), whose login guards them.
 */
import { Hono } from 'hono/tiny'
import { readAdminFilters } from '../../campaign-settings/campaign-sources'
import type { AppEnv } from '../../http/app-env'
import {
  ADMIN_API_REPORT_PATH,
  ADMIN_BLOCKLIST_PATH,
  ADMIN_REPORT_CSV_PATH,
} from '../../shared/paths'
import { campaignBlocklist, readBlocklistRequest } from '../../reports/blocklist'
import { reportCsv, reportJson } from '../../reports/csv/report-csv'
import { readReport } from './read-report'

/** The report's CSV, JSON and block list, built with the rest of the operator app (admin.tsx). */
export function adminReportExportRoutes(): Hono<AppEnv> {
  const reportExports = new Hono<AppEnv>()

  reportExports.get(ADMIN_REPORT_CSV_PATH, async function exportReport(c) {
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

  reportExports.get(ADMIN_API_REPORT_PATH, async function reportApi(c) {
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

  reportExports.get(ADMIN_BLOCKLIST_PATH, async function exportBlocklist(c) {
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
  return reportExports
}
