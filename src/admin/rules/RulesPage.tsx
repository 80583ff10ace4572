/**
 * /admin/rules: the rules (with enable, disable, delete and a dry-run preview), the form for a new
 * one, and the audit log of what the rules did, each action with its undo.
 */
import {
  isRuleAction,
  RULE_ACTION_NAMES,
  RULE_ACTIONS,
  PUSH_TARGETS,
  type PlannedAction,
  type PushSource,
  type RuleActionRow,
  type ZoneRule,
} from '../../zone-rules'
import {
  ADMIN_PATH,
  ADMIN_RULES_CHANGE_PATH,
  ADMIN_RULES_PATH,
  ADMIN_RULES_UNDO_PATH,
} from '../../shared/paths'
import {
  sortableTable,
  sortByColumns,
  tableSorting,
  type SortColumn,
  type Sorting,
  type TableSort,
} from '../ui/table-sort'
import { AdminDocument } from '../ui/AdminDocument'
import { DimensionSelect } from '../ui/DimensionSelect'
import { Messages } from '../ui/Messages'
import { SortHeaders } from '../ui/SortHeader'
import { TableScroller } from '../ui/TableScroller'

const at = (iso: string) => iso.slice(0, 16).replace('T', ' ')

/** The tables' names (each table's scroller is named as it, apart from its section's heading). */
const RULES_CAPTION = 'Rules (column headers sort)'
const AUDIT_CAPTION = 'What the rules did: the last 200 actions (column headers sort)'

const RULE_COLUMNS: readonly SortColumn<ZoneRule>[] = [
  { id: 'rule', label: 'Rule', numeric: true, value: (rule) => rule.id },
  { id: 'what', label: 'What it does', value: (rule) => describeRule(rule) },
  { id: 'state', label: 'State', value: (rule) => (rule.enabled ? 'enabled' : 'disabled') },
]

const AUDIT_COLUMNS: readonly SortColumn<RuleActionRow>[] = [
  { id: 'zone', label: 'Zone', value: (action) => `${action.dimension} ${action.value}` },
  { id: 'at', label: 'When (UTC)', value: (action) => action.at },
  { id: 'rule', label: 'Rule', numeric: true, value: (action) => action.ruleId },
  { id: 'campaign', label: 'Campaign', value: (action) => action.campaign },
  { id: 'action', label: 'Action', value: (action) => action.action },
  { id: 'outcome', label: 'Outcome', value: (action) => action.outcome },
  { id: 'why', label: 'Why', value: (action) => action.reason },
  { id: 'undo', label: 'Undo', value: (action) => action.undone ?? undefined },
]

const PREVIEW_COLUMNS: readonly SortColumn<PlannedAction>[] = [
  { id: 'zone', label: 'Zone', value: (action) => action.value },
  { id: 'campaign', label: 'Campaign', value: (action) => action.campaign },
  { id: 'would', label: 'Would', value: (action) => wouldDo(action) },
  { id: 'why', label: 'Why', value: (action) => action.reason },
]

/** The page's sortable tables (`?{table}_sort=&{table}_dir=`) and their usual orders. */
export const RULES_TABLES = {
  rules: sortableTable(RULE_COLUMNS, { column: 'rule', dir: 'asc' }),
  audit: sortableTable(AUDIT_COLUMNS, { column: 'at', dir: 'desc' }),
  preview: sortableTable(PREVIEW_COLUMNS, { column: 'zone', dir: 'asc' }),
}
type RulesTable = keyof typeof RULES_TABLES

interface RulesPageProps {
  rules: readonly ZoneRule[]
  actions: readonly RuleActionRow[]
  preview?: { rule: ZoneRule; planned: readonly PlannedAction[] }
  errors: readonly string[]
  notice?: string
  csrfToken: string
  /** Each table's order, and the query its sort links keep (the preview, the other orders). */
  sorts: Record<RulesTable, TableSort>
  here: URLSearchParams
}

export function RulesPage({
  rules,
  actions,
  preview,
  errors,
  notice,
  csrfToken,
  sorts,
  here,
}: RulesPageProps) {
  const sorting = (table: RulesTable, anchor: string) =>
    tableSorting(ADMIN_RULES_PATH, here, table, sorts[table], anchor)
  return (
    <AdminDocument title="Zone rules">
      <p>
        <a href={ADMIN_PATH}>Back to the dashboard</a>
      </p>
      <h1>Zone rules</h1>
      <p>
        A rule picks the zones of its campaigns that a verdict cuts (or that meet a condition) over
        its window, and adds each to that campaign&apos;s block list (what blocklist.txt returns),
        sends it to a webhook, or pushes it to the traffic source&apos;s own black list. Enabled
        rules run every 10 minutes, on the counts already in the database; a zone acted on is left
        alone for the rule&apos;s cool-down. Preview a rule to see what it would do now: the preview
        changes nothing.
      </p>
      <p>
        Pushing works only where a source has an API for its black list. It needs the
        campaign&apos;s source and that source&apos;s campaign id saved on the campaign&apos;s
        report page and the source&apos;s secret; the log keeps each request (without the key) and
        its answer. Where the request is graded C (not in the source&apos;s public documentation), a
        rule pushes only once &ldquo;push verified&rdquo; is switched on for the campaign&apos;s
        source, after you have checked the request in the API documentation of your account. Undoing
        a push takes the zone off the source&apos;s black list where the source documents a removal
        (the answer is added to the log); elsewhere the page says to remove it by hand. Other
        sources: use the block list or a webhook.
      </p>
      <PushTargets />
      <Messages items={errors} role="alert" />
      {notice ? <p role="status">{notice}</p> : null}
      {preview ? <Preview {...preview} sorting={sorting('preview', 'preview')} /> : null}
      <RuleList rules={rules} csrfToken={csrfToken} sorting={sorting('rules', 'rules')} />
      <RuleForm csrfToken={csrfToken} />
      <AuditLog actions={actions} csrfToken={csrfToken} sorting={sorting('audit', 'audit-log')} />
    </AdminDocument>
  )
}

