/**
 * Zone rules in D1 (migrations/0070_zone_rules.sql): the rules, the zones they blocked and the
 * audit log of their actions, with undo.
 */
import type { BlocklistDimension } from '../reports/blocklist'

/**
 * What a rule can do with a zone, in the form's order: the keys of RULE_ACTIONS (rule-actions.ts,
 * which must have exactly these), named here because a rule and its log hold one and the
 * record's code uses this store (decision 054).
 */
export const RULE_ACTION_NAMES = ['block', 'webhook', 'push'] as const
export type RuleAction = (typeof RULE_ACTION_NAMES)[number]

export const RULE_JUDGES = ['cut', 'cut99', 'condition'] as const
export type RuleJudge = (typeof RULE_JUDGES)[number]

export interface ZoneRule {
  id: number
  /** A campaign tag, a prefix and `*`, or `*`. */
  scope: string
  dimension: BlocklistDimension
  judge: RuleJudge
  minSpendPayouts: number | null
  minLandings: number | null
  maxSignups: number | null
  /** A percentage. */
  maxRoi: number | null
  /** A share from 0 to 1. */
  minBotShare: number | null
  action: RuleAction
  webhookUrl: string | null
  windowDays: number
  cooldownHours: number
  enabled: boolean
}

export type NewRule = Omit<ZoneRule, 'id'>

export interface RuleActionRow {
  id: number
  ruleId: number
  campaign: string
  dimension: string
  value: string
  action: RuleAction
  reason: string
  outcome: string
  at: string
  undone: string | null
}

const RULE_COLUMNS = `id, scope, dimension, judge, min_spend_payouts AS minSpendPayouts,
  min_landings AS minLandings, max_signups AS maxSignups, max_roi AS maxRoi,
  min_bot_share AS minBotShare, action, webhook_url AS webhookUrl, window_days AS windowDays,
  cooldown_hours AS cooldownHours, enabled`

/** Rules in the order they were made; only the enabled ones when asked. */
export async function listRules(db: D1Database, enabledOnly = false): Promise<ZoneRule[]> {
  const { results } = await db
    .prepare(
      `SELECT ${RULE_COLUMNS} FROM zone_rules ${enabledOnly ? 'WHERE enabled = 1' : ''} ORDER BY id`,
    )
    .all<Omit<ZoneRule, 'enabled'> & { enabled: number }>()
  return results.map((rule) => ({ ...rule, enabled: Boolean(rule.enabled) }))
}

export async function saveRule(db: D1Database, rule: NewRule): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO zone_rules (scope, dimension, judge, min_spend_payouts, min_landings,
        max_signups, max_roi, min_bot_share, action, webhook_url, window_days, cooldown_hours,
        enabled, updated)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14) RETURNING id`,
    )
    .bind(
      rule.scope,
      rule.dimension,
      rule.judge,
      rule.minSpendPayouts,
      rule.minLandings,
      rule.maxSignups,
      rule.maxRoi,
      rule.minBotShare,
      rule.action,
      rule.webhookUrl,
      rule.windowDays,
      rule.cooldownHours,
      rule.enabled ? 1 : 0,
      new Date().toISOString(),
    )
    .first<{ id: number }>()
  return row!.id
}

export async function setRuleEnabled(db: D1Database, id: number, enabled: boolean) {
  await db
    .prepare('UPDATE zone_rules SET enabled = ?2, updated = ?3 WHERE id = ?1')
    .bind(id, enabled ? 1 : 0, new Date().toISOString())
    .run()
}

export async function deleteRule(db: D1Database, id: number) {
  await db.prepare('DELETE FROM zone_rules WHERE id = ?1').bind(id).run()
}

/** Whether the rule acted on the zone since `since` (ISO): its cool-down. */
export async function actedSince(
  db: D1Database,
  ruleId: number,
  zone: { campaign: string; dimension: string; value: string },
  since: string,
): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS found FROM rule_actions WHERE rule_id = ?1 AND campaign = ?2 AND dimension = ?3
       AND value = ?4 AND at >= ?5 LIMIT 1`,
    )
    .bind(ruleId, zone.campaign, zone.dimension, zone.value, since)
    .first<{ found: number }>()
  return row !== null
}

/** Whether a rule pushed the zone to its source's black list, and the push was not undone. */
export async function pushedBefore(
  db: D1Database,
  zone: { campaign: string; dimension: string; value: string },
): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS found FROM rule_actions WHERE action = 'push' AND campaign = ?1
       AND dimension = ?2 AND value = ?3 AND outcome LIKE 'sent %' AND undone IS NULL LIMIT 1`,
    )
    .bind(zone.campaign, zone.dimension, zone.value)
    .first<{ found: number }>()
  return row !== null
}

/**
 * Writes an action to the audit log (and, for an action that blocks, the block list) in one
 * batch.
 */
export async function recordAction(
  db: D1Database,
  action: Omit<RuleActionRow, 'id' | 'undone'>,
  blocks: boolean,
): Promise<void> {
  const log = db
    .prepare(
      `INSERT INTO rule_actions (rule_id, campaign, dimension, value, action, reason, outcome, at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
    )
    .bind(
      action.ruleId,
      action.campaign,
      action.dimension,
      action.value,
      action.action,
      action.reason,
      action.outcome,
      action.at,
    )
  if (!blocks) {
    await log.run()
    return
  }
  await db.batch([
    log,
    db
      .prepare(
        `INSERT INTO rule_blocks (campaign, dimension, value, action_id)
         VALUES (?1, ?2, ?3, last_insert_rowid())
         ON CONFLICT (campaign, dimension, value) DO UPDATE SET action_id = excluded.action_id`,
      )
      .bind(action.campaign, action.dimension, action.value),
  ])
}

/** The audit log, newest first. */
export async function listActions(db: D1Database, limit = 200): Promise<RuleActionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, rule_id AS ruleId, campaign, dimension, value, action, reason, outcome, at, undone
       FROM rule_actions ORDER BY id DESC LIMIT ?1`,
    )
    .bind(limit)
    .all<RuleActionRow>()
  return results
}

/**
 * Undoes an action here: a block leaves the block list (if this action still holds it); the log
 * keeps the action, marked undone. Its kind (what else to undo is its record's, rule-actions.ts),
 * or undefined when there was nothing to undo.
 */
export async function undoAction(db: D1Database, id: number): Promise<string | undefined> {
  const [marked, , kind] = await db.batch([
    db
      .prepare('UPDATE rule_actions SET undone = ?2 WHERE id = ?1 AND undone IS NULL')
      .bind(id, new Date().toISOString()),
    db.prepare('DELETE FROM rule_blocks WHERE action_id = ?1').bind(id),
    db.prepare('SELECT action FROM rule_actions WHERE id = ?1').bind(id),
  ])
  if ((marked!.meta.changes ?? 0) === 0) return undefined
  return (kind!.results[0] as { action: string } | undefined)?.action
}

/** Adds what an undo did at the source to an action's outcome (its audit log line). */
export async function noteUndo(db: D1Database, id: number, outcome: string): Promise<void> {
  await db
    .prepare("UPDATE rule_actions SET outcome = outcome || '; undo ' || ?2 WHERE id = ?1")
    .bind(id, outcome)
    .run()
}

/** The campaign and zone an action was taken on. */
export async function actionPlace(
  db: D1Database,
  id: number,
): Promise<{ campaign: string; value: string } | undefined> {
  return (
    (await db
      .prepare('SELECT campaign, value FROM rule_actions WHERE id = ?1')
      .bind(id)
      .first<{ campaign: string; value: string }>()) ?? undefined
  )
}
