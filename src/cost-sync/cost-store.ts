/**
 * The cost tables (migrations/0180_source_costs.sql): connections (never a token, only the
 * secret's name), a source day's spend written as exactly the last answer for it (the days' old
 * rows deleted and the new ones inserted from JSON arrays, in one batch: a re-read overwrites,
 * never adds), and each pull's run.
 */

export interface CostConnection {
  id: string
  source: string
  accountRef: string | null
  secretName: string
  timeZone: string
  currency: string
  verifyFirst: boolean
  closedThrough: string | null
  todayFetched: number
  pendingFrom: string | null
  pendingTo: string | null
  resumeDay: string | null
  resumeAfter: string | null
  pausedUntil: number
  updated: string
}

const CONNECTION_COLUMNS = `id, source, account_ref AS accountRef, secret_name AS secretName,
  time_zone AS timeZone, currency, verify_first AS verifyFirst, closed_through AS closedThrough,
  today_fetched AS todayFetched, pending_from AS pendingFrom, pending_to AS pendingTo,
  resume_day AS resumeDay, resume_after AS resumeAfter, paused_until AS pausedUntil, updated`

type ConnectionRow = Omit<CostConnection, 'verifyFirst'> & { verifyFirst: number }

function connectionOf(row: ConnectionRow): CostConnection {
  return { ...row, verifyFirst: row.verifyFirst === 1 }
}

export async function listConnections(db: D1Database): Promise<CostConnection[]> {
  const { results } = await db
    .prepare(`SELECT ${CONNECTION_COLUMNS} FROM cost_connections ORDER BY id`)
    .all<ConnectionRow>()
  return results.map(connectionOf)
}

export async function readConnection(
  db: D1Database,
  id: string,
): Promise<CostConnection | undefined> {
  const row = await db
    .prepare(`SELECT ${CONNECTION_COLUMNS} FROM cost_connections WHERE id = ?1`)
    .bind(id)
    .first<ConnectionRow>()
  return row ? connectionOf(row) : undefined
}

export interface ConnectionForm {
  id: string
  source: string
  accountRef: string | null
  secretName: string
  timeZone: string
  currency: string
  verifyFirst: boolean
}

/**
 * Saves a connection; a new one (or one whose source changed) queues its first 30 days
 * (`backfill`: the first and last source day to read).
 */
export async function saveConnection(
  db: D1Database,
  form: ConnectionForm,
  backfill: { from: string; to: string },
  now: string,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO cost_connections (id, source, account_ref, secret_name, time_zone, currency,
         verify_first, pending_from, pending_to, updated)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
       ON CONFLICT (id) DO UPDATE SET account_ref = ?3, secret_name = ?4, time_zone = ?5,
         currency = ?6, verify_first = ?7, updated = ?10,
         pending_from = CASE WHEN source = ?2 THEN pending_from ELSE ?8 END,
         pending_to = CASE WHEN source = ?2 THEN pending_to ELSE ?9 END,
         closed_through = CASE WHEN source = ?2 THEN closed_through ELSE NULL END,
         today_fetched = CASE WHEN source = ?2 THEN today_fetched ELSE 0 END,
         source = ?2`,
    )
    .bind(
      form.id,
      form.source,
      form.accountRef,
      form.secretName,
      form.timeZone,
      form.currency,
      form.verifyFirst ? 1 : 0,
      backfill.from,
      backfill.to,
      now,
    )
    .run()
}

export async function deleteConnection(db: D1Database, id: string): Promise<void> {
  await db.prepare('DELETE FROM cost_connections WHERE id = ?1').bind(id).run()
}

/** "Sync now": the last 30 days and today on the next pull, a source's pause lifted. */
export async function queueFullSync(
  db: D1Database,
  id: string,
  backfill: { from: string; to: string },
): Promise<void> {
  await db
    .prepare(
      `UPDATE cost_connections SET pending_from = ?2, pending_to = ?3, today_fetched = 0,
         paused_until = 0 WHERE id = ?1`,
    )
    .bind(id, backfill.from, backfill.to)
    .run()
}

/** Where a connection's pull got to. */
export interface ConnectionProgress {
  closedThrough: string | null
  todayFetched: number
  pendingFrom: string | null
  pendingTo: string | null
  resumeDay: string | null
  resumeAfter: string | null
  pausedUntil: number
}

export function saveProgress(
  db: D1Database,
  id: string,
  progress: ConnectionProgress,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE cost_connections SET closed_through = ?2, today_fetched = ?3, pending_from = ?4,
         pending_to = ?5, paused_until = ?6, resume_day = ?7, resume_after = ?8 WHERE id = ?1`,
    )
    .bind(
      id,
      progress.closedThrough,
      progress.todayFetched,
      progress.pendingFrom,
      progress.pendingTo,
      progress.pausedUntil,
      progress.resumeDay,
      progress.resumeAfter,
    )
}