function describeRule(rule: ZoneRule): string {
  const judged =
    rule.judge === 'cut'
      ? 'verdict cut (95 %)'
      : rule.judge === 'cut99'
        ? 'verdict cut, strict (99 %)'
        : [
            rule.minSpendPayouts !== null && `spent ≥ ${rule.minSpendPayouts}× payout`,
            rule.minLandings !== null && `landings ≥ ${rule.minLandings}`,
            rule.maxSignups !== null && `signups ≤ ${rule.maxSignups}`,
            rule.maxRoi !== null && `ROI < ${rule.maxRoi} %`,
            rule.minBotShare !== null && `bots ≥ ${Math.round(rule.minBotShare * 100)} %`,
          ]
            .filter(Boolean)
            .join(', ')
  const action = RULE_ACTIONS[rule.action].describe(rule)
  return `${rule.scope} by ${rule.dimension}: ${judged} → ${action}; last ${rule.windowDays} days, cool-down ${rule.cooldownHours} h`
}

/** What the preview says a rule would do with one zone. */
function wouldDo(action: PlannedAction): string {
  if (action.skipped) return `skip: ${action.skipped}`
  return RULE_ACTIONS[action.rule.action].would(action)
}

/** Each source a zone can be pushed to: its secret, its grade, verify first or not, its undo. */
function PushTargets() {
  const names = Object.keys(PUSH_TARGETS) as PushSource[]
  return (
    <ul>
      {names.map((id) => {
        const target: (typeof PUSH_TARGETS)[PushSource] = PUSH_TARGETS[id]
        return (
          <li key={id}>
            {target.name} (<code>{target.secret}</code>): graded {target.grade};{' '}
            {target.verifyFirst ? 'verify first' : 'no verification needed'};{' '}
            {'remove' in target ? 'an undo takes the zone off there' : 'an undo there is by hand'}.
          </li>
        )
      })}
    </ul>
  )
}

