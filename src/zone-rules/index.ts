/**
 * The zone rules' door: the 10-minute job the worker's entry runs (runRules on RULES_CRON), and
 * what /admin/rules needs to keep the rules (read a rule's form, save, switch, delete, plan, undo
 * an action and take a pushed zone back off the source's list).
 */
export { planRule, RULES_CRON, runRules } from './run-rules'
export { isRuleAction, RULE_ACTIONS } from './rule-actions'
export type { PlannedAction, UndoNotice } from './rule-action-spec'
export { ruleCapProblem } from './rule-cap'
export { readRuleForm } from './rule-form'
export { PUSH_TARGETS, pushTarget, removeZone, type PushSource } from './push-to-source'
export {
  actionPlace,
  deleteRule,
  listActions,
  listRules,
  noteUndo,
  RULE_ACTION_NAMES,
  saveRule,
  setRuleEnabled,
  undoAction,
  type RuleAction,
  type RuleActionRow,
  type ZoneRule,
} from './rule-store'
