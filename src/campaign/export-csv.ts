/** GET /admin/export.csv: every aggregate row of the range, one line per day × event × dimensions. */
import type { DashboardFilters } from './dashboard-filters'
import { COUNTS_WITH_UNFLUSHED } from './unflushed-counts'

export const CSV_HEADER = 'day,event,campaign,page,country,device,count'

const EXPORT_QUERY = `SELECT day, event, campaign, page, country, device, SUM(count) AS count
FROM ${COUNTS_WITH_UNFLUSHED}
WHERE day BETWEEN ?1 AND ?2 AND (?3 = '' OR campaign = ?3)
GROUP BY day, event, campaign, page, country, device
ORDER BY day, event, campaign, page, country, device`

type ExportRow = Record<'day' | 'event' | 'campaign' | 'page' | 'country' | 'device', string> & {
  count: number
}

/** The range's rows: D1's counts plus `unflushed` (see unflushed-counts.ts), as JSON. */
export async function exportCsv(
  db: D1Database,
  filters: DashboardFilters,
  unflushed = '[]',
): Promise<string> {
  const { results } = await db
    .prepare(EXPORT_QUERY)
    .bind(filters.from, filters.to, filters.campaign, unflushed)
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
