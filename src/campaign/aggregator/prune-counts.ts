/**
 * Retention: the daily Cron Trigger deletes, in one D1 batch, every table's rows older than that
 * table's window. The tables and their windows are listed once, in PRUNED_TABLES (a new table
 * gets a line there; the retention tests fail for a table in migrations/ that is in neither list).
 * Aggregates (counts, revenue, postback outcomes) are kept CAMPAIGN_RETENTION_DAYS (default
 * 400), the counts' hourly rows only CAMPAIGN_HOURLY_DAYS (default 62) once their day's rollups
 * are whole (docs/decisions/048-hourly-retention.md), the rollups beyond; the working tables by their own window: tag and sub-id value lists for the daily caps
 * (today's and yesterday's), conversion keys (HMACs of postback txids) CONVERSION_KEY_DAYS, flush markers a
 * week.
 */
import type { Env } from '../../env'
import { logError, logInfo } from '../../shared/log'
import { CONVERSION_KEY_DAYS, REFUSAL_DAYS } from '../conversions'

export const DEFAULT_RETENTION_DAYS = 400
/**
 * Days of hourly count rows kept, today included (docs/decisions/048-hourly-retention.md): what
 * reads them (a drill-down with filters, export.csv, a zone's edge hours by dimension, a stale
 * day's rebuild) covers this month and the last whole one; the day-level rollups are kept for the
 * whole retention.
 */
export const DEFAULT_HOURLY_DAYS = 62
const DAY_MS = 24 * 60 * 60 * 1000

/** A pruned table: the column its rows' time is in, how that is written, and days kept. */
interface PrunedTable {
  table: string
  column: string
  /** 'hour': YYYY-MM-DDTHH; 'day': YYYY-MM-DD; 'instant': ISO 8601 (UTC); 'millis': epoch ms. */
  format: 'hour' | 'day' | 'instant' | 'millis'
  /**
   * Days kept, today included, or 'retention' for CAMPAIGN_RETENTION_DAYS, or 'hourly': the
   * count rows, kept CAMPAIGN_HOURLY_DAYS for a day whose rollups are whole and fresh (then
   * marked raw = 0), CAMPAIGN_RETENTION_DAYS for any other.
   */
  days: number | 'retention' | 'hourly'
}

export const PRUNED_TABLES: readonly PrunedTable[] = [
  { table: 'campaign_counts', column: 'hour', format: 'hour', days: 'hourly' },
  { table: 'partner_revenue', column: 'hour', format: 'hour', days: 'retention' },
  { table: 'postback_outcomes', column: 'hour', format: 'hour', days: 'retention' },
  // The counts' daily rollups and their days (docs/decisions/040-count-rollups.md): the whole
  // retention, past the hourly rows' (048).
  { table: 'count_rollups', column: 'day', format: 'day', days: 'retention' },
  { table: 'count_rollup_days', column: 'day', format: 'day', days: 'retention' },
  // Today's list for the daily cap, yesterday's for the campaigns it declares (count-store.ts).
  { table: 'campaign_tags', column: 'day', format: 'day', days: 2 },
  // Each sub-id's value lists, like the tag lists: today's is needed, for its cap.
  { table: 'campaign_sub_values', column: 'day', format: 'day', days: 2 },
  // The combinations of sub-id values, likewise (count-store.ts).
  { table: 'campaign_combinations', column: 'day', format: 'day', days: 2 },
  // A partner repeating a postback later than this would count twice (conversion-store.ts).
  { table: 'conversion_keys', column: 'day', format: 'day', days: CONVERSION_KEY_DAYS + 1 },
  // Approvals a reversal is matched to: as long as the keys (conversion-store.ts).
  { table: 'partner_approvals', column: 'day', format: 'day', days: CONVERSION_KEY_DAYS + 1 },
  // Reversals waiting for their approval: as long as the approvals.
  {
    table: 'partner_early_reversals',
    column: 'day',
    format: 'day',
    days: CONVERSION_KEY_DAYS + 1,
  },
  // Sources' answers to postbacks: the last few per template are shown (postback-answers.ts).
  { table: 'postback_answers', column: 'at', format: 'instant', days: 30 },
  // Partner postbacks refused for an unknown word: the last REFUSAL_DAYS are shown.
  { table: 'postback_refusals', column: 'day', format: 'day', days: REFUSAL_DAYS },
  // Later flushes prune their shard's own; a week covers any aggregator still retrying one.
  { table: 'count_flushes', column: 'at', format: 'instant', days: 7 },
  // The zone rules' audit log (admin/rules): as long as the counts it was judged on.
  { table: 'rule_actions', column: 'at', format: 'instant', days: 'retention' },
  // Alerts sent (admin/alerts): their audit log, as long as the rules'; and the sleeps, whose
  // longest is a week.
  { table: 'alert_log', column: 'at', format: 'instant', days: 'retention' },
  { table: 'alert_sleep', column: 'until', format: 'instant', days: 1 },
  // Spend pulled or pushed per source day and zone (docs/decisions/038-cost-sync.md): money
  // figures, as long as the counts they are set against.
  { table: 'source_costs', column: 'source_day', format: 'day', days: 'retention' },
  // Each pull's record: the connections page shows the last ones, the alerts the last hour's.
  { table: 'cost_sync_runs', column: 'started', format: 'millis', days: 30 },
]

