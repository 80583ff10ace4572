/**
 * The cost pull, on the 10-minute Cron Trigger: per connection, today's source day when its last
 * read is 30 minutes old, the last 5 closed source days once a day 2 hours after the source's
 * midnight, and the 30 days queued on first connect or "Sync now", a few days a tick. A day is
 * written only once every page of it was read (then it replaces the day's rows); 401 exchanges
 * the token once more, 429 pauses the connection for its Retry-After; an error page, malformed
 * JSON or an unknown shape writes nothing; spend in a currency other than the site's is written
 * only when the owner set a rate for it. Each pull is one cost_sync_runs row
 * (docs/decisions/038-cost-sync.md).
 */
import { rateOf, siteCurrency } from '../campaign/conversions'
import type { Env } from '../env'
import { logError } from '../shared/log'
import { shiftDay } from '../reports/operator-input'
import { zoneToday } from '../reports/zone-days'
import {
  callSource,
  describeRequest,
  localCostOrigin,
  type SourceAnswer,
  type SourceTransport,
} from './cost-http'
import { costSource, type CostSource, type SpendRow } from './cost-sources'
import {
  listConnections,
  recordRun,
  replaceDays,
  saveProgress,
  type ConnectionProgress,
  type CostConnection,
  type RunStatus,
  type SyncRun,
} from './cost-store'

/** Today's source day is read again when its last read is this old. */
export const TODAY_EVERY_MS = 30 * 60_000
/** Closed days re-read once a day (sources restate them; trackers re-read 3 to 5). */
export const CLOSED_DAYS = 5
/** Days read on first connect and "Sync now". */
export const BACKFILL_DAYS = 30
/** The re-read of closed days waits this long past the source's midnight. */
const CLOSED_AFTER_HOUR = 2
/** Requests a connection may make in one tick (the Free plan's 50 subrequests an invocation). */
const REQUESTS_PER_TICK = 40
/** Pages of one day at most: a runaway pager stops, and the day is not written. */
const MAX_PAGES = 50

/** The days to read for a first connect or "Sync now": the 30 before today, in the zone. */
export function backfillWindow(timeZone: string, now: Date): { from: string; to: string } {
  const today = zoneToday(timeZone, now)
  return { from: shiftDay(today, -BACKFILL_DAYS), to: shiftDay(today, -1) }
}

/** A secret by the name a connection gives, or undefined (not set, or not a token's name). */
export function connectionSecret(env: Env, name: string): string | undefined {
  if (!isSecretName(name)) return undefined
  const value = (env as unknown as Record<string, unknown>)[name]
  return typeof value === 'string' && value !== '' ? value : undefined
}

/**
 * A name a connection may use: upper case, ending in _API_TOKEN or _API_KEY, and not one of the
 * site's own bearer tokens (a source must never be sent the report or cost API's).
 */
export function isSecretName(name: string): boolean {
  return (
    /^[A-Z][A-Z0-9_]{0,50}_API_(TOKEN|KEY)$/.test(name) &&
    !['REPORT_API_TOKEN', 'COST_API_TOKEN'].includes(name)
  )
}

/** Temporary bearers from a token exchange, by connection (they last hours: ExoClick, EXADS). */
const bearers = new Map<string, string>()

/** Every connection's pull due at `now`, one after another. */
export async function runCostSync(env: Env, now: Date, send: typeof fetch = fetch): Promise<void> {
  const db = env.DB
  if (!db) return
  try {
    for (const connection of await listConnections(db)) {
      if (connection.verifyFirst) continue
      try {
        await syncConnection(env, db, connection, now, send)
      } catch (error) {
        logError('cost_sync_failed', { account: connection.id, error: String(error).slice(0, 200) })
      }
    }
  } catch (error) {
    logError('cost_sync_failed', { error: String(error).slice(0, 200) })
  }
}

interface DayResult {
  answer: SourceAnswer
  rows: SpendRow[]
  requests: number
}

