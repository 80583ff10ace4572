/**
 * What a zone rule can do with a zone it picks, declared once per action
 * (docs/decisions/037-rule-actions-record.md): its label on the form, its own form fields and
 * their check, how sure a zone must be, why a zone is left alone, what doing it is, and what
 * undoing it is. The form, the rule list, the preview, the cron and the undo all read this record:
 * an action added here without one of its pieces does not compile, and its keys are exactly
 * `RULE_ACTION_NAMES` (rule-store.ts: what D1's `zone_rules.action` and `rule_actions.action`
 * hold), a name without its entry or an entry without its name an error too (decision 054).
 */
import type { RuleActionSpec } from './rule-action-spec'
import { pushedBefore, type RuleAction } from './rule-store'
import { pushProblem, pushZone, removeZone } from './push-to-source'
import { sendRuleWebhook } from './rule-webhook'
import { checkWebhookUrl } from '../campaign/conversions'

/** An action that reads no field of its own. */
const NO_FIELDS = {
  fields: [],
  read: () => ({ ok: true, webhookUrl: null }),
} as const satisfies Pick<RuleActionSpec, 'fields' | 'read'>

/** Declares the actions: each entry must be a whole RuleActionSpec (a missing piece: an error). */
export function defineRuleActions<const K extends string>(
  actions: Record<K, RuleActionSpec>,
): Readonly<Record<K, RuleActionSpec>> {
  return actions
}

export const RULE_ACTIONS = defineRuleActions<RuleAction>({
  block: {
    label: 'Add to the campaign’s block list',
    describe: () => 'block list',
    would: () => 'add to the block list',
    ...NO_FIELDS,
    margin: { visitors: 1, strict: false },
    blocks: true,
    needsSource: false,
    skip: async () => undefined,
    run: async () => 'blocked',
    undo: async () => ({ notice: 'undone' }),
  },
  webhook: {
    label: 'Send a webhook (JSON POST)',
    describe: (rule) => `webhook ${rule.webhookUrl ?? ''}`,
    would: () => 'send the webhook',
    fields: [
      {
        name: 'webhook_url',
        label: 'Webhook URL (https)',
        type: 'url',
        placeholder: 'https://hooks.example.com/zones',
      },
    ],
    read(field) {
      const checked = checkWebhookUrl(field('webhook_url'))
      return checked.ok ? { ok: true, webhookUrl: checked.url } : checked
    },
    margin: { visitors: 1, strict: false },
    blocks: false,
    needsSource: false,
    skip: async () => undefined,
    run: (_env, planned, now, send) => sendRuleWebhook(planned, now, send),
    undo: null,
  },
  push: {
    label:
      'Push to the source’s black list (HilltopAds; Adsterra, ExoClick, Traffic Factory once verified)',
    describe: () => 'the source’s black list',
    would: (planned) => `push to the ${planned.source?.source.name ?? 'source'} black list`,
    ...NO_FIELDS,
    // A push reaches the source's own account and HilltopAds cannot undo it: twice the people,
    // and the strict cut on the zone's cost with every costly visit's taken out.
    margin: { visitors: 2, strict: true },
    blocks: false,
    needsSource: true,
    async skip(db, place, source) {
      const unpushable = pushProblem(source, place.value)
      if (unpushable) return `cannot push: ${unpushable}`
      if (await pushedBefore(db, place)) {
        return `already pushed to the ${source!.source.name} black list`
      }
      return undefined
    },
    run: (env, planned, _now, send) => pushZone(env, planned.source!, planned.value, send),
    async undo(env, source, value) {
      if (!source) {
        return {
          notice: 'undone-push-failed',
          outcome: 'not sent: the campaign has no traffic source saved',
        }
      }
      const outcome = await removeZone(env, source, value, fetch)
      const notice = outcome.startsWith('sent ')
        ? 'undone-push'
        : outcome.startsWith('by hand:')
          ? 'undone-push-by-hand'
          : 'undone-push-failed'
      return { notice, outcome }
    },
  },
})

export function isRuleAction(value: string): value is RuleAction {
  return Object.hasOwn(RULE_ACTIONS, value)
}
