/**
 * What the aggregators hold that D1 does not have yet, for /admin and the CSV: every shard asked
 * in parallel, the rows handed to D1 as JSON and added to its counts in the same query
 * (COUNTS_WITH_UNFLUSHED), minus the rows of any flush D1 has already committed. So a counted
 * event shows at once, and never twice: a row an aggregator reports is either in a flush D1
 * records in count_flushes (and left out) or not in D1's counts at all.
 */
import type { Env } from '../env'
import { logError } from '../shared/log'
import { aggregatorOf, shardCount, shardName, withDeadline } from '../campaign/core'
import {
  ADMITS_TAG,
  ADMITS_COMBINATION,
  ADMITS_SUB,
  bareTag,
  countFields,
  countLimits,
  DEFAULT_COMBINATIONS_PER_DAY,
  DEFAULT_SUB_VALUES_PER_DAY,
  DIMENSION_COLUMNS,
  KNOWN,
  NO_ADMIT,
  OTHER_CAMPAIGN,
  SUB_WRITING,
} from '../campaign/counting'
import type { CountsRange } from './dashboard-filters'

/** A shard that has not answered by then is left out, with a note. */
const UNFLUSHED_TIMEOUT_MS = 1_500
/** D1 takes a bound string of 1 to 2 MB; past this the unflushed rows are left out, with a note. */
const MAX_JSON_LENGTH = 900_000

interface UnflushedCounts {
  /**
   * [shard, seq, ...the dimension columns, count, cost_micros, admits, visitors, cap, sub_cap,
   * combination_cap] per row, for json_each (admits: the admission bits, count-store.ts; the
   * caps: the day's rooms of tags, of one sub-id's values and of combinations).
   */
  json: string
  /** What could not be read, one sentence each (shown on the dashboard, sent with the CSV). */
  notes: string[]
}

const UNFLUSHED_COLUMNS = [
  ...DIMENSION_COLUMNS,
  'count',
  'cost_micros',
  'admits',
  'visitors',
  'cap',
  'sub_cap',
  'combination_cap',
] as const

/** The unflushed rows bound as ?4 (see UnflushedCounts.json), minus those already in D1. */
const UNFLUSHED = `SELECT ${UNFLUSHED_COLUMNS.map(
  (column, i) => `json_extract(u.value, '$[${i + 2}]') AS ${column}`,
).join(', ')}, substr(json_extract(u.value, '$[2]'), 1, 10) AS day, u.key AS pos
FROM json_each(?4) u
WHERE NOT EXISTS (SELECT 1 FROM count_flushes f
  WHERE f.shard = json_extract(u.value, '$[0]') AND f.seq = json_extract(u.value, '$[1]'))`

const SUBS = [1, 2, 3, 4, 5] as const

/** The rooms of the day a flush fills in first-sight order: known places plus this rank. */
const ROOM = (partition: string, knownCount: string) =>
  `ROW_NUMBER() OVER (PARTITION BY ${partition} ORDER BY n.pos) AS rank, (${knownCount}) AS known`

/** The new tags, sub-id values and combinations of the unflushed rows, each with its rank. */
const TAG_ROOM = `SELECT n.day, n.campaign, n.cap,
    ${ROOM('n.day', 'SELECT COUNT(*) FROM campaign_tags t WHERE t.day = n.day AND t.carried = 0')}
  FROM (SELECT day, campaign, cap, MIN(pos) AS pos FROM unflushed i
    WHERE admits & ${ADMITS_TAG} AND campaign NOT IN ('', '${OTHER_CAMPAIGN}') AND NOT ${KNOWN}
    GROUP BY day, campaign) n`
const TAG_WRITTEN = `CASE WHEN campaign IN ('', '${OTHER_CAMPAIGN}') OR ${KNOWN} THEN campaign
    WHEN EXISTS (SELECT 1 FROM tag_room r WHERE r.day = i.day
      AND r.campaign = i.campaign AND r.known + r.rank <= r.cap) THEN campaign
    ELSE '${OTHER_CAMPAIGN}' END`
const SUB_ROOM = `SELECT n.day, n.campaign, n.sub, n.value, n.cap,
    ${ROOM(
      'n.day, n.campaign, n.sub',
      `SELECT COUNT(*) FROM campaign_sub_values v
      WHERE v.day = n.day AND v.campaign = n.campaign AND v.sub = n.sub`,
    )}
  FROM (SELECT day, campaign, sub, value, cap, MIN(pos) AS pos FROM (${SUBS.map(
    (n) => `SELECT day, campaign, ${n} AS sub, sub${n} AS value, sub_cap AS cap, pos
      FROM tagged WHERE sub${n} <> '' AND admits & ${ADMITS_SUB(n)}`,
  ).join(' UNION ALL ')}) i
    WHERE NOT EXISTS (SELECT 1 FROM campaign_sub_values v WHERE v.day = i.day
      AND v.campaign = i.campaign AND v.sub = i.sub AND v.value = i.value)
    GROUP BY day, campaign, sub, value) n`