/** Which rows one answer replaces: a whole account's day, or one source campaign's day. */
export interface DayScope {
  day: string
  /** Set when the answer was for one source campaign only. */
  campaignId?: string
}

export interface StoredSpend {
  campaignId: string
  zone: string
  costMicros: number
  impressions?: number
  clicks?: number
}

/**
 * The two statements that make each answered day exactly its answer, however many days and
 * campaigns a pull read: the days' old rows deleted (a zone the source no longer lists goes too),
 * the new ones inserted, both reading JSON arrays (D1 allows 100 bound parameters a statement and
 * 50 statements an invocation on the Free plan; a JSON array holds any number of rows). Run them
 * in one batch (one transaction): a failure leaves every day as it was.
 */
export function replaceDays(
  db: D1Database,
  account: { source: string; account: string },
  answered: readonly { scope: DayScope; rows: readonly StoredSpend[] }[],
  written: { currency: string; timeZone: string; fetchedAt: number; runId: string },
): D1PreparedStatement[] {
  if (answered.length === 0) return []
  const scopes = JSON.stringify(
    answered.map(({ scope }) => ({ d: scope.day, c: scope.campaignId ?? null })),
  )
  const rows = JSON.stringify(
    answered.flatMap(({ scope, rows: spend }) =>
      spend.map((row) => ({
        d: scope.day,
        c: row.campaignId,
        z: row.zone,
        m: row.costMicros,
        i: row.impressions ?? null,
        k: row.clicks ?? null,
      })),
    ),
  )
  return [
    db
      .prepare(
        `DELETE FROM source_costs WHERE source = ?1 AND account = ?2 AND EXISTS (
           SELECT 1 FROM json_each(?3) AS s
           WHERE json_extract(s.value, '$.d') = source_day
             AND (json_extract(s.value, '$.c') IS NULL
               OR json_extract(s.value, '$.c') = source_campaign_id))`,
      )
      .bind(account.source, account.account, scopes),
    db
      .prepare(
        `INSERT INTO source_costs (source, account, source_campaign_id, zone, source_day,
           time_zone, cost_micros, impressions, clicks, currency, fetched_at, run_id)
         SELECT ?1, ?2, json_extract(value, '$.c'), json_extract(value, '$.z'),
           json_extract(value, '$.d'), ?7, json_extract(value, '$.m'), json_extract(value, '$.i'),
           json_extract(value, '$.k'), ?3, ?4, ?5
         FROM json_each(?6) WHERE true
         ON CONFLICT (source, account, source_campaign_id, source_day, zone) DO UPDATE SET
           cost_micros = excluded.cost_micros, impressions = excluded.impressions,
           clicks = excluded.clicks, currency = excluded.currency, time_zone = excluded.time_zone,
           fetched_at = excluded.fetched_at, run_id = excluded.run_id`,
      )
      .bind(
        account.source,
        account.account,
        written.currency,
        written.fetchedAt,
        written.runId,
        rows,
        written.timeZone,
      ),
  ]
}

/** What a pull (or a push) did, for cost_sync_runs. */
export interface SyncRun {
  runId: string
  source: string
  account: string
  started: number
  finished: number
  windowFrom: string | null
  windowTo: string | null
  status: RunStatus
  httpStatus: number | null
  rows: number
  unmatchedMicros: number
  error: string | null
}

export type RunStatus =
  | 'ok'
  | 'partial'
  | 'rate_limited'
  | 'auth_failed'
  | 'failed'
  | 'currency_mismatch'
  | 'not_connected'

export function recordRun(db: D1Database, run: SyncRun): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO cost_sync_runs (run_id, source, account, started, finished, window_from,
         window_to, status, http_status, rows, unmatched_micros, error)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)`,
    )
    .bind(
      run.runId,
      run.source,
      run.account,
      run.started,
      run.finished,
      run.windowFrom,
      run.windowTo,
      run.status,
      run.httpStatus,
      run.rows,
      run.unmatchedMicros,
      run.error,
    )
}

/** Each connection's last run (for the connections page and the dashboard's warning). */
export async function lastRuns(db: D1Database): Promise<Map<string, SyncRun>> {
  const { results } = await db
    .prepare(
      `SELECT run_id AS runId, source, account, started, finished, window_from AS windowFrom,
         window_to AS windowTo, status, http_status AS httpStatus, rows,
         unmatched_micros AS unmatchedMicros, error
       FROM cost_sync_runs
       WHERE rowid IN (SELECT MAX(rowid) FROM cost_sync_runs GROUP BY account)`,
    )
    .all<SyncRun>()
  return new Map(results.map((run) => [run.account, run]))
}
