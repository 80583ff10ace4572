/**
 * Conversions written one at a time, each at once and exactly once: a partner postback's revenue
 * and an outgoing postback's outcome. Each write is one D1 batch (one transaction) that adds the
 * numbers only when its key is new and records the key; a repeat, or a retry after D1 committed,
 * adds nothing. Keys are HMACs (see sign.ts), never the partner's txid or the click id itself.
 */
import type { PostbackStatus } from './postback-in'
import type { ClickDimensions } from '../attribution/partner-token'

/**
 * Days a key is kept; a partner repeating a postback later than this would count twice (the
 * daily cron prunes them, prune-counts.ts).
 */
export const CONVERSION_KEY_DAYS = 120

const GUARD = 'NOT EXISTS (SELECT 1 FROM conversion_keys WHERE key = ?1)'
const REMEMBER = 'INSERT INTO conversion_keys (key, day) VALUES (?1, ?2) ON CONFLICT DO NOTHING'

interface RevenueRow {
  /** UTC hour of the click, YYYY-MM-DDTHH (from the partner token). */
  hour: string
  campaign: string
  page: string
  /** The click's dimensions, as the partner token's decoded payload gives them ('' for absent). */
  dims?: ClickDimensions
  status: PostbackStatus
  micros: number
}

/** The dimension columns of partner_revenue beyond hour, campaign and page (migration 0011). */
export const REVENUE_DIMENSIONS = [
  'sub1',
  'sub2',
  'sub3',
  'sub4',
  'sub5',
  'state',
  'os',
  'device',
] as const

/** Adds a partner postback once per key: 'counted', or 'duplicate' when the key was known. */
export async function recordRevenue(
  db: D1Database,
  key: string,
  row: RevenueRow,
  today: string,
): Promise<'counted' | 'duplicate'> {
  const dims = REVENUE_DIMENSIONS.map((name) => row.dims?.[name] ?? '')
  const [, remembered] = await db.batch([
    db
      .prepare(
        `INSERT INTO partner_revenue (hour, campaign, page, status, count, micros,
           ${REVENUE_DIMENSIONS.join(', ')})
         SELECT ?3, ?4, ?5, ?6, 1, ?7, ${REVENUE_DIMENSIONS.map((_, i) => `?${i + 8}`).join(', ')}
         WHERE ${GUARD}
         ON CONFLICT (hour, campaign, page, ${REVENUE_DIMENSIONS.join(', ')}, status)
         DO UPDATE SET count = count + 1, micros = micros + excluded.micros`,
      )
      .bind(key, today, row.hour, row.campaign, row.page, row.status, row.micros, ...dims),
    db.prepare(REMEMBER).bind(key, today),
  ])
  return remembered!.meta.changes === 1 ? 'counted' : 'duplicate'
}

/** Adds one outgoing postback's outcome once per key (the signup's txid). */
export async function recordPostbackOutcome(
  db: D1Database,
  key: string,
  row: { hour: string; campaign: string; sent: boolean },
  today: string,
): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO postback_outcomes (hour, campaign, outcome, count)
         SELECT ?3, ?4, ?5, 1 WHERE ${GUARD}
         ON CONFLICT (hour, campaign, outcome) DO UPDATE SET count = count + 1`,
      )
      .bind(key, today, row.hour, row.campaign, row.sent ? 'sent' : 'failed'),
    db.prepare(REMEMBER).bind(key, today),
  ])
}
