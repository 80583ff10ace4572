/**
 * /admin/rules: zone rules (a scope of campaigns, a dimension, a verdict or a condition, an
 * action), each previewed as a dry run, run by the 10-minute Cron Trigger when enabled
 * (rules/run-rules.ts), with an audit log and undo. Writes are refused unless they come from the
 * page: Hono's csrf middleware checks Origin, and the page's token must match.
 */
import { type Context } from 'hono'
import { Hono } from 'hono/tiny'
import { bodyLimit } from 'hono/body-limit'
import { csrf } from 'hono/csrf'
import type { Env } from '../../env'
import type { AppEnv } from '../../http/app-env'
import { renderPage } from '../../render/render-page'
import { logError } from '../../shared/log'
import {
  ADMIN_RULES_CHANGE_PATH,
  ADMIN_RULES_PATH,
  ADMIN_RULES_UNDO_PATH,
} from '../../shared/paths'
import { formToken, readOwnerForm, saveThenShow } from '../login/owner-forms'
import {
  readRuleForm,
  planRule,
  type PlannedAction,
  deleteRule,
  listActions,
  listRules,
  saveRule,
  setRuleEnabled,
  undoAction,
  actionPlace,
  noteUndo,
  ruleCapProblem,
  isRuleAction,
  RULE_ACTIONS,
  type RuleAction,
  type UndoNotice,
  type ZoneRule,
} from '../../zone-rules'
import { maskedTemplate } from '../ui/masked-template'
import { readCampaignSource } from '../../campaign-settings/campaign-sources'
import { RULES_TABLES, RulesPage } from './RulesPage'
import { readTableSorts, withSorts } from '../ui/table-sort'
import { readWholeNumber } from '../../reports/operator-input'

const NO_DATABASE = 'The DB binding is missing: rules cannot be read or saved.'

/** This screen's forms: their token's purpose, and a change saved then this page shown again. */
const FORM = 'admin-rules-form'
const save = (
  c: Context<AppEnv>,
  change: (db: D1Database) => Promise<unknown>,
  notice: string | (() => string),
) => saveThenShow(c, change, { page: ADMIN_RULES_PATH, notice, noDatabase: NO_DATABASE })
/** What `?done=` says; a Map, so `?done=__proto__` is an unknown value like any other. */
const NOTICES = new Map<string, string>([
  ['saved', 'Saved the rule.'],
  ['enabled', 'Enabled the rule: it runs every 10 minutes.'],
  ['disabled', 'Disabled the rule.'],
  ['deleted', 'Deleted the rule.'],
  ['undone', 'Undone: the zone is off the block list (the log keeps the action).'],
  [
    'undone-push',
    'Undone: the source took the zone off the campaign’s black list (HilltopAds may take up to an hour to apply it; its answer is in the log), and the rule may push it again after its cool-down.',
  ],
  [
    'undone-push-failed',
    'Undone in the log, but the source did not take the zone off its black list (its answer is in the log): remove it there by hand (the campaign, its black list).',
  ],
  [
    'undone-push-by-hand',
    'Undone in the log; this source documents no removal from its black list: remove the zone there by hand (the campaign, its zones).',
  ],
] satisfies [UndoNotice | 'saved' | 'enabled' | 'disabled' | 'deleted', string][])

export function adminRuleRoutes(): Hono<AppEnv> {
  const rules = new Hono<AppEnv>()
  rules.use(`${ADMIN_RULES_PATH}/*`, csrf())
  rules.use(ADMIN_RULES_PATH, csrf())

  rules.get(ADMIN_RULES_PATH, (c) => showRules(c, [], 200))

  rules.post(ADMIN_RULES_PATH, bodyLimit({ maxSize: 8 * 1024 }), async function addRule(c) {
    const form = await readOwnerForm(c, FORM)
    if (!form) return c.text(STALE, 403)
    const read = readRuleForm(form)
    if (!read.ok) return showRules(c, read.errors, 400)
    const capped = await capProblem(c.env.DB, read.rule.scope)
    if (capped) return showRules(c, [capped], 400)
    return save(c, (db) => saveRule(db, read.rule), 'saved')
  })

  rules.post(ADMIN_RULES_CHANGE_PATH, bodyLimit({ maxSize: 1024 }), async function change(c) {
    const form = await readOwnerForm(c, FORM)
    if (!form) return c.text(STALE, 403)
    const id = readId(form('id'))
    const op = form('op')
    if (id === undefined || !['enable', 'disable', 'delete'].includes(op)) {
      return c.text('No such rule or change.', 400)
    }
    if (op === 'delete') return save(c, (db) => deleteRule(db, id), 'deleted')
    return save(c, (db) => setRuleEnabled(db, id, op === 'enable'), `${op}d`)
  })

  rules.post(ADMIN_RULES_UNDO_PATH, bodyLimit({ maxSize: 1024 }), async function undo(c) {
    const form = await readOwnerForm(c, FORM)
    if (!form) return c.text(STALE, 403)
    const id = readId(form('id'))
    if (id === undefined) return c.text('No such action.', 400)
    let notice: UndoNotice = 'undone'
    return save(
      c,
      async (db) => {
        const kind = await undoAction(db, id)
        if (kind !== undefined && isRuleAction(kind))
          notice = await undoAtSource(c.env, db, id, kind)
      },
      () => notice,
    )
  })
  return rules
}

