/**
 * The one writer of the campaign counters in D1: a flush is a fixed handful of statements in one
 * batch (one transaction), whatever its number of rows, with the daily cap on distinct campaign
 * tags applied in SQL. It is written at most once: its counts are added only if its marker in
 * count_flushes is absent, and the marker is its last statement. It holds no request or isolate
 * state: the aggregators' flushes and a signup's one-off write both go through here.
 */
import { bareTag, NO_ADMIT } from './tag-budget'

/** One aggregate row: its dimensions and how many events it adds (a type: SQL rows are typed by it). */
export type StoredCount = {
  /** UTC hour, YYYY-MM-DDTHH. */
  hour: string
  event: string
  campaign: string
  landingPage: string
  page: string
  country: string
  device: string
  count: number
  /**
   * In an isolate's batch only: the keyed hash of the client a person's tagged event came from
   * (tag-budget.ts), for the aggregator that spends its budget. Never stored.
   */
  client?: string
}

/** The key of a row's dimensions (and its client, in a batch): rows with the same key add up. */
function rowKey(row: Omit<StoredCount, 'count'>): string {
  const key = `${row.hour}|${row.event}|${row.campaign}|${row.landingPage}|${row.page}|${row.country}|${row.device}`
  return row.client === undefined ? key : `${key}|${row.client}`
}

/** Adds one event (or a row of `count` events) to rows kept by key. */
export function addEvent(
  rows: Map<string, StoredCount>,
  event: Omit<StoredCount, 'count'>,
  count = 1,
) {
  const key = rowKey(event)
  const row = rows.get(key)
  if (row) row.count += count
  else
    rows.set(key, {
      hour: event.hour,
      event: event.event,
      campaign: event.campaign,
      landingPage: event.landingPage,
      page: event.page,
      country: event.country,
      device: event.device,
      count,
      ...(event.client === undefined ? {} : { client: event.client }),
    })
}

export interface CountLimits {
  /** Distinct campaign tags per UTC day; a tag new past it that day is counted as OTHER_CAMPAIGN. */
  tagsPerDay: number
}

export interface WriteResult {
  /** UTC days on which a tag of these rows went to OTHER_CAMPAIGN. */
  cappedDays: string[]
}

/** Where tags past a day's cap are counted (not a valid tag, so no link can name it). */
export const OTHER_CAMPAIGN = '(other)'

/** The default daily cap of distinct campaign tags (CAMPAIGN_TAGS_PER_DAY). */
export const DEFAULT_TAGS_PER_DAY = 1000

