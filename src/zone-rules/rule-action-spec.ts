/**
 * What a zone-rule action is: the pieces each entry of RULE_ACTIONS (rule-actions.ts) must have,
 * and what they are handed. Apart from the record so that what the record's code imports (the
 * webhook's sender) can name a planned action without importing the record (decision 054).
 */
import type { Env } from '../env'
import type { CampaignSource } from '../campaign-settings/campaign-sources'
import type { ZoneRule } from './rule-store'

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
