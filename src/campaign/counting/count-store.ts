/**
 * The one writer of the campaign counters in D1: a flush is a fixed handful of statements in one
 * batch (one transaction), whatever its number of rows, with the daily cap on distinct campaign
 * tags applied in SQL. It is written at most once: its counts are added only if its marker in
 * count_flushes is absent, and the marker is its last statement. It holds no request or isolate
 * state: the aggregators' flushes and a signup's one-off write both go through here.
 */
import {
  CAPPED_DIMENSIONS,
  COUNT_DIMENSIONS,
  DIMENSION_COLUMNS,
  type CountDimensionName,
} from '../core'
import { bareTag, NO_ADMIT } from './tag-budget'

export { DIMENSION_COLUMNS }

/** One aggregate row: its dimensions and how many events it adds (a type: SQL rows are typed by it). */
export type StoredCount = Record<CountDimensionName, string> & {
  count: number
  /**
   * In an isolate's batch only: the keyed hash of the client a person's tagged event came from
   * (tag-budget.ts), for the aggregator that spends its budget. Never stored.
   */
  client?: string
  /**
   * In an isolate's batch only: the keyed hash of the day of the visitor nonce an
   * `arm_assigned`'s cookie carried (tag-budget.ts), for the aggregator that counts it once.
   * Never stored.
   */
  nonce?: string
  /** The landings' cost, in millionths of the unit (summed as count is). */
  costMicros: number
  /**
   * What the row may make new for the day (ADMITS_TAG, ADMITS_SUB, ADMITS_COMBINATION), as its
   * client's aggregator decided (admission.ts); none when absent. Rows that add up keep any bit
   * one of them had: each bit was paid for by some client's budget.
   */
  admits?: number
  /**
   * Distinct clients the row's events came from: a client's first landing or click of the UTC
   * day on a campaign and zone counts 1 (admission.ts). Summed as count is.
   */
  visitors?: number
  /** In an aggregator only: when the row was first seen (ms), the order new values take places. */
  seen?: number
}

/** Admission bits (StoredCount.admits): the tag, sub-id n's value (1 to 5), the combination. */
export const ADMITS_TAG = 1
export const ADMITS_SUB = (n: number) => 1 << n
export const ADMITS_COMBINATION = 64
/** Every bit: rows an aggregator saved before admission bits existed (their rules applied). */
export const ADMITS_ALL = 127

/** The sub-id columns, in order. */
export const SUB_COLUMNS = ['sub1', 'sub2', 'sub3', 'sub4', 'sub5'] as const

/** A row's dimensions: everything but what it adds up. */
type CountDimensions = Omit<StoredCount, 'count' | 'costMicros' | 'admits' | 'seen' | 'visitors'>

/**
 * The key of a row's dimensions (and its client and nonce, in a batch): rows with the same key
 * add up.
 */
function rowKey(r: CountDimensions): string {
  let key = r.hour
  for (let i = 1; i < COUNT_DIMENSIONS.length; i++) key += `|${r[COUNT_DIMENSIONS[i]!.name]}`
  if (r.client !== undefined) key += `|${r.client}`
  return r.nonce === undefined ? key : `${key}|n${r.nonce}`
}

/** Adds one event (or a row of `count` events and their cost) to rows kept by key. */
export function addEvent(
  rows: Map<string, StoredCount>,
  event: CountDimensions & {
    costMicros?: number
    admits?: number
    seen?: number
    visitors?: number
  },
  count = 1,
) {
  const key = rowKey(event)
  const row = rows.get(key)
  const cost = event.costMicros ?? 0
  if (row) {
    row.count += count
    row.costMicros += cost
    if (event.admits) row.admits = (row.admits ?? 0) | event.admits
    if (event.visitors) row.visitors = (row.visitors ?? 0) + event.visitors
    return
  }
  const added = { count, costMicros: cost } as StoredCount
  for (const { name } of COUNT_DIMENSIONS) added[name] = event[name]
  if (event.admits !== undefined) added.admits = event.admits
  if (event.seen !== undefined) added.seen = event.seen
  if (event.visitors) added.visitors = event.visitors
  if (event.client !== undefined) added.client = event.client
  if (event.nonce !== undefined) added.nonce = event.nonce
  rows.set(key, added)
}

