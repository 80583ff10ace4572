/**
 * What the aggregators hold that D1 does not have yet, for /admin and the CSV: every shard asked
 * in parallel, the rows handed to D1 as JSON and added to its counts in the same query
 * (COUNTS_WITH_UNFLUSHED), minus the rows of any flush D1 has already committed. So a counted
 * event shows at once, and never twice: a row an aggregator reports is either in a flush D1
 * records in count_flushes (and left out) or not in D1's counts at all.
 */
import type { Env } from '../../env'
import { logError } from '../../shared/log'
import { aggregatorOf, shardCount, shardName } from '../../campaign/core'
import {
  bareTag,
  countFields,
  countLimits,
  DIMENSION_COLUMNS,
  KNOWN,
  NO_ADMIT,
  OTHER_CAMPAIGN,
} from '../../campaign/counting'
import type { CountsRange } from './dashboard-filters'

/** A shard that has not answered by then is left out, with a note. */
const UNFLUSHED_TIMEOUT_MS = 1_500
/** D1 takes a bound string of 1 to 2 MB; past this the unflushed rows are left out, with a note. */
const MAX_JSON_LENGTH = 900_000

interface UnflushedCounts {
  /**
   * [shard, seq, ...the dimension columns, count, cost_micros, admits, cap] per row, for
   * json_each (admits: 1 when the row may list its tag for the day; cap: the day's room,
   * CAMPAIGN_TAGS_PER_DAY).
   */
  json: string
  /** What could not be read, one sentence each (shown on the dashboard, sent with the CSV). */
  notes: string[]
}

/** The unflushed rows bound as ?4 (see UnflushedCounts.json), minus those already in D1. */
const UNFLUSHED = `SELECT ${[...DIMENSION_COLUMNS, 'count', 'cost_micros', 'admits', 'cap']
  .map((column, i) => `json_extract(u.value, '$[${i + 2}]') AS ${column}`)
  .join(', ')}, substr(json_extract(u.value, '$[2]'), 1, 10) AS day
FROM json_each(?4) u
WHERE NOT EXISTS (SELECT 1 FROM count_flushes f
  WHERE f.shard = json_extract(u.value, '$[0]') AND f.seq = json_extract(u.value, '$[1]'))`

/**
 * campaign_counts with the unflushed rows (bound as ?4) added: a drop-in for `FROM
 * campaign_counts` in the dashboard's and the export's queries (their ?1 to ?3 unchanged). A
 * row whose flush D1 has recorded is left out: its counts are already in campaign_counts. An
 * unflushed tag shows under its own name as its flush will count it: known or
 * declared (count-store.ts's KNOWN), or new, brought by a person within its client's budget and
 * within the day's room, the new tags taking the room in name order as a flush does (a bot's row
 * of such a tag too: its flush lists the tag first); else under `(other)`. (The aggregators flush separately,
 * so which new tags of a busy minute get the last places may differ; how many never does.)
 */
const COUNT_COLUMNS = [...DIMENSION_COLUMNS, 'count', 'cost_micros'] as const
export const COUNTS_WITH_UNFLUSHED = `(WITH unflushed AS MATERIALIZED (${UNFLUSHED}),
room AS MATERIALIZED (SELECT n.day, n.campaign, n.cap,
    ROW_NUMBER() OVER (PARTITION BY n.day ORDER BY n.campaign) AS rank,
    (SELECT COUNT(*) FROM campaign_tags t WHERE t.day = n.day AND t.carried = 0) AS known
  FROM (SELECT DISTINCT day, campaign, cap FROM unflushed i
    WHERE admits = 1 AND campaign NOT IN ('', '${OTHER_CAMPAIGN}') AND NOT ${KNOWN}) n)
SELECT ${COUNT_COLUMNS.join(', ')}
FROM campaign_counts
UNION ALL
SELECT ${COUNT_COLUMNS.map((column) =>
  column === 'campaign'
    ? `CASE WHEN campaign IN ('', '${OTHER_CAMPAIGN}') OR ${KNOWN} THEN campaign
    WHEN EXISTS (SELECT 1 FROM room r WHERE r.day = i.day
      AND r.campaign = i.campaign AND r.known + r.rank <= r.cap) THEN campaign
    ELSE '${OTHER_CAMPAIGN}' END`
    : column,
).join(', ')}
FROM unflushed i)`

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
  const cap = countLimits(env).tagsPerDay
  await Promise.all(
    Array.from({ length: shardCount(env) }, async (_, n) => {
      try {
        const { shard, rows: held } = await withTimeout(aggregatorOf(aggregators, n).unflushed())
        for (const r of held) {
          if (r.hour < range.first || r.hour > range.last) continue
          const campaign = bareTag(r.campaign)
          // A tag may count under `(other)` (COUNTS_WITH_UNFLUSHED decides): kept for it too.
          const other = range.campaign === OTHER_CAMPAIGN && campaign !== ''
          if (range.campaign && !other && campaign !== range.campaign) continue
          // Whether it may take a place of the day: a person's, within its client's budget.
          const admits = r.event !== 'bot' && !r.campaign.startsWith(NO_ADMIT) ? 1 : 0
          rows.push([shard, r.seq, ...countFields({ ...r, campaign }), admits, cap])
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
