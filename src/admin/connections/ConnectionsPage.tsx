/**
 * /admin/connections: the traffic-source accounts whose statistics APIs the cron pulls spend
 * from (each with its secret's name, never its value, whether that secret is set, its time zone,
 * currency, grade and last pull), their "Test connection" and "Sync now" buttons, the answer of
 * a test, and the form that adds or changes one. Plain forms: they work without JavaScript.
 */
import {
  ALL_COST_SOURCES,
  costSource,
  type ConnectionTest,
  type CostConnection,
  type ReconciliationRow,
  type SyncRun,
} from '../../cost-sync'
import { formatMicros } from '../../campaign/core'
import {
  ADMIN_CONNECTIONS_DELETE_PATH,
  ADMIN_CONNECTIONS_PATH,
  ADMIN_CONNECTIONS_SYNC_PATH,
  ADMIN_CONNECTIONS_TEST_PATH,
  ADMIN_PARTNERS_PATH,
  ADMIN_PATH,
  ADMIN_REPORT_PATH,
} from '../../shared/paths'
import { AdminDocument } from '../ui/AdminDocument'
import { Messages } from '../ui/Messages'
import { TableScroller } from '../ui/TableScroller'
import { TIME_ZONE_CHOICES } from '../ui/time-zones'

export interface ConnectionRow {
  connection: CostConnection
  secretSet: boolean
  lastRun?: SyncRun
}

export interface ConnectionsPageProps {
  connections: readonly ConnectionRow[]
  siteCurrency: string
  csrfToken: string
  errors: readonly string[]
  notice?: string
  tested?: ConnectionTest & { id: string }
  reconciliation: readonly ReconciliationRow[]
}