const SUB_WRITTEN = (n: number) => `CASE WHEN sub${n} = '' THEN ''
    WHEN written_campaign = '${OTHER_CAMPAIGN}' THEN '${OTHER_CAMPAIGN}'
    WHEN ${SUB_WRITING.valueKnown(n)} THEN sub${n}
    WHEN EXISTS (SELECT 1 FROM sub_room r WHERE r.day = i.day AND r.campaign = i.campaign
      AND r.sub = ${n} AND r.value = i.sub${n} AND r.known + r.rank <= r.cap) THEN sub${n}
    ELSE '${OTHER_CAMPAIGN}' END`
const COMBINATION_ROOM = `SELECT n.day, n.campaign, n.combination, n.cap,
    ${ROOM(
      'n.day, n.campaign',
      `SELECT COUNT(*) FROM campaign_combinations k
      WHERE k.day = n.day AND k.campaign = n.campaign`,
    )}
  FROM (SELECT day, campaign, ${SUB_WRITING.combination} AS combination,
      combination_cap AS cap, MIN(pos) AS pos
    FROM written i WHERE admits & ${ADMITS_COMBINATION} AND NOT (${SUB_WRITING.folded})
      AND NOT ${SUB_WRITING.combinationKnown}
    GROUP BY day, campaign, combination) n`
const SUB_SHOWN = (n: number) => `CASE WHEN (${SUB_WRITING.folded})
      OR ${SUB_WRITING.combinationKnown}
      OR EXISTS (SELECT 1 FROM combination_room r WHERE r.day = i.day
        AND r.campaign = i.campaign AND r.combination = ${SUB_WRITING.combination}
        AND r.known + r.rank <= r.cap) THEN w${n}
    WHEN w${n} = '' THEN '' ELSE '${OTHER_CAMPAIGN}' END`

/**
 * campaign_counts with the unflushed rows (bound as ?4) added: a drop-in for `FROM
 * campaign_counts` in the dashboard's and the export's queries (their ?1 to ?3 unchanged). A
 * row whose flush D1 has recorded is left out: its counts are already in campaign_counts. An
 * unflushed row is written as its flush will write it (count-store.ts): its tag, each sub-id
 * value and its combination of values by name when known, or new, made new within its client's
 * budget (admits) and within the day's room, taken in first-sight order as a flush does; else
 * under `(other)`. (The aggregators flush separately, so which new values of a busy minute get
 * the last places may differ; how many never does.)
 */
const COUNT_COLUMNS = [...DIMENSION_COLUMNS, 'count', 'cost_micros', 'visitors'] as const
const WRITTEN_ROOMS = `WITH unflushed AS MATERIALIZED (${UNFLUSHED}),
tag_room AS MATERIALIZED (${TAG_ROOM}),
tagged AS MATERIALIZED (SELECT i.*, ${TAG_WRITTEN} AS written_campaign FROM unflushed i),
sub_room AS MATERIALIZED (${SUB_ROOM}),
written AS MATERIALIZED (SELECT i.*, ${SUBS.map((n) => `${SUB_WRITTEN(n)} AS w${n}`).join(', ')}
  FROM tagged i),
combination_room AS MATERIALIZED (${COMBINATION_ROOM})`
const WRITTEN_ROWS = `SELECT ${COUNT_COLUMNS.map((column) =>
  column === 'campaign'
    ? 'written_campaign AS campaign'
    : column.startsWith('sub')
      ? `${SUB_SHOWN(Number(column.slice(3)))} AS ${column}`
      : column,
).join(', ')}
FROM written i`
export const COUNTS_WITH_UNFLUSHED = `(${WRITTEN_ROOMS}
SELECT ${COUNT_COLUMNS.join(', ')}
FROM campaign_counts
UNION ALL
${WRITTEN_ROWS})`

/**
 * The unflushed rows (bound as ?4) alone, written as COUNTS_WITH_UNFLUSHED writes them: what the
 * rollups' readers add to the rollups and the raw hours (count-rollups.ts).
 */
export const UNFLUSHED_ONLY = `(${WRITTEN_ROOMS}
${WRITTEN_ROWS})`

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
  const limits = countLimits(env)
  const caps = [
    limits.tagsPerDay,
    limits.subValuesPerDay ?? DEFAULT_SUB_VALUES_PER_DAY,
    limits.combinationsPerDay ?? DEFAULT_COMBINATIONS_PER_DAY,
  ]
  await Promise.all(
    Array.from({ length: shardCount(env) }, async (_, n) => {
      try {
        const { shard, rows: held } = await withDeadline(
          aggregatorOf(aggregators, n).unflushed(),
          UNFLUSHED_TIMEOUT_MS,
          'timed out',
        )
        for (const r of held) {
          if (r.hour < range.first || r.hour > range.last) continue
          const campaign = bareTag(r.campaign)
          // A tag may count under `(other)` (COUNTS_WITH_UNFLUSHED decides): kept for it too.
          const other = range.campaign === OTHER_CAMPAIGN && campaign !== ''
          if (range.campaign && !other && campaign !== range.campaign) continue
          // What it may make new: a person's, within its client's budget (an older aggregator's
          // `~tag` no tag).
          const bits = r.campaign.startsWith(NO_ADMIT) ? ~ADMITS_TAG : -1
          const admits = r.event === 'bot' ? 0 : (r.admits ?? 0) & bits
          rows.push([shard, r.seq, ...countFields({ ...r, campaign, admits }), ...caps])
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
