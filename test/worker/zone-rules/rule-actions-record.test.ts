/**
 * Rule actions and push targets are records (docs/decisions/037-rule-actions-record.md): an
 * action is one entry of RULE_ACTIONS that the form, the rule list, the preview, the cron and the
 * undo read, and an entry missing a piece (its handler above all) does not compile, as `tsc -p
 * test` checks the `@ts-expect-error` lines below; nor does a name of the store's list without
 * its entry, or an entry without its name (decision 054). The same for a push target without its request.
 */
import { describe, expect, it } from 'vitest'
import { defineRuleActions, isRuleAction, RULE_ACTIONS } from '../../../src/zone-rules/rule-actions'
import type { RuleActionSpec } from '../../../src/zone-rules/rule-action-spec'
import { RULE_ACTION_NAMES, type RuleAction } from '../../../src/zone-rules/rule-store'
import { readRuleForm } from '../../../src/zone-rules/rule-form'
import { PUSH_TARGETS, type PushTarget } from '../../../src/zone-rules/push-to-source'

/** A `note` action, as a test branch would add it: a whole entry compiles. */
const NOTE: RuleActionSpec = {
  ...RULE_ACTIONS.block,
  label: 'Write a note in the audit log',
  describe: () => 'a note',
  would: () => 'write a note',
  blocks: false,
  run: async () => 'noted',
  undo: null,
}

describe('rule actions as one record', () => {
  it('takes a whole new entry, and derives its name from the record’s keys', () => {
    const withNote = defineRuleActions({ ...RULE_ACTIONS, note: NOTE })
    expect(Object.keys(withNote)).toEqual([...RULE_ACTION_NAMES, 'note'])
    type WithNote = keyof typeof withNote
    const name: WithNote = 'note'
    expect(withNote[name].label).toBe('Write a note in the audit log')
  })

  it('refuses, at compile time, an entry without its handler or without its undo', () => {
    const { run: _run, ...noHandler } = NOTE
    // @ts-expect-error an action without `run` (what doing it is) is not an action
    defineRuleActions({ note: noHandler })
    const { undo: _undo, ...noUndo } = NOTE
    // @ts-expect-error an action must say what undoing it is (null: nothing to undo)
    defineRuleActions({ note: noUndo })
    const { margin: _margin, ...noMargin } = NOTE
    // @ts-expect-error an action must say how sure a zone must be
    defineRuleActions({ note: noMargin })
    // @ts-expect-error a name not in the record is not a RuleAction
    const unknown: RuleAction = 'note'
    expect(unknown).toBe('note')
  })

  it('has exactly the names the store keeps: neither a name nor an entry compiles alone', () => {
    expect(Object.keys(RULE_ACTIONS)).toEqual(RULE_ACTION_NAMES)
    const { push: _push, ...withoutPush } = RULE_ACTIONS
    // @ts-expect-error every name of RULE_ACTION_NAMES (rule-store.ts) needs its entry
    defineRuleActions<RuleAction>(withoutPush)
    // @ts-expect-error an entry needs its name in RULE_ACTION_NAMES
    defineRuleActions<RuleAction>({ ...RULE_ACTIONS, note: NOTE })
  })

  it('is what the form accepts: a name not in it is refused, one in it checked by its entry', () => {
    const form = (fields: Record<string, string>) => (name: string) => fields[name] ?? ''
    expect(readRuleForm(form({ scope: '*', action: 'note' }))).toEqual({
      ok: false,
      errors: ['Pick an action.'],
    })
    expect(isRuleAction('constructor')).toBe(false)
    const hook = readRuleForm(form({ scope: '*', action: 'webhook', webhook_url: 'http://x' }))
    expect(hook).toEqual({ ok: false, errors: ['The webhook URL must start with https://.'] })
    const block = readRuleForm(form({ scope: '*', action: 'block' }))
    expect(block.ok && block.rule.action).toBe('block')
  })
})

describe('push targets as one record', () => {
  it('refuses, at compile time, a target without the request that adds a zone', () => {
    const { add: _add, ...noAdd } = PUSH_TARGETS.hilltopads
    // @ts-expect-error a push target must build the request that adds a zone
    const target: PushTarget = noAdd
    expect(target.verifyFirst).toBe(false)
    expect(Object.keys(PUSH_TARGETS)).toEqual([
      'hilltopads',
      'adsterra',
      'exoclick',
      'trafficfactory',
    ])
  })

  it('waits for “push verified” wherever its request is graded C, and only there', () => {
    for (const target of Object.values(PUSH_TARGETS) as PushTarget[]) {
      expect(target.verifyFirst, target.name).toBe(target.grade.startsWith('C'))
    }
  })
})