/** A connection's pull: reads what is due, writes each day read whole, records the run. */
export async function syncConnection(
  env: Env,
  db: D1Database,
  connection: CostConnection,
  now: Date,
  send: typeof fetch = fetch,
): Promise<SyncRun | undefined> {
  const source = costSource(connection.source)
  const token = connectionSecret(env, connection.secretName)
  if (!source?.readPage || !token || connection.pausedUntil > now.getTime()) return undefined
  const progress = dueProgress(connection, now)
  const today = zoneToday(connection.timeZone, now)
  const days = pendingDays(progress, today)
  const todayDue = now.getTime() - connection.todayFetched >= TODAY_EVERY_MS
  if (todayDue) days.push(today)
  if (days.length === 0) {
    if (!sameProgress(connection, progress)) await saveProgress(db, connection.id, progress).run()
    return undefined
  }
  const run: SyncRun = {
    runId: crypto.randomUUID(),
    source: source.id,
    account: connection.id,
    started: now.getTime(),
    finished: now.getTime(),
    windowFrom: days[0]!,
    windowTo: days[days.length - 1]!,
    status: 'ok',
    httpStatus: null,
    rows: 0,
    unmatchedMicros: 0,
    error: null,
  }
  const site = siteCurrency(env.SITE_CURRENCY)
  if (connection.currency !== site && (await rateOf(db, connection.currency)) === undefined) {
    run.status = 'currency_mismatch'
    run.error = `The account is billed in ${connection.currency} and the site counts in ${site}: nothing written until a rate for ${connection.currency} is set on /admin/partners.`
    await db.batch([recordRun(db, run), saveProgress(db, connection.id, progress)])
    return run
  }
  const localOrigin = localCostOrigin(env)
  const transport: SourceTransport = { token, send, ...(localOrigin && { localOrigin }) }
  const campaigns = await mappedCampaigns(db, source.id)
  const budget = Math.min(REQUESTS_PER_TICK, Math.floor((source.requestsPerHour ?? 1e9) / 6))
  let requests = 0
  const answered: { scope: { day: string; campaignId?: string }; rows: SpendRow[] }[] = []
  const fetchedAt = now.getTime()
  dayLoop: for (const day of days) {
    let asks = source.perCampaign ? campaigns : ['']
    // A day a budget cut short goes on after the last campaign read of it.
    if (source.perCampaign && day === progress.resumeDay && progress.resumeAfter !== null) {
      asks = asks.filter((id) => id > progress.resumeAfter!)
    }
    for (const campaignId of asks) {
      if (requests >= budget) {
        run.status = 'partial'
        run.error = `Stopped after ${requests} requests (this tick’s budget); the rest next tick.`
        break dayLoop
      }
      const result = await pullDay(source, connection, transport, day, campaignId)
      requests += result.requests
      const { answer } = result
      run.httpStatus = answer.status
      if (answer.kind !== 'json') {
        run.status = answer.kind === 'unauthorized' ? 'auth_failed' : answer.kind
        run.error = failureWords(source, answer, day)
        if (answer.kind === 'rate_limited') {
          progress.pausedUntil = fetchedAt + answer.retryAfterS * 1000
        }
        break dayLoop
      }
      const rows = source.perCampaign
        ? result.rows.map((row) => ({ ...row, campaignId }))
        : result.rows
      answered.push({ scope: { day, ...(source.perCampaign && { campaignId }) }, rows })
      if (source.perCampaign) {
        progress.resumeDay = day
        progress.resumeAfter = campaignId
      }
      run.rows += rows.length
      run.unmatchedMicros += unmatched(rows, campaigns)
    }
    // Every ask of the day was read: the day is done.
    if (progress.resumeDay === day) {
      progress.resumeDay = null
      progress.resumeAfter = null
    }
    if (day === today) progress.todayFetched = fetchedAt
    else if (progress.pendingFrom !== null && day >= progress.pendingFrom) {
      progress.pendingFrom = shiftDay(day, 1)
      if (progress.pendingTo === null || progress.pendingFrom > progress.pendingTo) {
        progress.pendingFrom = null
        progress.pendingTo = null
      }
    }
  }
  const writes = replaceDays(db, { source: source.id, account: connection.id }, answered, {
    currency: connection.currency,
    timeZone: connection.timeZone,
    fetchedAt,
    runId: run.runId,
  })
  run.finished = Date.now()
  // One batch: the days read, the run and where the pull got to, together or not at all.
  await db.batch([...writes, recordRun(db, run), saveProgress(db, connection.id, progress)])
  return run
}

