/**
 * Spend pushed in: POST /admin/api/costs (its own bearer, COST_API_TOKEN), for sources without an
 * API, spreadsheets and tools. One object or an array of them; each names a campaign, a range of
 * days in a time zone, a currency and an amount, optionally a zone (`by: "sub1"`, `value`), and
 * `mode` `set` (the default: the range's rows become this) or `add`. The amount is spread over the
 * range's days evenly in integer micros (the remainder one micro a day to the first days), and
 * lands in source_costs as a source named `push`, read like an API's spend
 * (docs/decisions/038-cost-sync.md). Every object is checked before anything is written.
 */
import { campaignTag, parsePayout, subId } from '../campaign/core'
import { rateOf, siteCurrency } from '../campaign/conversions'
import { daysBetween, readDay, shiftDay } from '../reports/operator-input'
import { canonicalZone, zoneDayStart } from '../reports/zone-days'
import { recordRun } from './cost-store'

/** The source and account pushed rows are kept under. */
export const PUSH_SOURCE = 'push'
/** Objects in one call. */
export const MAX_PUSH_ITEMS = 100
/** Days one object may cover (Torvex and PeerClick allow 31 per update). */
export const MAX_PUSH_DAYS = 31
/** The largest amount one object may carry: a typo guard (1,000,000 currency units). */
const MAX_PUSH_MICROS = 1_000_000 * 1_000_000

export interface CostPush {
  campaign: string
  from: string
  to: string
  timeZone: string
  currency: string
  costMicros: number
  /** The zone (sub1), '' for the campaign's spend without a zone split. */
  zone: string
  mode: 'set' | 'add'
}

export type PushReading = { ok: true; pushes: CostPush[] } | { ok: false; error: string }

/** The body read and checked; the error names the object (by its index) and the field. */
export async function readPushBody(
  body: unknown,
  db: D1Database,
  configuredCurrency: string | undefined,
): Promise<PushReading> {
  const items = Array.isArray(body) ? (body as unknown[]) : [body]
  if (items.length === 0) return { ok: false, error: 'The body is an empty array.' }
  if (items.length > MAX_PUSH_ITEMS) {
    return { ok: false, error: `At most ${MAX_PUSH_ITEMS} objects a call.` }
  }
  const site = siteCurrency(configuredCurrency)
  const pushes: CostPush[] = []
  for (const [index, item] of items.entries()) {
    const where = Array.isArray(body) ? `Object ${index}: ` : ''
    const read = await readPush(item, db, site)
    if (!read.ok) return { ok: false, error: where + read.error }
    pushes.push(read.push)
  }
  return { ok: true, pushes }
}

async function readPush(
  item: unknown,
  db: D1Database,
  site: string,
): Promise<{ ok: true; push: CostPush } | { ok: false; error: string }> {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) {
    return { ok: false, error: 'not a JSON object.' }
  }
  const fields = item as Record<string, unknown>
  const text = (name: string) => (typeof fields[name] === 'string' ? fields[name] : undefined)
  const known = ['campaign', 'from', 'to', 'timezone', 'currency', 'cost', 'by', 'value', 'mode']
  const unknown = Object.keys(fields).find((name) => !known.includes(name))
  if (unknown) return { ok: false, error: `“${unknown.slice(0, 40)}” is not a field.` }
  const campaign = campaignTag(text('campaign') ?? '')
  if (!campaign) return { ok: false, error: 'campaign is not a campaign tag.' }
  const from = readDay(text('from') ?? '', 'from')
  if (!from.ok) return from
  const to = readDay(text('to') ?? '', 'to')
  if (!to.ok) return to
  const days = daysBetween(from.value, to.value)
  if (!(days >= 1 && days <= MAX_PUSH_DAYS)) {
    return { ok: false, error: `from..to must be 1 to ${MAX_PUSH_DAYS} days, from first.` }
  }
  const timeZone = canonicalZone(text('timezone') ?? '')
  if (!timeZone || !zoneDayStart(timeZone, from.value) || !zoneDayStart(timeZone, to.value)) {
    return {
      ok: false,
      error:
        'timezone is not an IANA time zone a whole number of hours off UTC (America/New_York, UTC).',
    }
  }
  const currency = (text('currency') ?? '').toUpperCase()
  if (!/^[A-Z]{3}$/.test(currency)) {
    return { ok: false, error: 'currency is not a three-letter code (USD).' }
  }
  if (currency !== site && (await rateOf(db, currency)) === undefined) {
    return {
      ok: false,
      error: `currency ${currency} is not the site’s (${site}) and no rate for it is set on /admin/partners: nothing written.`,
    }
  }
  const cost = text('cost') ?? (typeof fields.cost === 'number' ? String(fields.cost) : '')
  const costMicros = parsePayout(cost)
  if (costMicros === undefined || costMicros > MAX_PUSH_MICROS) {
    return {
      ok: false,
      error: 'cost is not a plain decimal amount (12.50), at least 0, at most 1000000.',
    }
  }
  const by = text('by')
  const value = text('value')
  if ((by === undefined) !== (value === undefined)) {
    return { ok: false, error: 'by and value go together (both or neither).' }
  }
  if (by !== undefined && by !== 'sub1') {
    return { ok: false, error: 'by must be sub1 (the zone): spend is kept per zone.' }
  }
  if (value !== undefined && subId(value) === '') {
    return {
      ok: false,
      error: 'value is not a zone id (letters, digits, “_”, “-” and “.”, at most 64).',
    }
  }
  const mode = text('mode') ?? 'set'
  if (mode !== 'set' && mode !== 'add') return { ok: false, error: 'mode is set or add.' }
  return {
    ok: true,
    push: {
      campaign,
      from: from.value,
      to: to.value,
      timeZone,
      currency,
      costMicros,
      zone: value ?? '',
      mode,
    },
  }
}

