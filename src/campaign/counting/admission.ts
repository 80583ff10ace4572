/**
 * What a person's row may do, decided once by the aggregator that keeps its client's ledger
 * (client-ledger.ts; docs/decisions/020-client-ledger.md), before the client is dropped:
 *
 * - make something new for the day: its tag (NEW_TAGS_PER_CLIENT a day), each sub-id value
 *   (NEW_SUB_VALUES_PER_CLIENT per sub-id and campaign) and its combination of values
 *   (NEW_COMBINATIONS_PER_CLIENT per campaign), each counted over the client's /64 and its /48;
 *   the row carries one admission bit for each (count-store.ts applies them with the caps). A
 *   row without a client (or a bot's) admits nothing;
 * - count its user agent's dimensions by their values: its combination of page, OS, OS version,
 *   browser and device is new for the campaign's day within NEW_AGENTS_PER_CLIENT a client, or
 *   known already; else they count as '(other)' (docs/decisions/029-agent-budget.md);
 * - add cost: once per client (its /64, or its IPv4 address), campaign, zone (sub1) and day, and
 *   at most COSTED_VISITS_PER_CLIENT times a day per /48 on a campaign's zone; never above the
 *   campaign's ceiling (CostLimits: its bid, else the one its own cost history gives, else
 *   UNBID_VISIT_CEILING_MICROS): such a cost is rejected and counted. A visit costing more than
 *   the campaign's costly line carries its cost on a `cost_costly` row beside it, not on its own,
 *   so a zone's cost from costly visits is a count the guards read (zone-guards.ts;
 *   docs/decisions/046-untiltable-zone-cost.md);
 * - count a unique click or a gate pass: once per client, campaign and day;
 * - count its client as a visitor (StoredCount.visitors): its first landing or click of the day
 *   on a campaign and zone, which is how the block list tells many people from a few busy
 *   clients without storing either;
 * - count an `arm_assigned` (a lander test's visitor): once per client and test a day, and once
 *   per arm cookie nonce and test a day (the test's aggregator sees them all, count-batch.ts;
 *   docs/decisions/027-arm-visitors-once.md).
 */
import { AGENT_DIMENSIONS } from '../core'
import type { ClientLedger } from './client-ledger'
import {
  ADMITS_COMBINATION,
  ADMITS_SUB,
  ADMITS_TAG,
  OTHER_CAMPAIGN,
  SUB_COLUMNS,
  type StoredCount,
} from './count-store'
import {
  clientCodes,
  COSTED_VISITS_PER_CLIENT,
  NEW_AGENTS_PER_CLIENT,
  NEW_COMBINATIONS_PER_CLIENT,
  NEW_SUB_VALUES_PER_CLIENT,
  NEW_TAGS_PER_CLIENT,
} from './tag-budget'

/** Events a visitor counts once per campaign and day, whatever they send. */
const ONCE_PER_VISITOR = new Set(['unique_click', 'gate_passed'])
/** Events whose first of the day on a campaign and zone counts the client as a visitor. */
const VISITS = new Set(['landing', 'click'])

/**
 * The most one visit may cost in a campaign with neither a bid nor a cost history yet: 1.00, far
 * above the per-visit prices of pop, push and native traffic (fractions of a cent to a few tens
 * of cents). Once the campaign has a history its own ceiling replaces it (a few times its usual
 * visit: campaign-settings/cost-profiles.ts; docs/decisions/046-untiltable-zone-cost.md). A
 * campaign whose visits cost more states its bid (up to 10).
 */
export const UNBID_VISIT_CEILING_MICROS = 1_000_000

/** What one visit of a campaign may cost, in millionths of the unit (aggregator/row-judge.ts). */
export interface CostLimits {
  /** The most: the campaign's bid, else its inferred ceiling (campaign-settings/cost-profiles). */
  ceilingMicros: number
  /** Above this a visit is a costly one (its cost on a `cost_costly` row); none: no history. */
  costlyMicros?: number
}

/** A campaign's cost limits, if it has any (else UNBID_VISIT_CEILING_MICROS, nothing costly). */
type CostLimitsOf = (campaign: string) => CostLimits | undefined

/** The event a costly visit's cost is counted under (one a visit, its cost with it). */
export const COSTLY_EVENT = 'cost_costly'

/**
 * The rows an isolate's row comes to: none (a repeated once-a-day event), or itself with its
 * admission bits, cost and visitors settled, and a `cost_rejected` row beside it for a cost over
 * its campaign's ceiling, or a `cost_costly` row carrying a costly visit's cost.
 */
