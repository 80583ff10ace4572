/**
 * What the aggregators hold that D1 does not have yet, for /admin and the CSV: every shard asked
 * in parallel, the rows handed to D1 as JSON and added to its counts in the same query
 * (COUNTS_WITH_UNFLUSHED), minus the rows of any flush D1 has already committed. So a counted
 * event shows at once, and never twice: a row an aggregator reports is either in a flush D1
 * records in count_flushes (and left out) or not in D1's counts at all.
 */
import type { Env } from '../../env'
import { logError } from '../../shared/log'
import { aggregatorOf, shardCount, shardName } from '../../campaign/counting/count-shards'
import { countFields } from '../../campaign/counting/count-store'
import type { CountsRange } from './dashboard-filters'

/** A shard that has not answered by then is left out, with a note. */
const UNFLUSHED_TIMEOUT_MS = 1_500
/** D1 takes a bound string of 1 to 2 MB; past this the unflushed rows are left out, with a note. */
const MAX_JSON_LENGTH = 900_000

interface UnflushedCounts {
  /**
   * [shard, seq, hour, event, campaign, landing_page, page, country, device, count] per row, for
   * json_each.
   */
  json: string
  /** What could not be read, one sentence each (shown on the dashboard, sent with the CSV). */
  notes: string[]
}

/**
 * campaign_counts with the unflushed rows (bound as ?4) added: a drop-in for `FROM
 * campaign_counts` in the dashboard's and the export's queries (their ?1 to ?3 unchanged). A
 * row whose flush D1 has recorded is left out: its counts are already in campaign_counts.
 */
export const COUNTS_WITH_UNFLUSHED = `(SELECT hour, event, campaign, landing_page, page, country,
  device, count
FROM campaign_counts
UNION ALL
SELECT json_extract(u.value, '$[2]'), json_extract(u.value, '$[3]'), json_extract(u.value, '$[4]'),
  json_extract(u.value, '$[5]'), json_extract(u.value, '$[6]'), json_extract(u.value, '$[7]'),
  json_extract(u.value, '$[8]'), json_extract(u.value, '$[9]')
FROM json_each(?4) u
WHERE NOT EXISTS (SELECT 1 FROM count_flushes f
  WHERE f.shard = json_extract(u.value, '$[0]') AND f.seq = json_extract(u.value, '$[1]')))`

/**
 * Every shard's unflushed rows within the range's UTC hours (a dashboard's range with its previous
 * period, in its zone) and campaign.
 */
export async function unflushedCounts(env: Env, range: CountsRange): Promise<UnflushedCounts> {
  // Asked even with counting off: what they held when it was turned off still reaches D1.
  const aggregators = env.COUNT_AGGREGATOR
  if (!aggregators) {
    return {
      json: '[]',
      notes: ['The COUNT_AGGREGATOR binding is missing: counts of the last minute are not shown.'],
    }
  }
  const rows: unknown[][] = []
  const unread: string[] = []
  await Promise.all(
    Array.from({ length: shardCount(env) }, async (_, n) => {
      try {
        const { shard, rows: held } = await withTimeout(aggregatorOf(aggregators, n).unflushed())
        for (const r of held) {
          if (r.hour < range.first || r.hour > range.last) continue
          if (range.campaign && r.campaign !== range.campaign) continue
          rows.push([shard, r.seq, ...countFields(r)])
        }
      } catch (error) {
        unread.push(shardName(n))
        logError('campaign_unflushed_unread', {
          shard: shardName(n),
          error: error instanceof Error ? error.message.slice(0, 200) : String(error),
        })
      }
    }),
  )
  const notes = unread.length
    ? [
        `Not shown yet: counts of the last minute held by ${unread.sort().join(', ')}, which did not answer (they reach the totals with their next flush).`,
      ]
    : []
  const json = JSON.stringify(rows)
  if (json.length <= MAX_JSON_LENGTH) return { json, notes }
  return {
    json: '[]',
    notes: [
      ...notes,
      'Not shown yet: counts of the last minute (too many rows to add here; they reach the totals with the next flush).',
    ],
  }
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), UNFLUSHED_TIMEOUT_MS)
  })
  return Promise.race([promise, timeout]).finally(() => timer && clearTimeout(timer))
}