/** The limits from the configuration: a positive whole number, or the default. */
export function countLimits(env: { CAMPAIGN_TAGS_PER_DAY?: string }): CountLimits {
  const value = Number(env.CAMPAIGN_TAGS_PER_DAY)
  return { tagsPerDay: Number.isInteger(value) && value > 0 ? value : DEFAULT_TAGS_PER_DAY }
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
const INCOMING = `SELECT json_extract(value, '$[0]') AS hour, json_extract(value, '$[1]') AS event,
  json_extract(value, '$[2]') AS campaign, json_extract(value, '$[3]') AS landing_page,
  json_extract(value, '$[4]') AS page, json_extract(value, '$[5]') AS country,
  json_extract(value, '$[6]') AS device, json_extract(value, '$[7]') AS count,
  substr(json_extract(value, '$[0]'), 1, 10) AS day
FROM json_each(?1)`

/** The flush's distinct (day, campaign) pairs, bound as one JSON array of arrays (?1). */
const TAGS = `SELECT json_extract(value, '$[0]') AS day, json_extract(value, '$[1]') AS campaign
FROM json_each(?1)`

/** A tag with a place on the day `i.day`: admitted, or carried over (see ADMIT_TAGS). */
const LISTED = `EXISTS (SELECT 1 FROM campaign_tags t WHERE t.day = i.day AND t.campaign = i.campaign)`

/**
 * A declared campaign (issue 25, D10): a tag with a postback template (the operator set it up),
 * or one listed the day before (a running campaign, on /admin; that list is kept for this,
 * prune-counts.ts).
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
 * New tags of each day, in name order, listed while the day has room. The SELECT reads the
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
    ROW_NUMBER() OVER (PARTITION BY n.day, n.carried ORDER BY n.campaign) AS rank,
    (SELECT COUNT(*) FROM campaign_tags t WHERE t.day = n.day AND t.carried = n.carried) AS known
  FROM (SELECT DISTINCT day, campaign, ${DECLARED} AS carried FROM (${TAGS}) i
    WHERE campaign NOT IN ('', '${OTHER_CAMPAIGN}') AND NOT ${LISTED}) n
)
WHERE known + rank <= ?2`

/** The days some tag of the flush was not admitted on. */
const CAPPED_DAYS = `SELECT DISTINCT day FROM (${TAGS}) i
WHERE campaign NOT IN ('', '${OTHER_CAMPAIGN}') AND NOT ${KNOWN}`

/**
 * The counts, a tag not admitted that day under OTHER_CAMPAIGN, added only if this flush was not
 * written before. The WHERE also settles SQLite's parsing ambiguity of an upsert after
 * INSERT … SELECT … FROM.
 */
const ADD_COUNTS = `INSERT INTO campaign_counts
  (hour, event, campaign, landing_page, page, country, device, count)
SELECT hour, event, CASE WHEN campaign = '' OR ${KNOWN} THEN campaign ELSE '${OTHER_CAMPAIGN}' END,
  landing_page, page, country, device, count
FROM (${INCOMING}) i
WHERE NOT EXISTS (SELECT 1 FROM count_flushes WHERE shard = ?2 AND seq = ?3)
ON CONFLICT (hour, event, campaign, landing_page, page, country, device)
DO UPDATE SET count = count + excluded.count`

/** Each clause is a range of the primary key, so neither scans the table. */
const PRUNE_MARKERS = `DELETE FROM count_flushes
WHERE (shard = ?1 AND seq < ?2 - ${SHARD_MARKERS_KEPT})
  OR (shard >= '${ONE_OFF_PREFIX}' AND shard < 'once.' AND at < ?3)`

const MARK_FLUSH = `INSERT INTO count_flushes (shard, seq, at) VALUES (?1, ?2, ?3)
ON CONFLICT DO NOTHING`

/** A row's fields in INCOMING's order (the aggregators' tables and the dashboard's JSON too). */
export function countFields(r: StoredCount): (string | number)[] {
  return [r.hour, r.event, r.campaign, r.landingPage, r.page, r.country, r.device, r.count]
}

/** The rows as the JSON json_each reads: one array per row, in INCOMING's order. */
function countsJson(rows: readonly StoredCount[]): string {
  return JSON.stringify(rows.map(countFields))
}

/**
 * The (day, campaign) pairs that may take a place of the day, as TAGS reads them: a person's
 * tags within their client's budget. A bot's (HEAD, preview, prefetch) never does, nor a tag
 * marked NO_ADMIT (tag-budget.ts): those count by name only when the tag is known.
 */
function tagPairs(rows: readonly StoredCount[]): [string, string][] {
  const pairs = new Map<string, [string, string]>()
  for (const r of rows) {
    if (r.campaign === '' || r.campaign === OTHER_CAMPAIGN || r.event === 'bot') continue
    if (r.campaign.startsWith(NO_ADMIT)) continue
    const day = r.hour.slice(0, 10)
    pairs.set(`${day}|${r.campaign}`, [day, r.campaign])
  }
  return [...pairs.values()]
}

/**
 * Rows per counts statement: its JSON stays well under D1's limit on a bound string (about
 * 150 bytes a row at most, so under 1 MB), however many rows an aggregator flushes at once.
 */
export const ROWS_PER_STATEMENT = 5_000
/** (day, campaign) pairs per tag statement: under 90 bytes each, so under 1 MB too. */
const TAGS_PER_STATEMENT = 10_000

/** The statements of one flush, and where in its batch the capped days are read. */
interface FlushBatch {
  statements: D1PreparedStatement[]
  cappedAt: number[]
}

/**
 * The statements of one flush: the admission of its new tags under the daily cap and the days
 * it capped (one pair per TAGS_PER_STATEMENT tags), the counts (skipped if this flush was written
 * before; one statement per ROWS_PER_STATEMENT rows), the pruning of old markers (by a shard's
 * flushes only: a one-off write stays four statements), and this flush's marker, last.
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
  const pairs = tagPairs(rows)
  for (let i = 0; i === 0 || i < pairs.length; i += TAGS_PER_STATEMENT) {
    const json = JSON.stringify(pairs.slice(i, i + TAGS_PER_STATEMENT))
    statements.push(db.prepare(ADMIT_TAGS).bind(json, limits.tagsPerDay))
    cappedAt.push(statements.length)
    statements.push(db.prepare(CAPPED_DAYS).bind(json))
  }
  const counted = rows.map((r) => ({ ...r, campaign: bareTag(r.campaign) }))
  for (let i = 0; i === 0 || i < counted.length; i += ROWS_PER_STATEMENT) {
    const chunk = counted.slice(i, i + ROWS_PER_STATEMENT)
    statements.push(db.prepare(ADD_COUNTS).bind(countsJson(chunk), flush.shard, flush.seq))
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
