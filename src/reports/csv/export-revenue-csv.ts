/**
 * GET /admin/revenue.csv: revenue and postbacks as rows of their own, one per UTC hour and
 * campaign (the same keys as the counts CSV's `hour` and `campaign`, so the two join): the
 * partner's payouts by status and the revenue they make (approved minus reversed, `2.50`), and
 * the outgoing postbacks sent, failed and skipped (a click id and no template). Read a page at a
 * time in key order, streamed.
 */
import type { CountsRange } from '../dashboard-filters'
import { csvLine } from './export-csv'
import { formatMoney } from '../../campaign/core'
import { REVENUE_MICROS_SQL } from '../revenue-data'

export const REVENUE_CSV_HEADER =
  'hour,campaign,revenue,approved,pending,rejected,reversed,postbacks_sent,postbacks_failed,postbacks_skipped'
/** Rows read per query. */
const REVENUE_PAGE_ROWS = 2000

interface RevenueCsvRow {
  hour: string
  campaign: string
  revenue: number
  approved: number
  pending: number
  rejected: number
  reversed: number
  sent: number
  failed: number
  /** A click id and no template to send it with: the dashboard's "Postbacks skipped" too. */
  skipped: number
}

/** ?1, ?2: the range's first and last UTC hour (its days in the dashboard's zone). */
const IN_RANGE = `hour BETWEEN ?1 AND ?2 AND (?3 = '' OR campaign = ?3)`
const STATUS_COUNT = (status: string) =>
  `SUM(CASE WHEN status = '${status}' THEN count ELSE 0 END) AS ${status}`

/** Keyset pagination over (hour, campaign): ?4, ?5 are the last row's ('' before the first). */
const REVENUE_CSV_QUERY = `
WITH money AS (
  SELECT hour, campaign, ${REVENUE_MICROS_SQL} AS revenue, ${STATUS_COUNT('approved')},
    ${STATUS_COUNT('pending')}, ${STATUS_COUNT('rejected')}, ${STATUS_COUNT('reversed')}
  FROM partner_revenue WHERE ${IN_RANGE} GROUP BY hour, campaign),
posts AS (
  SELECT hour, campaign, SUM(CASE WHEN outcome = 'sent' THEN count ELSE 0 END) AS sent,
    SUM(CASE WHEN outcome = 'failed' THEN count ELSE 0 END) AS failed,
    SUM(CASE WHEN outcome = 'skipped' THEN count ELSE 0 END) AS skipped
  FROM postback_outcomes WHERE ${IN_RANGE} GROUP BY hour, campaign),
listed AS (SELECT hour, campaign FROM money UNION SELECT hour, campaign FROM posts)
SELECT listed.hour AS hour, listed.campaign AS campaign, COALESCE(revenue, 0) AS revenue,
  COALESCE(approved, 0) AS approved, COALESCE(pending, 0) AS pending,
  COALESCE(rejected, 0) AS rejected, COALESCE(reversed, 0) AS reversed,
  COALESCE(sent, 0) AS sent, COALESCE(failed, 0) AS failed, COALESCE(skipped, 0) AS skipped
FROM listed LEFT JOIN money USING (hour, campaign) LEFT JOIN posts USING (hour, campaign)
WHERE (listed.hour, listed.campaign) > (?4, ?5)
ORDER BY listed.hour, listed.campaign LIMIT ?6`

/** The pages of CSV lines, header first; a read failure is thrown to the stream. */
async function* revenueLines(db: D1Database, range: CountsRange) {
  yield `${REVENUE_CSV_HEADER}\r\n`
  let after = ['', '']
  for (;;) {
    const { results } = await db
      .prepare(REVENUE_CSV_QUERY)
      .bind(range.first, range.last, range.campaign, ...after, REVENUE_PAGE_ROWS)
      .all<RevenueCsvRow>()
    yield results.map(revenueLine).join('')
    const last = results.at(-1)
    if (!last || results.length < REVENUE_PAGE_ROWS) return
    after = [last.hour, last.campaign]
  }
}

/** Hour and campaign are text (guarded); revenue and the counts are numbers, negative ones too. */
function revenueLine(row: RevenueCsvRow): string {
  const counts = [
    row.approved,
    row.pending,
    row.rejected,
    row.reversed,
    row.sent,
    row.failed,
    row.skipped,
  ]
  return csvLine([row.hour, row.campaign], [formatMoney(row.revenue), ...counts])
}

/** The revenue CSV as a stream; a read failure errors the stream (the caller logs it). */
export function exportRevenueCsv(
  db: D1Database,
  range: CountsRange,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const lines = revenueLines(db, range)
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await lines.next()
        if (next.done) controller.close()
        else controller.enqueue(encoder.encode(next.value))
      } catch (error) {
        onError(error)
        controller.error(error)
      }
    },
  })
}