function Preview({
  rule,
  planned,
  sorting,
}: {
  rule: ZoneRule
  planned: readonly PlannedAction[]
  sorting: Sorting
}) {
  return (
    <section aria-labelledby="preview">
      <h2 id="preview">Preview of rule {rule.id} (a dry run: nothing was changed)</h2>
      <p>{describeRule(rule)}</p>
      {planned.length === 0 ? (
        <p>It would act on no zone now.</p>
      ) : (
        <TableScroller label={`Preview of rule ${rule.id}`}>
          <table className="admin-table">
            <caption>What rule {rule.id} would do now</caption>
            <thead>
              <tr>
                <SortHeaders columns={PREVIEW_COLUMNS} sorting={sorting} />
              </tr>
            </thead>
            <tbody>
              {sortByColumns(planned, sorting.sort, PREVIEW_COLUMNS).map((action) => (
                <tr key={`${action.campaign}/${action.value}`}>
                  <th scope="row">{action.value}</th>
                  <td>{action.campaign}</td>
                  <td>{wouldDo(action)}</td>
                  <td className="admin-verdict">{action.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </section>
  )
}

function Hidden({ csrfToken, id }: { csrfToken: string; id?: number }) {
  return (
    <>
      <input type="hidden" name="csrf" value={csrfToken} />
      {id !== undefined ? <input type="hidden" name="id" value={id} /> : null}
    </>
  )
}

function RuleList({
  rules,
  csrfToken,
  sorting,
}: {
  rules: readonly ZoneRule[]
  csrfToken: string
  sorting: Sorting
}) {
  return (
    <section aria-labelledby="rules">
      <h2 id="rules">Rules</h2>
      {rules.length === 0 ? (
        <p>No rule yet: add one below.</p>
      ) : (
        <TableScroller label={RULES_CAPTION}>
          <table className="admin-table">
            <caption>{RULES_CAPTION}</caption>
            <thead>
              <tr>
                <SortHeaders columns={RULE_COLUMNS} sorting={sorting} />
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {sortByColumns(rules, sorting.sort, RULE_COLUMNS).map((rule) => (
                <tr key={rule.id}>
                  <th scope="row">{rule.id}</th>
                  <td className="admin-verdict">{describeRule(rule)}</td>
                  <td>{rule.enabled ? 'enabled' : 'disabled'}</td>
                  <td className="admin-row-actions">
                    <a href={`${ADMIN_RULES_PATH}?preview=${rule.id}#preview`}>
                      Preview rule {rule.id}
                    </a>
                    <form className="admin-link" method="post" action={ADMIN_RULES_CHANGE_PATH}>
                      <Hidden csrfToken={csrfToken} id={rule.id} />
                      <button name="op" value={rule.enabled ? 'disable' : 'enable'}>
                        {rule.enabled ? 'Disable' : 'Enable'} rule {rule.id}
                      </button>{' '}
                      <button name="op" value="delete">
                        Delete rule {rule.id}
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </section>
  )
}

function RuleForm({ csrfToken }: { csrfToken: string }) {
  return (
    <section aria-labelledby="new-rule">
      <h2 id="new-rule">New rule</h2>
      <form className="admin-form" method="post" action={ADMIN_RULES_PATH}>
        <Hidden csrfToken={csrfToken} />
        <label>
          Scope
          <input name="scope" required placeholder="ts_main, ts_* or *" maxLength={65} />
        </label>
        <DimensionSelect label="Dimension" value="sub1" />
        <label>
          Picks zones by
          <select name="judge" defaultValue="cut">
            <option value="cut">Verdict cut (95 %: 3× payout, no conversion)</option>
            <option value="cut99">Verdict cut, strict (99 %: 4.6×)</option>
            <option value="condition">The condition below</option>
          </select>
        </label>
        <fieldset className="admin-form-wide">
          <legend>Condition (every threshold filled must hold)</legend>
          <label>
            Spent at least (× payout)
            <input name="min_spend_payouts" inputMode="decimal" />
          </label>
          <label>
            Landings at least
            <input name="min_landings" inputMode="numeric" />
          </label>
          <label>
            Signups at most
            <input name="max_signups" inputMode="numeric" />
          </label>
          <label>
            ROI under (%)
            <input name="max_roi" inputMode="decimal" />
          </label>
          <label>
            Bots at least (% of visits)
            <input name="min_bot_percent" inputMode="decimal" />
          </label>
        </fieldset>
        <label>
          Action
          <select name="action" defaultValue="block">
            {RULE_ACTION_NAMES.map((name) => (
              <option key={name} value={name}>
                {RULE_ACTIONS[name].label}
              </option>
            ))}
          </select>
        </label>
        {RULE_ACTION_NAMES.flatMap((name) =>
          RULE_ACTIONS[name].fields.map((own) => (
            <label key={own.name}>
              {own.label}
              <input name={own.name} type={own.type} placeholder={own.placeholder} />
            </label>
          )),
        )}
        <label>
          Window (days)
          <input name="window_days" inputMode="numeric" defaultValue="7" />
        </label>
        <label>
          Cool-down (hours)
          <input name="cooldown_hours" inputMode="numeric" defaultValue="24" />
        </label>
        <label className="admin-check">
          <input type="checkbox" name="enabled" /> Enabled (runs every 10 minutes)
        </label>
        <div className="admin-form-actions">
          <button type="submit">Save rule</button>
        </div>
      </form>
    </section>
  )
}

function AuditLog({
  actions,
  csrfToken,
  sorting,
}: {
  actions: readonly RuleActionRow[]
  csrfToken: string
  sorting: Sorting
}) {
  return (
    <section aria-labelledby="audit-log">
      <h2 id="audit-log">Audit log</h2>
      {actions.length === 0 ? (
        <p>No rule has acted yet.</p>
      ) : (
        <TableScroller label={AUDIT_CAPTION}>
          <table className="admin-table">
            <caption>{AUDIT_CAPTION}</caption>
            <thead>
              <tr>
                <SortHeaders columns={AUDIT_COLUMNS} sorting={sorting} />
              </tr>
            </thead>
            <tbody>
              {sortByColumns(actions, sorting.sort, AUDIT_COLUMNS).map((action) => (
                <tr key={action.id}>
                  <th scope="row">
                    {action.dimension} {action.value}
                  </th>
                  <td>{at(action.at)}</td>
                  <td>{action.ruleId}</td>
                  <td>{action.campaign}</td>
                  <td>{action.action}</td>
                  <td>{action.outcome}</td>
                  <td className="admin-verdict">{action.reason}</td>
                  <td>
                    {action.undone ? (
                      `undone ${at(action.undone)}`
                    ) : isRuleAction(action.action) && RULE_ACTIONS[action.action].undo ? (
                      <form className="admin-link" method="post" action={ADMIN_RULES_UNDO_PATH}>
                        <Hidden csrfToken={csrfToken} id={action.id} />
                        <button type="submit">Undo {action.value}</button>
                      </form>
                    ) : (
                      '–'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </section>
  )
}
