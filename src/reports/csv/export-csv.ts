/**
 * GET /admin/export.csv: every aggregate row of the range as stored (one line per UTC hour ×
 * event × dimensions), streamed: read from D1 a page at a time in key order, so no export holds
 * more than a page in memory however many campaigns the range has. Each page reads a window of
 * whole hours holding about a page of raw rows (found by a probe along the primary key), so the
 * export reads each raw row about twice, not the whole range per page. Each page adds what the
 * aggregators had not flushed when the export began (read once, bound to every page): a flush
 * D1 commits between two pages is then in D1 and left out of the unflushed rows (its marker, see
 * unflushed-counts.ts), so no row is counted twice.
 */
import type { CountsRange } from '../dashboard-filters'
import { COUNTS_WITH_UNFLUSHED } from '../unflushed-counts'

export const CSV_HEADER = 'hour,event,campaign,landing_page,page,country,device,count'
/** Rows read per query. */
const EXPORT_PAGE_ROWS = 2000

const COLUMNS = ['hour', 'event', 'campaign', 'landing_page', 'page', 'country', 'device'] as const
type ExportRow = Record<(typeof COLUMNS)[number], string> & { count: number }

/**
 * ?1, ?2: the range's first and last UTC hour (its days in the dashboard's zone); keyset
 * pagination over the primary key: ?4 is the unflushed rows, ?5..?11 the last row's key
 * ('' before the first). A key both in D1 and unflushed is one line, their sum.
 */
const EXPORT_QUERY = `SELECT ${COLUMNS.join(', ')}, SUM(count) AS count
FROM ${COUNTS_WITH_UNFLUSHED}
WHERE hour BETWEEN ?1 AND ?2 AND (?3 = '' OR campaign = ?3)
  AND (${COLUMNS.join(', ')}) > (?5, ?6, ?7, ?8, ?9, ?10, ?11)
GROUP BY ${COLUMNS.join(', ')}
ORDER BY ${COLUMNS.join(', ')} LIMIT ?12`

/**
 * The first hour from ?1 (up to ?2, in campaign ?3) at which the ?4-th raw row after ?1 is: the
 * next window ends before it. A walk along the primary key, so it reads ?4 rows at most.
 */
const WINDOW_END = `SELECT hour FROM campaign_counts
WHERE hour BETWEEN ?1 AND ?2 AND (?3 = '' OR campaign = ?3) ORDER BY hour LIMIT 1 OFFSET ?4`

const HOUR_MS = 3_600_000
const shiftHour = (hour: string, hours: number) =>
  new Date(Date.parse(`${hour}:00:00Z`) + hours * HOUR_MS).toISOString().slice(0, 13)

/**
 * The CSV as a stream of lines, D1's counts plus `unflushed` (JSON, see unflushed-counts.ts); a
 * read failure errors the stream (the caller logs it).
 */
export function exportCsv(
  db: D1Database,
  range: CountsRange,
  unflushed: string,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const start = (): string[] => COLUMNS.map(() => '')
  let after = start()
  // The window of hours being read: from `cursor` to `windowEnd` ('' before it is found).
  let cursor = range.first
  let windowEnd = ''
  let started = false
  let done = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(`${CSV_HEADER}\r\n`))
        return
      }
      if (done) return controller.close()
      try {
        if (!windowEnd) {
          const next = await db
            .prepare(WINDOW_END)
            .bind(cursor, range.last, range.campaign, EXPORT_PAGE_ROWS)
            .first<{ hour: string }>()
          // Past a page of rows: the hours before the next one's; one hour of more than a page is
          // a window alone, read in pages.
          windowEnd = !next ? range.last : next.hour > cursor ? shiftHour(next.hour, -1) : cursor
        }
        const { results } = await db
          .prepare(EXPORT_QUERY)
          .bind(cursor, windowEnd, range.campaign, unflushed, ...after, EXPORT_PAGE_ROWS)
          .all<ExportRow>()
        const last = results.at(-1)
        if (results.length < EXPORT_PAGE_ROWS) {
          done = windowEnd >= range.last
          cursor = shiftHour(windowEnd, 1)
          windowEnd = ''
          after = start()
        } else if (last) after = COLUMNS.map((column) => last[column])
        const lines = results.map((row) =>
          csvLine(
            COLUMNS.map((c) => row[c]),
            [row.count],
          ),
        )
        controller.enqueue(encoder.encode(lines.join('')))
        if (done) controller.close()
      } catch (error) {
        onError(error)
        controller.error(error)
      }
    },
  })
}

/**
 * One CSV line: text cells (guarded, quoted as needed), then numeric cells as they are (a
 * guarded `'-3000.00` is text to a spreadsheet, and its sums leave it out). A numeric cell
 * is a number or a string the caller formatted as one (money, a percentage), or '' for none.
 */
export function csvLine(text: readonly string[], numbers: readonly (number | string)[] = []) {
  return `${[...text.map(csvField), ...numbers.map(String)].join(',')}\r\n`
}

/**
 * RFC 4180 quoting, after OWASP's CSV-injection rule: a text cell beginning with =, +, -, @, a tab
 * or a carriage return is written with a leading ' so spreadsheets read text, not a formula (a
 * campaign tagged `-2-3` would otherwise show −5). Never for a number (see csvLine).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}
