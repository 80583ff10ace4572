/** GET /admin/export.csv: every aggregate row of the range, one line per day × event × dimensions. */
import type { DashboardFilters } from './dashboard-filters'

export const CSV_HEADER = 'day,event,campaign,page,country,device,count'

const EXPORT_QUERY = `SELECT substr(hour, 1, 10) AS day, event, campaign, page, country, device,
  SUM(count) AS count FROM campaign_counts
WHERE hour BETWEEN ?1 || 'T00' AND ?2 || 'T23' AND (?3 = '' OR campaign = ?3)
GROUP BY day, event, campaign, page, country, device
ORDER BY day, event, campaign, page, country, device`

type ExportRow = Record<'day' | 'event' | 'campaign' | 'page' | 'country' | 'device', string> & {
  count: number
}

export async function exportCsv(db: D1Database, filters: DashboardFilters): Promise<string> {
  const { results } = await db
    .prepare(EXPORT_QUERY)
    .bind(filters.from, filters.to, filters.campaign)
    .all<ExportRow>()
  const lines = results.map((row) =>
    [row.day, row.event, row.campaign, row.page, row.country, row.device, String(row.count)]
      .map(csvField)
      .join(','),
  )
  return [CSV_HEADER, ...lines].join('\r\n') + '\r\n'
}

/**
 * RFC 4180 quoting. The stored values are tags ([A-Za-z0-9_-]) and words, so this only matters if
 * that ever changes; a leading '-' stays as it is (a tag, not a formula: spreadsheets may differ).
 */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}