export function admitRow(
  ledger: ClientLedger,
  row: StoredCount,
  limitsOf: CostLimitsOf,
): StoredCount[] {
  const { client, nonce, ...counted } = row
  if (client === undefined || counted.event === 'bot') return [{ ...counted, admits: 0 }]
  const day = counted.hour.slice(0, 10)
  const codes = clientCodes(client)
  const visitor = codes[0]!
  const { campaign, sub1 } = counted
  const rows: StoredCount[] = [counted]
  if (counted.event === 'arm_assigned' && counted.arm !== '') {
    if (!firstAssignment(ledger, visitor, nonce, counted.arm, day)) return []
    counted.count = 1
  }
  if (ONCE_PER_VISITOR.has(counted.event)) {
    if (!ledger.first(`once|${visitor}|${counted.event}|${campaign}`, day)) return []
    counted.count = 1
  }
  foldAgent(ledger, codes, counted, day)
  let costly = 0
  if (counted.costMicros > 0) {
    const perVisit = Math.round(counted.costMicros / counted.count)
    const limits = limitsOf(campaign)
    counted.costMicros = 0
    if (perVisit > (limits?.ceilingMicros ?? UNBID_VISIT_CEILING_MICROS)) {
      rows.push({ ...counted, event: 'cost_rejected' })
    } else if (costOnce(ledger, codes, campaign, sub1, day)) {
      if (limits?.costlyMicros !== undefined && perVisit > limits.costlyMicros) costly = perVisit
      else counted.costMicros = perVisit
    }
  }
  counted.admits = admissions(ledger, codes, counted, day)
  if (costly > 0) {
    rows.push({ ...counted, event: COSTLY_EVENT, count: 1, costMicros: costly, visitors: 0 })
  }
  if (VISITS.has(counted.event) && campaign !== '') {
    if (ledger.first(`visitor|${visitor}|${campaign}|${sub1}`, day)) counted.visitors = 1
  }
  return rows
}

/**
 * Whether a client's visit to a campaign's zone may add cost today: its first (by its /64 or
 * IPv4 address), and within COSTED_VISITS_PER_CLIENT of its /48, so rotating through a /48's
 * 65,536 /64s adds no more than a few visits' cost.
 */
function costOnce(
  ledger: ClientLedger,
  codes: readonly string[],
  campaign: string,
  sub1: string,
  day: string,
): boolean {
  const fact = `cost|${codes[0]!}|${campaign}|${sub1}`
  return ledger.firstWithin(codes, `cost|${campaign}|${sub1}`, fact, COSTED_VISITS_PER_CLIENT, day)
}

/**
 * Whether this is a test's first assignment of the day for the client and for the cookie nonce
 * (when one was carried). Both are recorded either way, so neither counts again that day.
 */
function firstAssignment(
  ledger: ClientLedger,
  visitor: string,
  nonce: string | undefined,
  arm: string,
  day: string,
): boolean {
  const test = Number.parseInt(arm, 10)
  const byClient = ledger.first(`arm|${visitor}|${test}`, day)
  const byNonce = nonce === undefined || ledger.first(`arm-nonce|${nonce}|${test}`, day)
  return byClient && byNonce
}

/**
 * Counts the row's user-agent dimensions as '(other)' ('' stays '') unless its combination with
 * the page is known for the campaign's day or its client may bring it: a forged user agent makes
 * at most NEW_AGENTS_PER_CLIENT new rows of a day's hour and event, not one per landing.
 */
function foldAgent(
  ledger: ClientLedger,
  codes: readonly string[],
  row: StoredCount,
  day: string,
): void {
  let agent = `agent|${row.campaign}|${row.page}`
  for (const name of AGENT_DIMENSIONS) agent += `|${row[name]}`
  if (ledger.admits(codes, `agent|${row.campaign}`, agent, NEW_AGENTS_PER_CLIENT, day)) return
  for (const name of AGENT_DIMENSIONS) if (row[name] !== '') row[name] = OTHER_CAMPAIGN
}

/** The row's admission bits: what its client may make new (or someone already made today). */
function admissions(
  ledger: ClientLedger,
  codes: readonly string[],
  row: StoredCount,
  day: string,
): number {
  const { campaign } = row
  let admits = 0
  if (campaign === '' || ledger.admits(codes, 'tag', `tag|${campaign}`, NEW_TAGS_PER_CLIENT, day))
    admits |= ADMITS_TAG
  SUB_COLUMNS.forEach((name, i) => {
    const value = row[name]
    const scope = `${name}|${campaign}`
    const item = `${name}|${campaign}|${value}`
    if (value === '' || ledger.admits(codes, scope, item, NEW_SUB_VALUES_PER_CLIENT, day))
      admits |= ADMITS_SUB(i + 1)
  })
  const values = SUB_COLUMNS.map((name) => row[name])
  const combination = values.join('|')
  if (
    values.every((value) => value === '') ||
    ledger.admits(
      codes,
      `combination|${campaign}`,
      `combination|${campaign}|${combination}`,
      NEW_COMBINATIONS_PER_CLIENT,
      day,
    )
  )
    admits |= ADMITS_COMBINATION
  return admits
}
