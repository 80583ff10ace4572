/**
 * Retention: the daily Cron Trigger deletes campaign counters older than CAMPAIGN_RETENTION_DAYS
 * (default 400), the tag lists of past days (only today's is needed, for the daily cap) and the
 * conversion keys (HMACs of postback txids) older than CONVERSION_KEY_DAYS.
 */
import type { Env } from '../../env'
import { logError, logInfo } from '../../shared/log'
import { pruneConversionKeys } from '../conversions/conversion-store'

export const DEFAULT_RETENTION_DAYS = 400
const DAY_MS = 24 * 60 * 60 * 1000

/** The retention from the configuration: a positive whole number of days, or the default. */
function retentionDays(env: Pick<Env, 'CAMPAIGN_RETENTION_DAYS'>): number {
  const value = Number(env.CAMPAIGN_RETENTION_DAYS)
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_RETENTION_DAYS
}

/** Deletes hours before the first kept day (UTC) and tag lists before yesterday; one batch. */
async function pruneCounts(db: D1Database, now: Date, days: number) {
  const firstKept = new Date(now.getTime() - (days - 1) * DAY_MS).toISOString().slice(0, 10)
  const yesterday = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10)
  const [counts, tags] = await db.batch([
    db.prepare('DELETE FROM campaign_counts WHERE hour < ?1').bind(`${firstKept}T00`),
    db.prepare('DELETE FROM campaign_tags WHERE day < ?1').bind(yesterday),
  ])
  return { firstKept, counts: counts!.meta.changes, tags: tags!.meta.changes }
}

/** The cron's job: prune, and say what was deleted (or why nothing was) in one log line. */
export async function pruneCampaignCounts(env: Env, now: Date): Promise<void> {
  if (!env.DB) {
    logError('campaign_prune', { error: 'the DB binding is missing' })
    return
  }
  try {
    const pruned = await pruneCounts(env.DB, now, retentionDays(env))
    const conversionKeys = await pruneConversionKeys(env.DB, now.toISOString().slice(0, 10))
    logInfo('campaign_prune', { ...pruned, conversionKeys })
  } catch (error) {
    logError('campaign_prune', { error: String(error).slice(0, 200) })
  }
}