const STALE = 'The form was out of date; go back, reload it and try again.'

/**
 * What else undoing an action is, by its record (rule-actions.ts): a push taken off the source's
 * black list where the source documents a removal; its answer added to the action's line in the
 * audit log; the notice to show.
 */
async function undoAtSource(
  env: Env,
  db: D1Database,
  id: number,
  kind: RuleAction,
): Promise<UndoNotice> {
  const { undo, needsSource } = RULE_ACTIONS[kind]
  const place = await actionPlace(db, id)
  if (!undo || !place) return 'undone'
  const source = needsSource ? await readCampaignSource(db, place.campaign) : undefined
  const result = await undo(env, source, place.value)
  if (result.outcome) await noteUndo(db, id, result.outcome)
  return result.notice
}

/** A rule's or an action's id as a form or link gives it (D1 row ids: whole numbers from 1). */
function readId(value: string): number | undefined {
  const read = readWholeNumber(value, 'id', { min: 1, max: Number.MAX_SAFE_INTEGER })
  return read.ok ? read.value : undefined
}

async function showRules(c: Context<AppEnv>, errors: string[], status: 200 | 400) {
  const db = c.env.DB
  if (!db) return c.text(NO_DATABASE, 503)
  const askedPreview = c.req.query('preview')
  const previewId = askedPreview ? readId(askedPreview) : undefined
  if (askedPreview && previewId === undefined) {
    errors = [...errors, 'preview= must be a rule’s number (from the list below).']
    status = 400
  }
  // A sort the page cannot read is the operator's input: the page, in its usual order, and 400.
  const read = readTableSorts((name) => c.req.query(name), RULES_TABLES)
  if (read.errors.length) {
    errors = [...errors, ...read.errors]
    status = 400
  }
  const kept = new URLSearchParams(previewId === undefined ? {} : { preview: String(previewId) })
  try {
    const [rules, actions] = await Promise.all([listRules(db), listActions(db)])
    const previewed = rules.find((rule) => rule.id === previewId)
    let preview: PlannedAction[] | undefined
    if (previewed) preview = await planRule(db, previewed, new Date())
    // The viewer reads what a rule does, not the secret a webhook's address may carry (decision 034).
    const shown = (rule: ZoneRule): ZoneRule =>
      c.get('adminRole') === 'owner' || rule.webhookUrl === null
        ? rule
        : { ...rule, webhookUrl: maskedTemplate(rule.webhookUrl) }
    const page = (
      <RulesPage
        rules={rules.map(shown)}
        actions={actions}
        preview={previewed && preview ? { rule: shown(previewed), planned: preview } : undefined}
        errors={errors}
        notice={NOTICES.get(c.req.query('done') ?? '')}
        csrfToken={await formToken(c, FORM)}
        sorts={read.sorts}
        here={withSorts(kept, RULES_TABLES, read.sorts)}
      />
    )
    return renderPage(c, page, { status })
  } catch (error) {
    logError('admin_report_failed', { error: String(error).slice(0, 200) })
    return c.text('The rules could not be read; try again shortly.', 503)
  }
}

/** Why a rule of `scope` would pass the cap of rules a campaign (rules/rule-cap.ts), if it would. */
async function capProblem(db: D1Database | undefined, scope: string) {
  if (!db) return undefined
  try {
    return ruleCapProblem(await listRules(db), scope)
  } catch {
    // Unread, the save that follows meets the same D1 and says so.
    return undefined
  }
}