export interface CountLimits {
  /** Distinct campaign tags per UTC day; a tag new past it that day is counted as OTHER_CAMPAIGN. */
  tagsPerDay: number
  /**
   * Distinct values of each sub-id per campaign per UTC day; a value new past it that day is
   * counted as OTHER_CAMPAIGN ('(other)') too. Optional: an isolate of an older deploy sends none.
   */
  subValuesPerDay?: number
  /**
   * Distinct combinations of sub-id values per campaign per UTC day; a row of a combination new
   * past it that day has its sub-ids counted as OTHER_CAMPAIGN. Optional as subValuesPerDay is.
   */
  combinationsPerDay?: number
}

export interface WriteResult {
  /** UTC days on which a tag of these rows went to OTHER_CAMPAIGN. */
  cappedDays: string[]
}

/** Where tags past a day's cap are counted (not a valid tag, so no link can name it). */
export const OTHER_CAMPAIGN = '(other)'

/** The default daily cap of distinct campaign tags (CAMPAIGN_TAGS_PER_DAY). */
export const DEFAULT_TAGS_PER_DAY = 1000

/** The default daily cap of distinct values of one sub-id of one campaign. */
export const DEFAULT_SUB_VALUES_PER_DAY = 500

/**
 * The default daily cap of distinct sub-id combinations of one campaign: with the folded
 * combinations (each value '' or '(other)': 32 more), what bounds a campaign's rows of a day
 * whatever its links carry (docs/campaigns.md, capacity).
 */
export const DEFAULT_COMBINATIONS_PER_DAY = 1000

/** The limits from the configuration: each a positive whole number, or its default. */
export function countLimits(env: {
  CAMPAIGN_TAGS_PER_DAY?: string
  CAMPAIGN_SUB_VALUES_PER_DAY?: string
}): CountLimits {
  return {
    tagsPerDay: positive(env.CAMPAIGN_TAGS_PER_DAY, DEFAULT_TAGS_PER_DAY),
    subValuesPerDay: positive(env.CAMPAIGN_SUB_VALUES_PER_DAY, DEFAULT_SUB_VALUES_PER_DAY),
    combinationsPerDay: DEFAULT_COMBINATIONS_PER_DAY,
  }
}

function positive(setting: string | undefined, fallback: number): number {
  const value = Number(setting)
  return Number.isInteger(value) && value > 0 ? value : fallback
}

/** Who wrote a flush and its number: retrying the same pair never adds twice. */
interface FlushId {
  shard: string
  seq: number
}

/** The prefix of one-off writers (a signup's events): their markers are pruned by age. */
export const ONE_OFF_PREFIX = 'once-'
/** A one-off marker guards retries made within seconds; an hour is ample. */
const ONE_OFF_KEPT_MS = 60 * 60 * 1000
/**
 * A shard's markers kept behind its current flush. Older ones can no longer be retried (a shard
 * retries only its oldest unacknowledged flush), and the dashboard asks only about flushes an
 * aggregator still holds; a few more cover a dashboard read that spans a flush or two.
 */
const SHARD_MARKERS_KEPT = 10

/** The rows, bound as one JSON array of arrays (?1) and read with json_each. */
const INCOMING = `SELECT ${DIMENSION_COLUMNS.map((column, i) => `json_extract(value, '$[${i}]') AS ${column}`).join(', ')},
  json_extract(value, '$[${DIMENSION_COLUMNS.length}]') AS count,
  json_extract(value, '$[${DIMENSION_COLUMNS.length + 1}]') AS cost_micros,
  json_extract(value, '$[${DIMENSION_COLUMNS.length + 2}]') AS admits,
  json_extract(value, '$[${DIMENSION_COLUMNS.length + 3}]') AS visitors,
  substr(json_extract(value, '$[0]'), 1, 10) AS day, key AS pos
FROM json_each(?1)`

/**
 * The flush's distinct (day, campaign) pairs that may be admitted, in first-sight order, bound as
 * one JSON array of arrays (?1).
 */
const TAGS = `SELECT json_extract(value, '$[0]') AS day, json_extract(value, '$[1]') AS campaign,
  key AS pos
FROM json_each(?1)`

