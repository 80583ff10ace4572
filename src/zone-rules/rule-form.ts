/** The rule form of /admin/rules read and checked: a rule to save, or what is wrong with it. */
import { TEMPLATE_CAMPAIGN_PATTERN } from '../campaign/conversions'
import { BLOCKLIST_DIMENSIONS, type BlocklistDimension } from '../reports/blocklist'
import type { Field } from './rule-action-spec'
import { isRuleAction, RULE_ACTIONS } from './rule-actions'
import { RULE_JUDGES, type NewRule, type RuleJudge } from './rule-store'

/** The rule a form describes, or the errors to show beside it. */
export function readRuleForm(
  field: Field,
): { ok: true; rule: NewRule } | { ok: false; errors: string[] } {
  const errors: string[] = []
  const scope = field('scope').trim()
  if (!TEMPLATE_CAMPAIGN_PATTERN.test(scope)) {
    errors.push(
      'Scope: a campaign tag, a prefix followed by * (e.g. ts_*), or * for every campaign.',
    )
  }
  const dimension = field('by') || 'sub1'
  if (!(BLOCKLIST_DIMENSIONS as readonly string[]).includes(dimension)) {
    errors.push(`Dimension: one of ${BLOCKLIST_DIMENSIONS.join(', ')}.`)
  }
  const judge = field('judge') || 'cut'
  if (!(RULE_JUDGES as readonly string[]).includes(judge))
    errors.push('Pick a verdict or a condition.')
  const action = field('action')
  if (!isRuleAction(action)) errors.push('Pick an action.')
  const number = (name: string, label: string, min: number, max: number) => {
    const text = field(name).trim()
    if (text === '') return null
    const value = Number(text)
    if (!/^-?\d{1,9}(\.\d{1,2})?$/.test(text) || value < min || value > max) {
      errors.push(`${label}: a number from ${min} to ${max}.`)
      return null
    }
    return value
  }
  const minSpendPayouts = number('min_spend_payouts', 'Spend (× payout)', 0, 1000)
  const minLandings = number('min_landings', 'Landings', 0, 1e9)
  const maxSignups = number('max_signups', 'Signups', 0, 1e9)
  const maxRoi = number('max_roi', 'ROI', -100, 1e6)
  const botPercent = number('min_bot_percent', 'Bots share', 0, 100)
  const windowDays = number('window_days', 'Window', 1, 90) ?? 7
  const cooldownHours = number('cooldown_hours', 'Cool-down', 1, 24 * 90) ?? 24
  const condition = [minSpendPayouts, minLandings, maxSignups, maxRoi, botPercent]
  if (judge === 'condition' && condition.every((value) => value === null)) {
    errors.push('A condition needs at least one threshold.')
  }
  // The action's own fields, checked by its record entry.
  const own = isRuleAction(action) ? RULE_ACTIONS[action].read(field) : undefined
  if (own && !own.ok) errors.push(own.error)
  if (errors.length || !own?.ok || !isRuleAction(action)) return { ok: false, errors }
  return {
    ok: true,
    rule: {
      scope,
      dimension: dimension as BlocklistDimension,
      judge: judge as RuleJudge,
      minSpendPayouts,
      minLandings,
      maxSignups,
      maxRoi,
      minBotShare: botPercent === null ? null : botPercent / 100,
      action,
      webhookUrl: own.webhookUrl,
      windowDays: Math.round(windowDays),
      cooldownHours: Math.round(cooldownHours),
      enabled: field('enabled') === 'on',
    },
  }
}
