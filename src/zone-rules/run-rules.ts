/**
 * Zone rules at work: what a rule would do now (its preview, which changes nothing) and, from
 * the 10-minute Cron Trigger, what the enabled rules do: each zone a rule picks is added to its
 * campaign's block list, sent to a webhook or pushed to its source (each action's record,
 * rule-actions.ts), once per cool-down, each action in the audit log. Every action passes the block
 * list's guards (zone-guards.ts: people, not requests; a cost spread over them, not carried by a
 * few costly visits) and its own margin.
 */
import type { Env } from '../env'
import { logError, logInfo } from '../shared/log'
import { OTHER_CAMPAIGN } from '../campaign/counting'
import { figuresOf } from '../reports/figures'
import type { ReportRow } from '../reports/report-data'
import {
  actionBlocker,
  DEFAULT_MIN_VISITORS,
  withoutCostly,
  zoneGuard,
} from '../reports/zone-guards'
import { DEFAULT_RULE, STRICT_RULE } from '../stats/zone-verdict'
import {
  judgeZones,
  loadZoneVerdicts,
  verdictOf,
  type ZoneVerdicts,
} from '../reports/zone-verdicts'
import { readCampaignSource, type CampaignSource } from '../campaign-settings/campaign-sources'
import { rulesWithinCap } from './rule-cap'
import type { PlannedAction } from './rule-action-spec'
import { RULE_ACTIONS } from './rule-actions'
import { ruleBlockedValues } from '../reports/blocklist'
import { actedSince, listRules, recordAction, type ZoneRule } from './rule-store'
import { planRanges, rollupSource } from '../reports/count-rollups'

/** The Cron Trigger that runs the rules (wrangler.toml); any other is the daily prune. */
export const RULES_CRON = '*/10 * * * *'
/** Campaigns a scope of many (a prefix, `*`) covers in one run at most. */
const MAX_CAMPAIGNS = 200
const HOUR_MS = 3_600_000

/** What a rule would do now, with reasons; reads only. */
export async function planRule(
  db: D1Database,
  rule: ZoneRule,
  now: Date,
): Promise<PlannedAction[]> {
  const range = {
    first: hourOf(now.getTime() - rule.windowDays * 24 * HOUR_MS),
    last: hourOf(now.getTime()),
  }
  const planned: PlannedAction[] = []
  for (const campaign of await campaignsOf(db, rule.scope, range)) {
    const verdicts = await loadZoneVerdicts(
      db,
      { ...range, campaign },
      rule.dimension,
      {},
      [],
      rule.judge === 'cut99' ? STRICT_RULE : DEFAULT_RULE,
    )
    const spec = RULE_ACTIONS[rule.action]
    const blocked = new Set(
      spec.blocks ? await ruleBlockedValues(db, campaign, rule.dimension) : [],
    )
    const source = spec.needsSource ? await readCampaignSource(db, campaign) : undefined
    const since = new Date(now.getTime() - rule.cooldownHours * HOUR_MS).toISOString()
    const margin = spec.margin
    const minVisitors = margin.visitors * Math.max(DEFAULT_MIN_VISITORS, rule.minLandings ?? 0)
    const guard = zoneGuard(verdicts.zones, verdicts.costly, minVisitors)
    // An action that cannot be undone: the 99 % verdict on the zones' cost without their costly
    // visits' (docs/decisions/046-untiltable-zone-cost.md).
    const strict = margin.strict
      ? judgeZones(
          verdicts.zones.map((zone) => withoutCostly(zone, guard)),
          verdicts.payoutMicros,
          verdicts.payoutSource,
          STRICT_RULE,
        )
      : undefined
    for (const zone of verdicts.zones) {
      if (zone.key === '' || zone.key === OTHER_CAMPAIGN) continue
      const reason = matches(rule, zone, verdicts)
      if (!reason) continue
      const place = { campaign, dimension: rule.dimension, value: zone.key }
      const skipped = await skipReason(db, rule, place, since, {
        blocked,
        source,
        guard: actionBlocker(zone, guard),
        notStrict: strict !== undefined && verdictOf(strict, zone.key).verdict !== 'cut',
      })
      planned.push({
        rule,
        campaign,
        value: zone.key,
        reason,
        ...(skipped && { skipped }),
        ...(source && { source }),
      })
    }
  }
  return planned
}

/** Why a zone a rule picked is left alone, first reason first, or undefined when it is acted on. */
async function skipReason(
  db: D1Database,
  rule: ZoneRule,
  place: { campaign: string; dimension: string; value: string },
  since: string,
  zone: {
    blocked: ReadonlySet<string>
    source: CampaignSource | undefined
    guard: string | undefined
    notStrict: boolean
  },
): Promise<string | undefined> {
  if (zone.guard) return `not acted on: ${zone.guard}`
  if (zone.notStrict) {
    return 'not acted on: this action needs the 99 % verdict on its cost without its costly visits too, and it does not cut the zone'
  }
  if (zone.blocked.has(place.value)) return 'already on the block list'
  const own = await RULE_ACTIONS[rule.action].skip(db, place, zone.source)
  if (own) return own
  if (await actedSince(db, rule.id, place, since)) {
    return `acted on within the cool-down (${rule.cooldownHours} h)`
  }
  return undefined
}