/** A tag with a place on the day `i.day`: admitted, or carried over (see ADMIT_TAGS). */
const LISTED = `EXISTS (SELECT 1 FROM campaign_tags t WHERE t.day = i.day AND t.campaign = i.campaign)`

/**
 * A declared campaign: a tag with a postback template (the operator set it up),
 * or one listed the day before (a running campaign, on /admin; that list is kept for this,
 * prune-counts.ts). See docs/decisions/007-per-client-tag-budget.md.
 */
const DECLARED = `(EXISTS (SELECT 1 FROM postback_templates p WHERE p.campaign = i.campaign)
  OR EXISTS (SELECT 1 FROM campaign_tags y WHERE y.day = date(i.day, '-1 day')
    AND y.campaign = i.campaign))`

/**
 * A tag counted by its own name on the day `i.day`: listed that day, or declared. Exported for
 * the dashboard, which caps the aggregators' unflushed rows as a flush will (unflushed-counts.ts).
 */
export const KNOWN = `(${LISTED} OR ${DECLARED})`

/**
 * New tags of each day, in the order they were first seen (never their names' order), listed
 * while the day has room. The SELECT reads the
 * table it inserts into, so SQLite computes it whole before inserting: `known` is the count
 * before this statement, and the window's rank numbers its new tags. A declared tag is counted
 * by name anyway; a person bringing it lists it as `carried`, in a room of its own of the same
 * size, so a campaign running for days stays declared (and the names of a day stay bounded:
 * at most twice the cap, whatever is carried). Not guarded by the flush's marker: a retried
 * flush's tags were listed by its first write, so it lists nothing new.
 */
const ADMIT_TAGS = `INSERT OR IGNORE INTO campaign_tags (day, campaign, carried)
SELECT day, campaign, carried FROM (
  SELECT n.day, n.campaign, n.carried,
    ROW_NUMBER() OVER (PARTITION BY n.day, n.carried ORDER BY n.pos) AS rank,
    (SELECT COUNT(*) FROM campaign_tags t WHERE t.day = n.day AND t.carried = n.carried) AS known
  FROM (SELECT DISTINCT day, campaign, ${DECLARED} AS carried, pos FROM (${TAGS}) i
    WHERE campaign NOT IN ('', '${OTHER_CAMPAIGN}') AND NOT ${LISTED}) n
)
WHERE known + rank <= ?2`

/** The days some tag of the flush was not admitted on. */
const CAPPED_DAYS = `SELECT DISTINCT day FROM (${TAGS}) i
WHERE campaign NOT IN ('', '${OTHER_CAMPAIGN}') AND NOT ${KNOWN}`

/**
 * A sub-id value known for the row's day, campaign and sub. Only an admitted campaign's values
 * are admitted (ADMIT_SUB_VALUES runs after ADMIT_TAGS), so a campaign counted as '(other)' has
 * its sub-ids counted as '(other)' too, and that bucket stays bounded.
 */
const SUB_KNOWN = (column: string, slot: number) =>
  `EXISTS (SELECT 1 FROM campaign_sub_values v WHERE v.day = i.day AND v.campaign = i.campaign
    AND v.sub = ${slot} AND v.value = i.${column})`

/**
 * The capped values of the rows (bound as ?1, the counts' own JSON), one per (row, capped
 * dimension), with the row's position (first sight): the sub-ids their clients may make new
 * (admission.ts), and any other dimension declared with a cap (dimensions.ts), which no client's
 * budget gates. A join with the list of slots, not a UNION ALL per dimension: D1 allows at most
 * five terms in a compound SELECT.
 */
const SUB_VALUES = `SELECT day, campaign, sub, value, pos FROM (
  SELECT i.day, i.campaign, s.value AS sub, i.pos,
    CASE s.value ${CAPPED_DIMENSIONS.map(({ column, slot }) => `WHEN ${slot} THEN i.${column}`).join(' ')} END AS value,
    CASE s.value ${CAPPED_DIMENSIONS.map(({ slot }) => `WHEN ${slot} THEN ${slot <= SUB_COLUMNS.length ? `i.admits & ${ADMITS_SUB(slot)}` : 1}`).join(' ')} END AS admitted
  FROM (${INCOMING}) i, json_each('${JSON.stringify(CAPPED_DIMENSIONS.map(({ slot }) => slot))}') s
) WHERE value <> '' AND admitted`