/** One source day (one source campaign's, for a per-campaign source): every page, or why not. */
export async function pullDay(
  source: CostSource,
  connection: CostConnection,
  transport: SourceTransport,
  day: string,
  campaignId: string,
): Promise<DayResult> {
  const rows = new Map<string, SpendRow>()
  let requests = 0
  let reauthorised = false
  let credential = transport.token
  if (source.exchange) {
    const cached = bearers.get(connection.id)
    if (cached) credential = cached
    else {
      const login = await exchange(source, transport)
      requests++
      if (login.kind === 'answer') return { answer: login.answer, rows: [], requests }
      credential = login.credential
      bearers.set(connection.id, credential)
    }
  }
  for (let page = 0; page < MAX_PAGES; page++) {
    const ask = { credential, day, timeZone: connection.timeZone, campaignId, page }
    const answer = await callSource(transport, source.dayRequest(ask))
    requests++
    if (answer.kind === 'unauthorized' && source.exchange && !reauthorised) {
      // A temporary bearer expired: one more exchange, then this page again.
      reauthorised = true
      bearers.delete(connection.id)
      const login = await exchange(source, transport)
      requests++
      if (login.kind === 'answer') return { answer: login.answer, rows: [], requests }
      credential = login.credential
      bearers.set(connection.id, credential)
      page--
      continue
    }
    if (answer.kind !== 'json') return { answer, rows: [], requests }
    const read = source.readPage?.(answer.json, page)
    if (!read) {
      const failed: SourceAnswer = {
        kind: 'failed',
        status: answer.status,
        reason: source.readPage
          ? 'answered JSON of a shape we do not read (nothing written)'
          : 'answered; which field of it is spend is not confirmed, so nothing is read from it',
        excerpt: answer.excerpt,
      }
      return { answer: failed, rows: [], requests }
    }
    for (const row of read.rows) {
      // One answer may list a zone twice (another dimension under it): its spend adds up.
      const key = `${row.campaignId}\u0000${row.zone}`
      const seen = rows.get(key)
      rows.set(key, seen ? merged(seen, row) : row)
    }
    if (!read.more) return { answer, rows: [...rows.values()], requests }
  }
  const runaway: SourceAnswer = {
    kind: 'failed',
    status: 200,
    reason: `more than ${MAX_PAGES} pages for one day (nothing written)`,
    excerpt: '',
  }
  return { answer: runaway, rows: [], requests }
}

async function exchange(
  source: CostSource,
  transport: SourceTransport,
): Promise<{ kind: 'credential'; credential: string } | { kind: 'answer'; answer: SourceAnswer }> {
  const answer = await callSource(transport, source.exchange!.request(transport.token))
  if (answer.kind !== 'json') return { kind: 'answer', answer }
  const credential = source.exchange!.credential(answer.json)
  if (credential) return { kind: 'credential', credential }
  return {
    kind: 'answer',
    answer: { ...answer, kind: 'unauthorized' },
  }
}

function merged(a: SpendRow, b: SpendRow): SpendRow {
  const sum = (x?: number, y?: number) =>
    x === undefined && y === undefined ? {} : (x ?? 0) + (y ?? 0)
  const impressions = sum(a.impressions, b.impressions)
  const clicks = sum(a.clicks, b.clicks)
  return {
    ...a,
    costMicros: a.costMicros + b.costMicros,
    ...(typeof impressions === 'number' && { impressions }),
    ...(typeof clicks === 'number' && { clicks }),
  }
}

/** The queue once today's due work is added: the 5-day re-read after the source's midnight. */
export function dueProgress(connection: CostConnection, now: Date): ConnectionProgress {
  const progress: ConnectionProgress = {
    closedThrough: connection.closedThrough,
    todayFetched: connection.todayFetched,
    pendingFrom: connection.pendingFrom,
    pendingTo: connection.pendingTo,
    resumeDay: connection.resumeDay,
    resumeAfter: connection.resumeAfter,
    pausedUntil: 0,
  }
  const today = zoneToday(connection.timeZone, now)
  const yesterday = shiftDay(today, -1)
  const closedDue =
    localHour(connection.timeZone, now) >= CLOSED_AFTER_HOUR &&
    (progress.closedThrough === null || progress.closedThrough < yesterday)
  if (closedDue) {
    const from = shiftDay(today, -CLOSED_DAYS)
    progress.pendingFrom =
      progress.pendingFrom === null || from < progress.pendingFrom ? from : progress.pendingFrom
    progress.pendingTo =
      progress.pendingTo === null || yesterday > progress.pendingTo ? yesterday : progress.pendingTo
    progress.closedThrough = yesterday
  }
  return progress
}