export function ConnectionsPage(props: ConnectionsPageProps) {
  const { connections, siteCurrency, csrfToken, errors, notice, tested, reconciliation } = props
  return (
    <AdminDocument title="Cost connections">
      <p>
        <a href={ADMIN_PATH}>Back to the dashboard</a>
      </p>
      <h1>Cost connections</h1>
      <p>
        Spend as the source bills it: every 10 minutes the site reads each connected account’s
        statistics API (today every 30 minutes, the last 5 closed days once a day 2 hours after the
        source’s midnight, 30 days when connected or on “Sync now”) and keeps one figure per source
        day and zone, replaced on every re-read. The API token is a secret: put it in with{' '}
        <code>wrangler secret put NAME</code> and give only its NAME here. A campaign is matched by
        the source’s campaign id saved on its <a href={ADMIN_REPORT_PATH}>report</a> page (its
        traffic source form). Grades: A the source’s own documentation, B a tracker’s published
        integration, C seen only in public code (“verify first”: nothing is pulled until you have
        tested it and turned the switch off). Spend in a currency other than {siteCurrency} is
        written only at a rate set on <a href={ADMIN_PARTNERS_PATH}>partners</a>.
      </p>
      <Messages items={errors} role="alert" />
      {notice ? <p role="status">{notice}</p> : null}
      {tested ? <TestAnswer tested={tested} /> : null}
      <section aria-labelledby="connections">
        <h2 id="connections">Connected accounts</h2>
        {connections.length === 0 ? (
          <p>No account is connected.</p>
        ) : (
          <TableScroller label="Table of connected accounts">
            <table className="admin-table">
              <caption>Connected accounts and their last pull</caption>
              <thead>
                <tr>
                  <th scope="col">Connection</th>
                  <th scope="col">Source (grade)</th>
                  <th scope="col">Secret</th>
                  <th scope="col">Time zone</th>
                  <th scope="col">Currency</th>
                  <th scope="col">Last pull</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {connections.map((row) => (
                  <ConnectionLine key={row.connection.id} row={row} csrfToken={csrfToken} />
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
      </section>
      <Reconciliation rows={reconciliation} />
      <ConnectionForm csrfToken={csrfToken} siteCurrency={siteCurrency} />
    </AdminDocument>
  )
}

function ConnectionLine({ row, csrfToken }: { row: ConnectionRow; csrfToken: string }) {
  const { connection, secretSet, lastRun } = row
  const source = costSource(connection.source)
  return (
    <tr>
      <th scope="row">
        {connection.id}
        {connection.accountRef ? ` (${connection.accountRef})` : ''}
      </th>
      <td>
        {source ? `${source.name} (${source.grade})` : connection.source}
        {connection.verifyFirst ? ', verify first: not pulled' : ''}
        {source && !source.readPage ? ', test only' : ''}
      </td>
      <td>
        <code>{connection.secretName}</code> {secretSet ? 'set' : 'not set: not connected'}
      </td>
      <td>{connection.timeZone}</td>
      <td>{connection.currency}</td>
      <td className="admin-verdict">{lastRun ? runWords(lastRun) : 'never'}</td>
      <td className="admin-row-actions">
        <ActionButton path={ADMIN_CONNECTIONS_TEST_PATH} id={connection.id} csrfToken={csrfToken}>
          Test connection
        </ActionButton>
        <ActionButton path={ADMIN_CONNECTIONS_SYNC_PATH} id={connection.id} csrfToken={csrfToken}>
          Sync now
        </ActionButton>
        <ActionButton path={ADMIN_CONNECTIONS_DELETE_PATH} id={connection.id} csrfToken={csrfToken}>
          Delete
        </ActionButton>
      </td>
    </tr>
  )
}

function ActionButton(props: { path: string; id: string; csrfToken: string; children: string }) {
  return (
    <form method="post" action={props.path} className="admin-link">
      <input type="hidden" name="csrf" value={props.csrfToken} />
      <input type="hidden" name="id" value={props.id} />
      <button type="submit" aria-label={`${props.children}: ${props.id}`}>
        {props.children}
      </button>
    </form>
  )
}

/** A run in words: its status, when (UTC), the days read and what it said. */
export function runWords(run: SyncRun): string {
  const at = new Date(run.finished).toISOString().slice(0, 16).replace('T', ' ')
  const days =
    run.windowFrom === run.windowTo ? run.windowFrom : `${run.windowFrom}…${run.windowTo}`
  const said = run.error ? `: ${run.error}` : ''
  return `${run.status} at ${at} UTC, ${days}, ${run.rows} rows${said}`
}

function TestAnswer({ tested }: { tested: ConnectionTest & { id: string } }) {
  return (
    <section aria-labelledby="tested" className="admin-notice">
      <h2 id="tested">Test of {tested.id}</h2>
      <dl>
        <dt>Request (token cut out)</dt>
        <dd>
          <code>{tested.request}</code>
        </dd>
        <dt>Status</dt>
        <dd>
          {tested.status || 'no answer'} ({tested.outcome})
        </dd>
        <dt>It answered</dt>
        <dd>
          <pre className="admin-answer">{tested.said}</pre>
        </dd>
      </dl>
    </section>
  )
}

function ConnectionForm({ csrfToken, siteCurrency }: { csrfToken: string; siteCurrency: string }) {
  return (
    <section aria-labelledby="connect">
      <h2 id="connect">Connect an account (or change one, by its name)</h2>
      <form className="admin-form" method="post" action={ADMIN_CONNECTIONS_PATH}>
        <input type="hidden" name="csrf" value={csrfToken} />
        <label>
          Connection name
          <input name="id" required maxLength={40} autoComplete="off" placeholder="exo-main" />
        </label>
        <label>
          Source
          <select name="source" required>
            {ALL_COST_SOURCES.map((source) => (
              <option key={source.id} value={source.id}>
                {`${source.name} (${source.grade}${source.verifyFirst ? ', verify first' : ''})`}
              </option>
            ))}
          </select>
        </label>
        <label>
          Account id at the source (optional, shown only)
          <input name="account_ref" maxLength={64} autoComplete="off" />
        </label>
        <label>
          Name of the secret holding the API token
          <input
            name="secret_name"
            required
            maxLength={60}
            autoComplete="off"
            spellCheck={false}
            placeholder="EXOCLICK_API_TOKEN"
          />
        </label>
        <label>
          Statistics’ time zone (empty: the source’s documented one, else UTC)
          <input name="tz" list="connection-zones" maxLength={64} autoComplete="off" />
        </label>
        <datalist id="connection-zones">
          {TIME_ZONE_CHOICES.map(({ zone, label }) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </datalist>
        <label>
          Currency the account is billed in
          <input name="currency" required maxLength={3} defaultValue={siteCurrency} />
        </label>
        <label className="admin-check">
          <input type="checkbox" name="verify_first" defaultChecked />
          Verify first: test only, pull nothing (turn off once the test’s answer looks right)
        </label>
        <div className="admin-form-actions">
          <button type="submit">Save connection</button>
        </div>
      </form>
      <h3>What each source’s grade means here</h3>
      <ul>
        {ALL_COST_SOURCES.map((source) => (
          <li key={source.id}>
            {source.name} ({source.grade}): {source.gradeNote}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** API spend beside the macro's and the manual cost's, per campaign and source day. */
function Reconciliation({ rows }: { rows: readonly ReconciliationRow[] }) {
  return (
    <section aria-labelledby="reconciliation">
      <h2 id="reconciliation">Reconciliation, last 7 days</h2>
      <p>
        Per campaign and source day (in the day’s own zone): what the source billed beside what the
        cost macro and the manual cost say for the same hours (where the source billed, its figure
        is the cost), our landings against the source’s clicks, and the last pull. Today’s spend is
        as of its last read. Counts are the flushed ones (at most 20 seconds behind).
      </p>
      {rows.length === 0 ? (
        <p>No pulled or pushed spend in the last 7 days.</p>
      ) : (
        <TableScroller label="Table of source spend against our counts">
          <table className="admin-table">
            <caption>Source spend against the site’s own counts</caption>
            <thead>
              <tr>
                <th scope="col">Campaign, day</th>
                <th scope="col">Source spend</th>
                <th scope="col">Macro spend</th>
                <th scope="col">Manual spend</th>
                <th scope="col">Landings</th>
                <th scope="col">Source clicks</th>
                <th scope="col">Click loss</th>
                <th scope="col">Read</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.campaign}|${row.sourceDay}|${row.timeZone}`}>
                  <th scope="row">
                    {row.campaign}, {row.sourceDay} ({row.timeZone})
                  </th>
                  <td className="num">{formatMicros(row.apiMicros)}</td>
                  <td className="num">{formatMicros(row.macroMicros)}</td>
                  <td className="num">{formatMicros(row.manualMicros)}</td>
                  <td className="num">{row.landings}</td>
                  <td className="num">{row.apiClicks ?? '–'}</td>
                  <td className="num">
                    {row.clickLoss === null ? '–' : `${(row.clickLoss * 100).toFixed(1)} %`}
                  </td>
                  <td className="admin-verdict">
                    as of {new Date(row.fetchedAt).toISOString().slice(11, 16)} UTC
                    {row.lastRun && row.lastRun.status !== 'ok'
                      ? `; last pull ${row.lastRun.status}`
                      : ''}
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