/**
 * New values of each (day, campaign, sub), in first-sight order, admitted while it has room (the
 * same shape as ADMIT_TAGS). It reads the counts statement's own JSON, so a flush has one of
 * these per counts statement, whatever the number of distinct values.
 */
const ADMIT_SUB_VALUES = `INSERT OR IGNORE INTO campaign_sub_values (day, campaign, sub, value)
SELECT day, campaign, sub, value FROM (
  SELECT n.day, n.campaign, n.sub, n.value,
    ROW_NUMBER() OVER (PARTITION BY n.day, n.campaign, n.sub ORDER BY n.pos) AS rank,
    (SELECT COUNT(*) FROM campaign_sub_values v
      WHERE v.day = n.day AND v.campaign = n.campaign AND v.sub = n.sub) AS known
  FROM (SELECT day, campaign, sub, value, MIN(pos) AS pos FROM (${SUB_VALUES}) i
    WHERE (campaign = '' OR EXISTS (SELECT 1 FROM campaign_tags t
      WHERE t.day = i.day AND t.campaign = i.campaign))
    AND NOT EXISTS (SELECT 1 FROM campaign_sub_values v WHERE v.day = i.day
      AND v.campaign = i.campaign AND v.sub = i.sub AND v.value = i.value)
    GROUP BY day, campaign, sub, value) n
)
WHERE known + rank <= ?2`

/** A sub-id column as written: its value when admitted that day for the campaign, else '(other)'. */
const SUB_WRITTEN = (column: string, slot: number) =>
  `CASE WHEN ${column} = '' OR ${SUB_KNOWN(column, slot)} THEN ${column} ELSE '${OTHER_CAMPAIGN}' END`

/** A dimension column as ADD_COUNTS writes it: a tag or capped value past its cap as '(other)'. */
function writtenColumn(column: string): string {
  if (column === 'campaign') {
    return `CASE WHEN campaign = '' OR ${KNOWN} THEN campaign ELSE '${OTHER_CAMPAIGN}' END`
  }
  const sub = SUB_COLUMNS.indexOf(column as (typeof SUB_COLUMNS)[number])
  if (sub >= 0) return SUB_COUNTED(sub + 1)
  const capped = CAPPED_DIMENSIONS.find((dimension) => dimension.column === column)
  return capped ? SUB_WRITTEN(column, capped.slot) : column
}

/**
 * The rows with their sub-ids as SUB_WRITTEN writes them (w1 … w5), before their combination is
 * settled (COMBINATIONS).
 */
const WRITTEN = `SELECT i.*, ${[1, 2, 3, 4, 5].map((n) => `${SUB_WRITTEN(`sub${n}`, n)} AS w${n}`).join(', ')}
FROM (${INCOMING}) i`

/**
 * Combinations of sub-id values (docs/decisions/020-client-ledger.md). A campaign's rows of a day
 * are bounded by its combinations, not by its values per sub-id (500 values of two sub-ids make
 * 250,000 pairs): each (day, campaign) admits at most `combinationsPerDay` combinations of
 * written values, in first-sight order, brought within their clients' budgets; a row of any
 * other has each of its values written '(other)' ('' stays ''). A combination of only '' and
 * '(other)' needs no place: there are 32 of them.
 */
const COMBINATION = `w1 || '|' || w2 || '|' || w3 || '|' || w4 || '|' || w5`
const FOLDED = [1, 2, 3, 4, 5].map((n) => `w${n} IN ('', '${OTHER_CAMPAIGN}')`).join(' AND ')
const COMBINATION_KNOWN = `EXISTS (SELECT 1 FROM campaign_combinations k WHERE k.day = i.day
  AND k.campaign = i.campaign AND k.combination = ${COMBINATION})`

/**
 * How a flush writes sub-ids, for the dashboard, which folds the aggregators' unflushed rows as
 * their flush will (unflushed-counts.ts): each over a row `i` with day, campaign, sub1 … sub5
 * and, for the combination's, its written values w1 … w5.
 */
export const SUB_WRITING = {
  valueKnown: (n: number) => SUB_KNOWN(`sub${n}`, n),
  combination: COMBINATION,
  folded: FOLDED,
  combinationKnown: COMBINATION_KNOWN,
}

