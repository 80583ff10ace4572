/**
 * The one writer of the campaign counters: rows added to D1 in one batch (one transaction), the
 * daily cap on distinct campaign tags applied in SQL. It holds no request or isolate state, so
 * whatever collects the rows (an isolate's batch, later a Durable Object) writes through here.
 */

/** One aggregate row: its dimensions and how many events it adds. */
export interface StoredCount {
  /** UTC hour, YYYY-MM-DDTHH. */
  hour: string
  event: string
  campaign: string
  landingPage: string
  page: string
  country: string
  device: string
  count: number
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

/** The rows, bound as one JSON array and read with json_each: one statement whatever their number. */
const INCOMING = `SELECT json_extract(value, '$[0]') AS hour, json_extract(value, '$[1]') AS event,
  json_extract(value, '$[2]') AS campaign, json_extract(value, '$[3]') AS landing_page,
  json_extract(value, '$[4]') AS page, json_extract(value, '$[5]') AS country,
  json_extract(value, '$[6]') AS device, json_extract(value, '$[7]') AS count,
  substr(json_extract(value, '$[0]'), 1, 10) AS day
FROM json_each(?1)`

const KNOWN = `EXISTS (SELECT 1 FROM campaign_tags t WHERE t.day = i.day AND t.campaign = i.campaign)`

/**
 * New tags of each day, in name order, admitted while the day has room. The SELECT reads the
 * table it inserts into, so SQLite computes it whole before inserting: `known` is the count
 * before this batch, and the window's rank numbers this batch's new tags.
 */
const ADMIT_TAGS = `INSERT OR IGNORE INTO campaign_tags (day, campaign)
SELECT day, campaign FROM (
  SELECT n.day, n.campaign,
    ROW_NUMBER() OVER (PARTITION BY n.day ORDER BY n.campaign) AS rank,
    (SELECT COUNT(*) FROM campaign_tags t WHERE t.day = n.day) AS known
  FROM (SELECT DISTINCT day, campaign FROM (${INCOMING}) i
    WHERE campaign NOT IN ('', '${OTHER_CAMPAIGN}') AND NOT ${KNOWN}) n
)
WHERE known + rank <= ?2`

/** The days some tag of the rows was not admitted on. */
const CAPPED_DAYS = `SELECT DISTINCT day FROM (${INCOMING}) i WHERE campaign <> '' AND NOT ${KNOWN}`

/** `WHERE true` resolves SQLite's parsing ambiguity of an upsert after INSERT … SELECT … FROM. */
const UPSERT = `INSERT INTO campaign_counts
  (hour, event, campaign, landing_page, page, country, device, count)
SELECT hour, event, CASE WHEN campaign = '' OR ${KNOWN} THEN campaign ELSE '${OTHER_CAMPAIGN}' END,
  landing_page, page, country, device, count
FROM (${INCOMING}) i WHERE true
ON CONFLICT (hour, event, campaign, landing_page, page, country, device)
DO UPDATE SET count = count + excluded.count`

/** Adds the rows to the counters in one D1 batch; rejects as D1 does (the caller logs). */
export async function writeCounts(
  db: D1Database,
  rows: readonly StoredCount[],
  limits: CountLimits,
): Promise<WriteResult> {
  if (rows.length === 0) return { cappedDays: [] }
  const json = JSON.stringify(
    rows.map((r) => [
      r.hour,
      r.event,
      r.campaign,
      r.landingPage,
      r.page,
      r.country,
      r.device,
      r.count,
    ]),
  )
  const results = await db.batch<{ day: string }>([
    db.prepare(ADMIT_TAGS).bind(json, limits.tagsPerDay),
    db.prepare(CAPPED_DAYS).bind(json),
    db.prepare(UPSERT).bind(json),
  ])
  return { cappedDays: results[1]?.results?.map((row) => row.day) ?? [] }
}

/** The default daily cap of distinct campaign tags (CAMPAIGN_TAGS_PER_DAY). */
export const DEFAULT_TAGS_PER_DAY = 1000

/** The limits from the configuration: a positive whole number, or the default. */
export function countLimits(env: { CAMPAIGN_TAGS_PER_DAY?: string }): CountLimits {
  const value = Number(env.CAMPAIGN_TAGS_PER_DAY)
  return { tagsPerDay: Number.isInteger(value) && value > 0 ? value : DEFAULT_TAGS_PER_DAY }
}
