/**
 * The one writer of the campaign counters in D1: a flush is a fixed handful of statements in one
 * batch (one transaction), whatever its number of rows, and is written at most once: its counts
 * are added only if its marker in count_flushes is absent, and the marker is its last statement.
 */

/** One aggregate row: its dimensions and how many events it adds (a type: SQL rows are typed by it). */
export type StoredCount = {
  /** UTC date, YYYY-MM-DD. */
  day: string
  event: string
  campaign: string
  page: string
  country: string
  device: string
  count: number
}

/** The key of a row's dimensions: rows with the same key add up. */
export function rowKey(row: Omit<StoredCount, 'count'>): string {
  return `${row.day}|${row.event}|${row.campaign}|${row.page}|${row.country}|${row.device}`
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
      day: event.day,
      event: event.event,
      campaign: event.campaign,
      page: event.page,
      country: event.country,
      device: event.device,
      count,
    })
}

/** Who wrote a flush and its number: retrying the same pair never adds twice. */
export interface FlushId {
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
export const SHARD_MARKERS_KEPT = 10

/** The rows, bound as one JSON array of arrays (?1) and read with json_each. */
const INCOMING = `SELECT json_extract(value, '$[0]') AS day, json_extract(value, '$[1]') AS event,
  json_extract(value, '$[2]') AS campaign, json_extract(value, '$[3]') AS page,
  json_extract(value, '$[4]') AS country, json_extract(value, '$[5]') AS device,
  json_extract(value, '$[6]') AS count
FROM json_each(?1)`

/** The WHERE also settles SQLite's parsing ambiguity of an upsert after INSERT … SELECT … FROM. */
const ADD_COUNTS = `INSERT INTO campaign_counts (day, event, campaign, page, country, device, count)
SELECT day, event, campaign, page, country, device, count FROM (${INCOMING})
WHERE NOT EXISTS (SELECT 1 FROM count_flushes WHERE shard = ?2 AND seq = ?3)
ON CONFLICT (day, event, campaign, page, country, device) DO UPDATE SET count = count + excluded.count`

/** Each clause is a range of the primary key, so neither scans the table. */
const PRUNE_MARKERS = `DELETE FROM count_flushes
WHERE (shard = ?1 AND seq < ?2 - ${SHARD_MARKERS_KEPT})
  OR (shard >= '${ONE_OFF_PREFIX}' AND shard < 'once.' AND at < ?3)`

const MARK_FLUSH = `INSERT INTO count_flushes (shard, seq, at) VALUES (?1, ?2, ?3)
ON CONFLICT DO NOTHING`

/** The rows as the JSON json_each reads: one array per row, in INCOMING's order. */
export function countsJson(rows: readonly StoredCount[]): string {
  return JSON.stringify(
    rows.map((r) => [r.day, r.event, r.campaign, r.page, r.country, r.device, r.count]),
  )
}

/**
 * Rows per counts statement: its JSON stays well under D1's limit on a bound string (about
 * 150 bytes a row at most, so under 1 MB), however many rows an aggregator flushes at once.
 */
export const ROWS_PER_STATEMENT = 5_000

/**
 * The statements of one flush: the counts (skipped if this flush was written before; one
 * statement per ROWS_PER_STATEMENT rows), the pruning of old markers (by a shard's flushes only:
 * a one-off write stays two statements), and this flush's marker, last.
 */
export function flushStatements(
  db: D1Database,
  rows: readonly StoredCount[],
  flush: FlushId,
  now = Date.now(),
): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = []
  for (let i = 0; i === 0 || i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + ROWS_PER_STATEMENT)
    statements.push(db.prepare(ADD_COUNTS).bind(countsJson(chunk), flush.shard, flush.seq))
  }
  if (!flush.shard.startsWith(ONE_OFF_PREFIX)) {
    const oneOffsBefore = new Date(now - ONE_OFF_KEPT_MS).toISOString()
    statements.push(db.prepare(PRUNE_MARKERS).bind(flush.shard, flush.seq, oneOffsBefore))
  }
  statements.push(db.prepare(MARK_FLUSH).bind(flush.shard, flush.seq, new Date(now).toISOString()))
  return statements
}

/** Writes one flush in one D1 batch; rejects as D1 does (the caller retries or logs). */
export async function writeFlush(
  db: D1Database,
  rows: readonly StoredCount[],
  flush: FlushId,
): Promise<void> {
  await db.batch(flushStatements(db, rows, flush))
}