/** New combinations of the rows, admitted while their (day, campaign) has room (cap ?2). */
const ADMIT_COMBINATIONS = `INSERT OR IGNORE INTO campaign_combinations (day, campaign, combination)
SELECT day, campaign, combination FROM (
  SELECT n.day, n.campaign, n.combination,
    ROW_NUMBER() OVER (PARTITION BY n.day, n.campaign ORDER BY n.pos) AS rank,
    (SELECT COUNT(*) FROM campaign_combinations k
      WHERE k.day = n.day AND k.campaign = n.campaign) AS known
  FROM (SELECT day, campaign, ${COMBINATION} AS combination, MIN(pos) AS pos
    FROM (${WRITTEN}) i
    WHERE admits & ${ADMITS_COMBINATION} AND NOT (${FOLDED}) AND NOT ${COMBINATION_KNOWN}
    GROUP BY day, campaign, combination) n
)
WHERE known + rank <= ?2`

/** A written sub-id as counted: kept when its row's combination has a place, else folded. */
const SUB_COUNTED = (n: number) =>
  `CASE WHEN (${FOLDED}) OR ${COMBINATION_KNOWN} THEN w${n}
    WHEN w${n} = '' THEN '' ELSE '${OTHER_CAMPAIGN}' END`

/**
 * The counts, a tag not admitted that day under OTHER_CAMPAIGN (and a sub-id value or a
 * combination likewise), added only if this flush was not written before. The WHERE also settles
 * SQLite's parsing ambiguity of an upsert after INSERT … SELECT … FROM.
 */
const ADD_COUNTS = `WITH written AS (${WRITTEN})
INSERT INTO campaign_counts (${DIMENSION_COLUMNS.join(', ')}, count, cost_micros, visitors)
SELECT ${DIMENSION_COLUMNS.map(writtenColumn).join(',\n  ')},
  count, cost_micros, visitors
FROM written i
WHERE NOT EXISTS (SELECT 1 FROM count_flushes WHERE shard = ?2 AND seq = ?3)
ON CONFLICT (${DIMENSION_COLUMNS.join(', ')})
DO UPDATE SET count = count + excluded.count, cost_micros = cost_micros + excluded.cost_micros,
  visitors = visitors + excluded.visitors`

/** Each clause is a range of the primary key, so neither scans the table. */
const PRUNE_MARKERS = `DELETE FROM count_flushes
WHERE (shard = ?1 AND seq < ?2 - ${SHARD_MARKERS_KEPT})
  OR (shard >= '${ONE_OFF_PREFIX}' AND shard < 'once.' AND at < ?3)`

const MARK_FLUSH = `INSERT INTO count_flushes (shard, seq, at) VALUES (?1, ?2, ?3)
ON CONFLICT DO NOTHING`

/** A row's fields in INCOMING's order (the aggregators' tables and the dashboard's JSON too). */
export function countFields(r: StoredCount): (string | number)[] {
  const fields: (string | number)[] = COUNT_DIMENSIONS.map(({ name }) => r[name])
  fields.push(r.count, r.costMicros, r.admits ?? 0, r.visitors ?? 0)
  return fields
}

/** The rows as the JSON json_each reads: one array per row, in INCOMING's order. */
function countsJson(rows: readonly StoredCount[]): string {
  return JSON.stringify(rows.map(countFields))
}

/**
 * The (day, campaign) pairs that may take a place of the day, as TAGS reads them, in the rows'
 * order (first sight): a person's tags within their client's budget (ADMITS_TAG). A bot's (HEAD,
 * preview, prefetch) never does: those count by name only when the tag is known.
 */
function tagPairs(rows: readonly StoredCount[]): [string, string][] {
  const pairs = new Map<string, [string, string]>()
  for (const r of rows) {
    if (r.campaign === '' || r.campaign === OTHER_CAMPAIGN || r.event === 'bot') continue
    if (!((r.admits ?? 0) & ADMITS_TAG)) continue
    const day = r.hour.slice(0, 10)
    pairs.set(`${day}|${r.campaign}`, [day, r.campaign])
  }
  return [...pairs.values()]
}