/** The cron's job: every enabled rule, its planned actions done and logged. */
export async function runRules(env: Env, now: Date, send: typeof fetch = fetch): Promise<void> {
  const db = env.DB
  if (!db) return
  let done = 0
  let failed = 0
  let rules: ZoneRule[]
  try {
    rules = rulesWithinCap(await listRules(db, true))
  } catch (error) {
    logError('zone_rules_failed', { error: String(error).slice(0, 200) })
    return
  }
  // One rule at a time, each action on its own: one that fails skips nothing after it.
  for (const rule of rules) {
    let planned: PlannedAction[]
    try {
      planned = await planRule(db, rule, now)
    } catch (error) {
      failed++
      logError('zone_rules_failed', { rule: rule.id, error: String(error).slice(0, 200) })
      continue
    }
    for (const action of planned) {
      if (action.skipped) continue
      try {
        await act(env, action, now, send)
        done++
      } catch (error) {
        failed++
        logError('zone_rules_failed', { rule: rule.id, error: String(error).slice(0, 200) })
      }
    }
  }
  logInfo('zone_rules_ran', { actions: done, failed })
}

async function act(env: Env, planned: PlannedAction, now: Date, send: typeof fetch) {
  const { rule, campaign, value, reason } = planned
  const spec = RULE_ACTIONS[rule.action]
  const outcome = await spec.run(env, planned, now, send)
  const row = {
    ruleId: rule.id,
    campaign,
    dimension: rule.dimension,
    value,
    action: rule.action,
    reason,
    outcome,
    at: now.toISOString(),
  }
  await recordAction(env.DB!, row, spec.blocks)
}

/** Why the rule picks the zone, in words, or undefined when it does not. */
function matches(rule: ZoneRule, zone: ReportRow, verdicts: ZoneVerdicts): string | undefined {
  if (rule.judge !== 'condition') {
    const verdict = verdictOf(verdicts, zone.key)
    return verdict.verdict === 'cut' ? verdict.reason : undefined
  }
  const said: string[] = []
  const check = (holds: boolean, words: string) => (holds ? (said.push(words), true) : false)
  const spent = verdicts.payoutMicros > 0 ? zone.costMicros / verdicts.payoutMicros : undefined
  const { roi } = figuresOf(zone)
  const botShare = zone.landings + zone.bots > 0 ? zone.bots / (zone.landings + zone.bots) : 0
  const tests = [
    rule.minSpendPayouts === null ||
      check(
        spent !== undefined && spent >= rule.minSpendPayouts,
        `spent ${spent?.toFixed(1)}× payout (at least ${rule.minSpendPayouts}×)`,
      ),
    rule.minLandings === null ||
      check(
        zone.landings >= rule.minLandings,
        `${zone.landings} landings (at least ${rule.minLandings})`,
      ),
    rule.maxSignups === null ||
      check(
        zone.signups <= rule.maxSignups,
        `${zone.signups} signups (at most ${rule.maxSignups})`,
      ),
    rule.maxRoi === null ||
      check(
        roi !== undefined && roi < rule.maxRoi,
        `ROI ${roi?.toFixed(0)} % (under ${rule.maxRoi} %)`,
      ),
    rule.minBotShare === null ||
      check(
        botShare >= rule.minBotShare,
        `${Math.round(botShare * 100)} % bots (at least ${Math.round(rule.minBotShare * 100)} %)`,
      ),
  ]
  return tests.every(Boolean) && said.length > 0 ? said.join(', ') : undefined
}

/** The campaigns (?7: a GLOB, ?8: `(other)`) of a range's rows (count-rollups.ts' ?1 to ?6). */
const CAMPAIGNS_IN_SCOPE = rollupSource('campaign', `campaign GLOB ?7 AND campaign NOT IN ('', ?8)`)

/** The campaigns a scope names that counted anything in the range. */
async function campaignsOf(
  db: D1Database,
  scope: string,
  range: { first: string; last: string },
): Promise<string[]> {
  if (!scope.endsWith('*')) return [scope]
  // A tag has letters, digits, '_' and '-' only: none of GLOB's special characters. Read from
  // the campaigns' daily rollups (decision 040), the hours not rolled up from the raw rows.
  const [plan] = await planRanges(db, [range])
  const { results } = await db
    .prepare(`SELECT DISTINCT campaign FROM ${CAMPAIGNS_IN_SCOPE} ORDER BY campaign LIMIT ?9`)
    .bind(
      range.first,
      range.last,
      '',
      '[]',
      plan!.rolled,
      plan!.raw,
      scope,
      OTHER_CAMPAIGN,
      MAX_CAMPAIGNS,
    )
    .all<{ campaign: string }>()
  return results.map(({ campaign }) => campaign)
}

function hourOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 13)
}
