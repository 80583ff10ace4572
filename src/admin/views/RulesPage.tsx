/**
 * /admin/rules: the rules (with enable, disable, delete and a dry-run preview), the form for a new
 * one, and the audit log of what the rules did, each action with its undo.
 */
import type { PlannedAction } from '../rules/run-rules'
import type { RuleActionRow, ZoneRule } from '../rules/rule-store'
import {
  ADMIN_PATH,
  ADMIN_RULES_CHANGE_PATH,
  ADMIN_RULES_PATH,
  ADMIN_RULES_UNDO_PATH,
} from '../../shared/paths'
import { AdminDocument } from './AdminDocument'
import { DimensionSelect } from './DimensionSelect'
import { Messages } from './Messages'
import { TableScroller } from './TableScroller'

export interface RulesPageProps {
  rules: readonly ZoneRule[]
  actions: readonly RuleActionRow[]
  preview?: { rule: ZoneRule; planned: readonly PlannedAction[] }
  errors: readonly string[]
  notice?: string
  csrfToken: string
}

export function RulesPage({ rules, actions, preview, errors, notice, csrfToken }: RulesPageProps) {
  return (
    <AdminDocument title="Zone rules">
      <p>
        <a href={ADMIN_PATH}>Back to the dashboard</a>
      </p>
      <h1>Zone rules</h1>
      <p>
        A rule picks the zones of its campaigns that a verdict cuts (or that meet a condition) over
        its window, and adds each to that campaign&apos;s block list (what blocklist.txt returns) or
        sends it to a webhook. Enabled rules run every 10 minutes, on the counts already in the
        database; a zone acted on is left alone for the rule&apos;s cool-down. Preview a rule to see
        what it would do now: the preview changes nothing. Pushing to a traffic source&apos;s own
        API (HilltopAds&apos; black list) is not built yet.
      </p>
      <Messages items={errors} role="alert" />
      {notice ? <p role="status">{notice}</p> : null}
      {preview ? <Preview {...preview} /> : null}
      <RuleList rules={rules} csrfToken={csrfToken} />
      <RuleForm csrfToken={csrfToken} />
      <AuditLog actions={actions} csrfToken={csrfToken} />
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
  const action = rule.action === 'block' ? 'block list' : `webhook ${rule.webhookUrl ?? ''}`
  return `${rule.scope} by ${rule.dimension}: ${judged} → ${action}; last ${rule.windowDays} days, cool-down ${rule.cooldownHours} h`
}

function Preview({ rule, planned }: { rule: ZoneRule; planned: readonly PlannedAction[] }) {
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
                <th scope="col">Zone</th>
                <th scope="col">Campaign</th>
                <th scope="col">Would</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {planned.map((action) => (
                <tr key={`${action.campaign}/${action.value}`}>
                  <th scope="row">{action.value}</th>
                  <td>{action.campaign}</td>
                  <td>
                    {action.skipped
                      ? `skip: ${action.skipped}`
                      : rule.action === 'block'
                        ? 'add to the block list'
                        : 'send the webhook'}
                  </td>
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

function RuleList({ rules, csrfToken }: { rules: readonly ZoneRule[]; csrfToken: string }) {
  return (
    <section aria-labelledby="rules">
      <h2 id="rules">Rules</h2>
      {rules.length === 0 ? (
        <p>No rule yet: add one below.</p>
      ) : (
        <TableScroller label="Rules">
          <table className="admin-table">
            <caption>Rules, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Rule</th>
                <th scope="col">What it does</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rules.map((rule) => (
                <tr key={rule.id}>
                  <th scope="row">{rule.id}</th>
                  <td className="admin-verdict">{describeRule(rule)}</td>
                  <td>{rule.enabled ? 'enabled' : 'disabled'}</td>
                  <td className="admin-drill">
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
            <option value="block">Add to the campaign’s block list</option>
            <option value="webhook">Send a webhook (JSON POST)</option>
          </select>
        </label>
        <label>
          Webhook URL (https)
          <input name="webhook_url" type="url" placeholder="https://hooks.example.com/zones" />
        </label>
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
}: {
  actions: readonly RuleActionRow[]
  csrfToken: string
}) {
  return (
    <section aria-labelledby="audit-log">
      <h2 id="audit-log">Audit log</h2>
      {actions.length === 0 ? (
        <p>No rule has acted yet.</p>
      ) : (
        <TableScroller label="Audit log">
          <table className="admin-table">
            <caption>What the rules did, newest first (the last 200)</caption>
            <thead>
              <tr>
                <th scope="col">Zone</th>
                <th scope="col">When (UTC)</th>
                <th scope="col">Rule</th>
                <th scope="col">Campaign</th>
                <th scope="col">Action</th>
                <th scope="col">Outcome</th>
                <th scope="col">Why</th>
                <th scope="col">Undo</th>
              </tr>
            </thead>
            <tbody>
              {actions.map((action) => (
                <tr key={action.id}>
                  <th scope="row">
                    {action.dimension} {action.value}
                  </th>
                  <td>{action.at.slice(0, 16).replace('T', ' ')}</td>
                  <td>{action.ruleId}</td>
                  <td>{action.campaign}</td>
                  <td>{action.action}</td>
                  <td>{action.outcome}</td>
                  <td className="admin-verdict">{action.reason}</td>
                  <td>
                    {action.undone ? (
                      `undone ${action.undone.slice(0, 16).replace('T', ' ')}`
                    ) : action.action === 'block' ? (
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