/**
 * Rows per counts statement: its JSON stays under D1's limit on a bound string (at most about
 * 600 bytes a row with five 64-character sub-ids, a 32-character network, an arm and the
 * admission fields, so under 1 MB), however many rows an aggregator flushes at once.
 */
export const ROWS_PER_STATEMENT = 1_600
/** (day, campaign) pairs per tag statement: under 90 bytes each, so under 1 MB too. */
const TAGS_PER_STATEMENT = 10_000

/** A row as written: its bare tag, and no tag admission for one an older aggregator marked. */
function countedRow(r: StoredCount): StoredCount {
  if (!r.campaign.startsWith(NO_ADMIT)) return r
  return { ...r, campaign: bareTag(r.campaign), admits: (r.admits ?? 0) & ~ADMITS_TAG }
}

/** The statements of one flush, and where in its batch the capped days are read. */
interface FlushBatch {
  statements: D1PreparedStatement[]
  cappedAt: number[]
}

/**
 * The statements of one flush: the admission of its new tags under the daily cap and the days
 * it capped (one pair per TAGS_PER_STATEMENT tags), then per ROWS_PER_STATEMENT rows the
 * admission of their new sub-id values and combinations under the daily caps and their counts
 * (skipped if this flush was written before), the pruning of old markers (by a shard's flushes
 * only: a one-off write stays six statements), and this flush's marker, last.
 * The number depends on the rows' bytes, never on how many distinct values they have.
 */
function flushBatch(
  db: D1Database,
  rows: readonly StoredCount[],
  flush: FlushId,
  limits: CountLimits,
  now = Date.now(),
): FlushBatch {
  const statements: D1PreparedStatement[] = []
  const cappedAt: number[] = []
  const counted = rows.map(countedRow)
  const pairs = tagPairs(counted)
  for (let i = 0; i === 0 || i < pairs.length; i += TAGS_PER_STATEMENT) {
    const json = JSON.stringify(pairs.slice(i, i + TAGS_PER_STATEMENT))
    statements.push(db.prepare(ADMIT_TAGS).bind(json, limits.tagsPerDay))
    cappedAt.push(statements.length)
    statements.push(db.prepare(CAPPED_DAYS).bind(json))
  }
  for (let i = 0; i === 0 || i < counted.length; i += ROWS_PER_STATEMENT) {
    const json = countsJson(counted.slice(i, i + ROWS_PER_STATEMENT))
    const subValuesCap = limits.subValuesPerDay ?? DEFAULT_SUB_VALUES_PER_DAY
    const combinationsCap = limits.combinationsPerDay ?? DEFAULT_COMBINATIONS_PER_DAY
    statements.push(db.prepare(ADMIT_SUB_VALUES).bind(json, subValuesCap))
    statements.push(db.prepare(ADMIT_COMBINATIONS).bind(json, combinationsCap))
    statements.push(db.prepare(ADD_COUNTS).bind(json, flush.shard, flush.seq))
  }
  if (!flush.shard.startsWith(ONE_OFF_PREFIX)) {
    const oneOffsBefore = new Date(now - ONE_OFF_KEPT_MS).toISOString()
    statements.push(db.prepare(PRUNE_MARKERS).bind(flush.shard, flush.seq, oneOffsBefore))
  }
  statements.push(db.prepare(MARK_FLUSH).bind(flush.shard, flush.seq, new Date(now).toISOString()))
  return { statements, cappedAt }
}

/** The statements of one flush (see flushBatch). */
export function flushStatements(
  db: D1Database,
  rows: readonly StoredCount[],
  flush: FlushId,
  limits: CountLimits = { tagsPerDay: DEFAULT_TAGS_PER_DAY },
  now = Date.now(),
): D1PreparedStatement[] {
  return flushBatch(db, rows, flush, limits, now).statements
}

/** Writes one flush in one D1 batch; rejects as D1 does (the caller retries or logs). */
export async function writeFlush(
  db: D1Database,
  rows: readonly StoredCount[],
  flush: FlushId,
  limits: CountLimits,
): Promise<WriteResult> {
  const { statements, cappedAt } = flushBatch(db, rows, flush, limits)
  const results = await db.batch<{ day: string }>(statements)
  const days = cappedAt.flatMap((at) => results[at]?.results?.map((row) => row.day) ?? [])
  return { cappedDays: [...new Set(days)].sort() }
}