/**
 * Tables kept whole: configuration, not data that ages; and the lander tests, whose history keeps
 * each ended test's final figures.
 */
export const UNPRUNED_TABLES: readonly string[] = [
  'postback_templates',
  'campaign_costs',
  'campaign_bids',
  // Each campaign's usual visit cost (decision 046): replaced whole every hour, never aged.
  'campaign_cost_profiles',
  // A campaign's traffic source, its statistics' zone and the source's campaign id.
  'campaign_sources',
  'lander_tests',
  // The zone rules and the zones they blocked (until undone): configuration.
  'zone_rules',
  'rule_blocks',
  // Which alerts are on, their thresholds and sleeps.
  'alert_settings',
  // The network preset per partner URL and the currency rates (/admin/partners): configuration.
  'partner_presets',
  'currency_rates',
  // The sources' API connections (/admin/connections): the secret's name, never the secret.
  'cost_connections',
]

/** The retention from the configuration: a positive whole number of days, or the default. */
export function retentionDays(env: Pick<Env, 'CAMPAIGN_RETENTION_DAYS'>): number {
  const value = Number(env.CAMPAIGN_RETENTION_DAYS)
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_RETENTION_DAYS
}

/**
 * The hourly retention from the configuration: a positive whole number of days, the default
 * (62), and never more than the retention.
 */
export function hourlyDays(
  env: Pick<Env, 'CAMPAIGN_RETENTION_DAYS' | 'CAMPAIGN_HOURLY_DAYS'>,
): number {
  const value = Number(env.CAMPAIGN_HOURLY_DAYS)
  const days = Number.isInteger(value) && value > 0 ? value : DEFAULT_HOURLY_DAYS
  return Math.min(days, retentionDays(env))
}

/** A day's rollups whole and fresh before ?1: its raw rows may go (raw = 0 from then on). */
const MARK_ROLLED_ONLY = `UPDATE count_rollup_days SET raw = 0
WHERE day < ?1 AND raw = 1 AND stale = 0 AND through_hour = day || 'T23'`
/** The count rows past the retention (?2), and those of days marked raw = 0 before ?1. */
const DELETE_COUNTS = `DELETE FROM campaign_counts WHERE hour < ?2
  OR (hour < ?1 || 'T00' AND substr(hour, 1, 10) IN (SELECT day FROM count_rollup_days
    WHERE day < ?1 AND raw = 0))`

/** The first kept day (UTC) of a window of `days` days ending on `now`'s day. */
function firstKeptDay(now: Date, days: number): string {
  return new Date(now.getTime() - (days - 1) * DAY_MS).toISOString().slice(0, 10)
}

/**
 * Deletes every table's rows before its window, in one batch; rows deleted per table. `hourly`:
 * the count rows' days (at most `retention`; by default 62 or `retention` if less).
 */
export async function pruneTables(
  db: D1Database,
  now: Date,
  retention: number,
  tables: readonly PrunedTable[] = PRUNED_TABLES,
  hourly = Math.min(DEFAULT_HOURLY_DAYS, retention),
): Promise<{ firstKept: string; firstHourly: string; deleted: Record<string, number> }> {
  const firstHourly = firstKeptDay(now, Math.min(hourly, retention))
  const statements = tables.flatMap(({ table, column, format, days }) => {
    if (days === 'hourly') {
      // Marked first, so the delete's trigger leaves those days fresh (migration 0220).
      return [
        db.prepare(MARK_ROLLED_ONLY).bind(firstHourly),
        db.prepare(DELETE_COUNTS).bind(firstHourly, `${firstKeptDay(now, retention)}T00`),
      ]
    }
    const day = firstKeptDay(now, days === 'retention' ? retention : days)
    const cutoff =
      format === 'hour'
        ? `${day}T00`
        : format === 'day'
          ? day
          : format === 'millis'
            ? Date.parse(`${day}T00:00:00.000Z`)
            : `${day}T00:00:00.000Z`
    // Names from PRUNED_TABLES only, never from a request.
    return [db.prepare(`DELETE FROM ${table} WHERE ${column} < ?1`).bind(cutoff)]
  })
  const results = await db.batch(statements)
  const deleted: Record<string, number> = {}
  let i = 0
  for (const { table, days } of tables) {
    if (days === 'hourly') i++
    deleted[table] = results[i++]!.meta.changes
  }
  return { firstKept: firstKeptDay(now, retention), firstHourly, deleted }
}

/** The cron's job: prune, and say what was deleted (or why nothing was) in one log line. */
export async function pruneCampaignCounts(env: Env, now: Date): Promise<void> {
  if (!env.DB) {
    logError('campaign_prune', { error: 'the DB binding is missing' })
    return
  }
  try {
    const { firstKept, firstHourly, deleted } = await pruneTables(
      env.DB,
      now,
      retentionDays(env),
      PRUNED_TABLES,
      hourlyDays(env),
    )
    // One field per table: rows deleted.
    logInfo('campaign_prune', { firstKept, firstHourly, ...deleted })
  } catch (error) {
    logError('campaign_prune', { error: String(error).slice(0, 200) })
  }
}