/** The queued closed days, oldest first (never today or later: today is read on its own). */
function pendingDays(progress: ConnectionProgress, today: string): string[] {
  const days: string[] = []
  if (progress.pendingFrom === null || progress.pendingTo === null) return days
  const last = progress.pendingTo < today ? progress.pendingTo : shiftDay(today, -1)
  for (let day = progress.pendingFrom; day <= last && days.length <= BACKFILL_DAYS * 2;) {
    days.push(day)
    day = shiftDay(day, 1)
  }
  return days
}

function sameProgress(connection: CostConnection, progress: ConnectionProgress): boolean {
  return (
    connection.closedThrough === progress.closedThrough &&
    connection.pendingFrom === progress.pendingFrom &&
    connection.pendingTo === progress.pendingTo &&
    connection.pausedUntil === progress.pausedUntil
  )
}

/** The hour (0 to 23) on the wall clock of `zone` at `now`. */
function localHour(zone: string, now: Date): number {
  const hour = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    hourCycle: 'h23',
  })
    .formatToParts(now)
    .find((part) => part.type === 'hour')?.value
  return Number(hour ?? 0)
}

/** The source's campaign ids our campaigns are mapped to (campaign_sources, decision 021). */
export async function mappedCampaigns(db: D1Database, source: string): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT source_campaign_id AS id FROM campaign_sources
       WHERE source = ?1 AND source_campaign_id IS NOT NULL ORDER BY id`,
    )
    .bind(source)
    .all<{ id: string }>()
  return results.map(({ id }) => id)
}

/**
 * Spend no campaign of ours is mapped to (a source campaign id no campaign names; an account's
 * spend when not exactly one campaign is mapped to the source).
 */
function unmatched(rows: readonly SpendRow[], campaigns: readonly string[]): number {
  return rows
    .filter(({ campaignId }) =>
      campaignId === '' ? campaigns.length !== 1 : !campaigns.includes(campaignId),
    )
    .reduce((sum, row) => sum + row.costMicros, 0)
}

function failureWords(source: CostSource, answer: SourceAnswer, day: string): string {
  const said = answer.excerpt ? `: ${answer.excerpt}` : ''
  switch (answer.kind) {
    case 'unauthorized':
      return `${source.name} refused the token for ${day} (${answer.status}, after one new login where the source has one)${said}`
    case 'rate_limited':
      return `${source.name} asked to wait ${answer.retryAfterS} s (429) at ${day}; the day is unchanged and the pull resumes after that${said}`
    case 'failed':
      return `${source.name} ${answer.reason} for ${day}; the day is unchanged${said}`
    case 'json':
      return ''
  }
}

/** What "Test connection" shows: one call (after the login, where there is one), in words. */
export interface ConnectionTest {
  request: string
  status: number
  outcome: RunStatus
  said: string
  rows: number
}

/** Calls the API once for yesterday (the first mapped campaign, for a per-campaign source). */
export async function testConnection(
  env: Env,
  db: D1Database,
  connection: CostConnection,
  now: Date,
  send: typeof fetch = fetch,
): Promise<ConnectionTest> {
  const source = costSource(connection.source)
  const token = connectionSecret(env, connection.secretName)
  if (!source || !token) {
    return {
      request: 'not sent',
      status: 0,
      outcome: 'not_connected',
      said: source
        ? `The secret ${connection.secretName} is not set: wrangler secret put ${connection.secretName}.`
        : 'No cost client for this source.',
      rows: 0,
    }
  }
  const localOrigin = localCostOrigin(env)
  const transport: SourceTransport = { token, send, ...(localOrigin && { localOrigin }) }
  const day = shiftDay(zoneToday(connection.timeZone, now), -1)
  const campaignId = source.perCampaign ? ((await mappedCampaigns(db, source.id))[0] ?? '') : ''
  bearers.delete(connection.id)
  const result = await pullDay(source, connection, transport, day, campaignId)
  const ask = { credential: '…', day, timeZone: connection.timeZone, campaignId, page: 0 }
  const { answer } = result
  return {
    request: describeRequest(source.dayRequest(ask), token),
    status: answer.status,
    outcome:
      answer.kind === 'json' ? 'ok' : answer.kind === 'unauthorized' ? 'auth_failed' : answer.kind,
    said:
      answer.kind === 'json'
        ? `${result.rows.length} rows for ${day}: ${answer.excerpt || '(empty)'}`
        : failureWords(source, answer, day),
    rows: result.rows.length,
  }
}