/** Each day's share of `micros` over `days` days: even, one micro more for the first ones. */
export function evenShares(micros: number, days: number): number[] {
  const base = Math.floor(micros / days)
  const rest = micros - base * days
  return Array.from({ length: days }, (_, i) => base + (i < rest ? 1 : 0))
}

/** What one call wrote, for its answer. */
export interface PushWritten {
  campaign: string
  zone: string
  mode: 'set' | 'add'
  currency: string
  timeZone: string
  days: { day: string; cost: string }[]
}

/** Writes every push in one batch (all or nothing), one run row for the call. */
export async function writePushes(
  db: D1Database,
  pushes: readonly CostPush[],
  now: number,
): Promise<PushWritten[]> {
  const runId = crypto.randomUUID()
  const statements: D1PreparedStatement[] = []
  const written: PushWritten[] = []
  let rows = 0
  for (const push of pushes) {
    const count = daysBetween(push.from, push.to)
    const shares = evenShares(push.costMicros, count)
    const days = shares.map((micros, i) => ({ day: shiftDay(push.from, i), micros }))
    const update =
      push.mode === 'add'
        ? 'cost_micros = cost_micros + excluded.cost_micros'
        : 'cost_micros = excluded.cost_micros'
    statements.push(
      db
        .prepare(
          `INSERT INTO source_costs (source, account, source_campaign_id, zone, source_day,
             time_zone, cost_micros, currency, fetched_at, run_id)
           SELECT ?1, ?1, ?2, ?3, json_extract(value, '$.d'), ?4, json_extract(value, '$.m'),
             ?5, ?6, ?7
           FROM json_each(?8) WHERE true
           ON CONFLICT (source, account, source_campaign_id, source_day, zone) DO UPDATE SET
             ${update}, time_zone = excluded.time_zone, currency = excluded.currency,
             fetched_at = excluded.fetched_at, run_id = excluded.run_id`,
        )
        .bind(
          PUSH_SOURCE,
          push.campaign,
          push.zone,
          push.timeZone,
          push.currency,
          now,
          runId,
          JSON.stringify(days.map(({ day, micros }) => ({ d: day, m: micros }))),
        ),
    )
    rows += days.length
    written.push({
      campaign: push.campaign,
      zone: push.zone,
      mode: push.mode,
      currency: push.currency,
      timeZone: push.timeZone,
      days: days.map(({ day, micros }) => ({ day, cost: microsText(micros) })),
    })
  }
  const first = pushes.map((push) => push.from).sort()[0] ?? null
  const last =
    pushes
      .map((push) => push.to)
      .sort()
      .at(-1) ?? null
  statements.push(
    recordRun(db, {
      runId,
      source: PUSH_SOURCE,
      account: PUSH_SOURCE,
      started: now,
      finished: now,
      windowFrom: first,
      windowTo: last,
      status: 'ok',
      httpStatus: null,
      rows,
      unmatchedMicros: 0,
      error: null,
    }),
  )
  await db.batch(statements)
  return written
}

/** Micros as an exact decimal of the currency's units (no rounding: 4.166667). */
function microsText(micros: number): string {
  const units = Math.floor(micros / 1_000_000)
  const rest = String(micros % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '')
  return rest ? `${units}.${rest.padEnd(2, '0')}` : `${units}.00`
}
