/**
 * What a zone rule can do with a zone it picks, declared once per action
 * (docs/decisions/037-rule-actions-record.md): its label on the form, its own form fields and
 * their check, how sure a zone must be, why a zone is left alone, what doing it is, and what
 * undoing it is. The form, the rule list, the preview, the cron and the undo all read this record:
 * an action added here without one of its pieces does not compile, and `RuleAction` (what D1's
 * `zone_rules.action` and `rule_actions.action` hold) is its keys.
 */
import type { Env } from '../env'
import type { CampaignSource } from '../campaign-settings/campaign-sources'
import { pushedBefore, type ZoneRule } from './rule-store'
import { pushProblem, pushZone, removeZone } from './push-to-source'
import { sendRuleWebhook } from './rule-webhook'
import { checkWebhookUrl } from '../campaign/conversions'

/** A form field: its text, '' when absent. */
export type Field = (name: string) => string

/** A zone a rule picked, and what will be done with it. */
export interface PlannedAction {
  rule: ZoneRule
  campaign: string
  value: string
  reason: string
  /**
   * Why nothing will be done, if so: its cool-down, already on the block list or pushed, or a
   * campaign whose source has no black-list API.
   */
  skipped?: string
  /** The campaign's traffic source, for an action that needs it. */
  source?: CampaignSource
}

/** Where a zone is: a campaign's dimension's value. */
export interface ZonePlace {
  campaign: string
  dimension: string
  value: string
}

/** An input of an action's own on the rule form. */
export interface ActionField {
  name: string
  label: string
  type: 'url' | 'text'
  placeholder: string
}

/** What undoing an action did, as the page's notice (`?done=`) names it. */
export type UndoNotice = 'undone' | 'undone-push' | 'undone-push-failed' | 'undone-push-by-hand'

export interface RuleActionSpec {
  /** The form's option. */
  label: string
  /** What a rule with this action does, after its judge (the rule list). */
  describe(rule: Pick<ZoneRule, 'webhookUrl'>): string
  /** What the preview says it would do with a zone. */
  would(planned: PlannedAction): string
  /** Its own fields on the form (none: an empty list). */
  fields: readonly ActionField[]
  /** Its fields read and checked: what the rule keeps of them, or what is wrong. */
  read(field: Field): { ok: true; webhookUrl: string | null } | { ok: false; error: string }
  /**
   * How sure a zone must be (docs/decisions/028-verdict-prior.md, 046-untiltable-zone-cost.md):
   * people, as a multiple of the rule's floor, and whether the strict verdict (cut at 99 %) on
   * the zone's cost without its costly visits must agree.
   */
  margin: { visitors: number; strict: boolean }
  /** Whether it adds to the campaign's block list (a zone already on it is left alone). */
  blocks: boolean
  /** Whether it needs the campaign's traffic source (read once per campaign). */
  needsSource: boolean
  /** Why a zone is left alone for this action, beyond the shared reasons; undefined: acted on. */
  skip(
    db: D1Database,
    place: ZonePlace,
    source: CampaignSource | undefined,
  ): Promise<string | undefined>
  /** Doing it: its outcome for the audit log. */
  run(env: Env, planned: PlannedAction, now: Date, send: typeof fetch): Promise<string>
  /**
   * Undoing it beyond the log and the block list (both the store's), its outcome added to the
   * action's line; null where nothing can be undone (a webhook sent).
   */
  undo:
    ((env: Env, source: CampaignSource | undefined, value: string) => Promise<UndoResult>) | null
}

export interface UndoResult {
  notice: UndoNotice
  /** What to add to the action's line in the audit log, if anything. */
  outcome?: string
}

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

export const RULE_ACTIONS = defineRuleActions({
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

export type RuleAction = keyof typeof RULE_ACTIONS
export const RULE_ACTION_NAMES = Object.keys(RULE_ACTIONS) as RuleAction[]

export function isRuleAction(value: string): value is RuleAction {
  return Object.hasOwn(RULE_ACTIONS, value)
}
