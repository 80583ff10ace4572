/**
 * /admin/alerts: where alerts go (which destinations are set, never their URL or token), each
 * alert kind with its threshold and sleep (one form), a test alert, and the log of alerts sent.
 */
import {
  type AlertDestination,
  ALERT_DESTINATION_NAMES,
  ALERT_DESTINATIONS,
  ALERT_KINDS,
  type AlertSetting,
  type SentAlert,
} from '../../alerts'
import { ADMIN_ALERTS_PATH, ADMIN_ALERTS_TEST_PATH, ADMIN_PATH } from '../../shared/paths'
import {
  sortableTable,
  sortByColumns,
  tableSorting,
  type SortColumn,
  type TableSort,
} from '../ui/table-sort'
import { AdminDocument } from '../ui/AdminDocument'
import { Messages } from '../ui/Messages'
import { SortHeaders } from '../ui/SortHeader'
import { TableScroller } from '../ui/TableScroller'

const LOG_CAPTION = 'Alerts sent: the last 50 (column headers sort)'

const LOG_COLUMNS: readonly SortColumn<SentAlert>[] = [
  { id: 'at', label: 'When (UTC)', value: (alert) => alert.at },
  { id: 'kind', label: 'Kind', value: (alert) => alert.kind },
  { id: 'alert', label: 'Alert', value: (alert) => alert.text },
  { id: 'outcome', label: 'Sent to', value: (alert) => alert.outcome },
]

export const ALERTS_TABLES = { log: sortableTable(LOG_COLUMNS, { column: 'at', dir: 'desc' }) }

interface AlertsPageProps {
  settings: readonly AlertSetting[]
  configured: readonly AlertDestination[]
  alerts: readonly SentAlert[]
  errors: readonly string[]
  notice?: string
  /** The owner's form token; none for the viewer, who changes nothing. */
  csrfToken?: string
  sort: TableSort
  here: URLSearchParams
}

export function AlertsPage(props: AlertsPageProps) {
  const { settings, configured, alerts, errors, notice, csrfToken, sort, here } = props
  const sorting = tableSorting(ADMIN_ALERTS_PATH, here, 'log', sort, 'alert-log')
  return (
    <AdminDocument title="Alerts">
      <p>
        <a href={ADMIN_PATH}>Back to the dashboard</a>
      </p>
      <h1>Alerts</h1>
      <p>
        Every 10 minutes, after the zone rules, each alert turned on below is checked; one about the
        same campaign, zone, connection or rule actions is not sent again for its sleep time. Each
        alert sent is in the log below with what each destination answered. Alerts name campaigns,
        zones, connections and figures, never a postback URL, a click id, a key or a token.
      </p>
      <Destinations configured={configured} />
      <Messages items={errors} role="alert" />
      {notice ? <p role="status">{notice}</p> : null}
      <section aria-labelledby="alert-kinds">
        <h2 id="alert-kinds">What to alert about</h2>
        {csrfToken ? (
          <form method="post" action={ADMIN_ALERTS_PATH} className="admin-form">
            <input type="hidden" name="csrf" value={csrfToken} />
            {settings.map((setting) => (
              <KindFields key={setting.kind} setting={setting} />
            ))}
            <div className="admin-form-actions">
              <button type="submit">Save alerts</button>
            </div>
          </form>
        ) : (
          <ul>
            {settings.map((setting) => (
              <li key={setting.kind}>
                {ALERT_KINDS[setting.kind].label}: {setting.enabled ? 'on' : 'off'} (
                {ALERT_KINDS[setting.kind].threshold.label.toLowerCase()} {setting.threshold}, sleep{' '}
                {setting.sleepMinutes} min)
              </li>
            ))}
          </ul>
        )}
        {csrfToken && configured.length > 0 ? (
          <form method="post" action={ADMIN_ALERTS_TEST_PATH} className="admin-link">
            <input type="hidden" name="csrf" value={csrfToken} />
            <button type="submit">Send a test alert</button>
          </form>
        ) : null}
      </section>
      <section aria-labelledby="alert-log">
        <h2 id="alert-log">Alerts sent</h2>
        {alerts.length === 0 ? (
          <p>No alert has been sent yet.</p>
        ) : (
          <TableScroller label={LOG_CAPTION}>
            <table className="admin-table">
              <caption>{LOG_CAPTION}</caption>
              <thead>
                <tr>
                  <SortHeaders columns={LOG_COLUMNS} sorting={sorting} />
                </tr>
              </thead>
              <tbody>
                {sortByColumns(alerts, sorting.sort, LOG_COLUMNS).map((alert) => (
                  <tr key={alert.id}>
                    <th scope="row">{alert.at.slice(0, 16).replace('T', ' ')}</th>
                    <td>{alert.kind}</td>
                    <td className="admin-verdict">{alert.text}</td>
                    <td>{alert.outcome || 'no destination set'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
      </section>
    </AdminDocument>
  )
}

function Destinations({ configured }: { configured: readonly AlertDestination[] }) {
  return (
    <section aria-labelledby="alert-destinations">
      <h2 id="alert-destinations">Where alerts go</h2>
      <p>
        Set by secrets (<code>wrangler secret put …</code>), so no address or token is kept in the
        database or shown here. With none set, no alert is looked for.
      </p>
      <ul>
        {ALERT_DESTINATION_NAMES.map((name) => (
          <li key={name}>
            {ALERT_DESTINATIONS[name].label}: {configured.includes(name) ? 'set' : 'not set'} (
            <code>{ALERT_DESTINATIONS[name].settings}</code>)
          </li>
        ))}
      </ul>
    </section>
  )
}

function KindFields({ setting }: { setting: AlertSetting }) {
  const spec = ALERT_KINDS[setting.kind]
  const id = (field: string) => `${setting.kind}_${field}`
  return (
    <fieldset>
      <legend>{spec.label}</legend>
      <label className="admin-check">
        <input type="checkbox" name={id('enabled')} defaultChecked={setting.enabled} /> On
      </label>
      <label>
        {spec.threshold.label} ({spec.threshold.min} to {spec.threshold.max})
        <input
          name={id('threshold')}
          inputMode="decimal"
          defaultValue={String(setting.threshold)}
        />
      </label>
      <label>
        Sleep (minutes)
        <input name={id('sleep')} inputMode="numeric" defaultValue={String(setting.sleepMinutes)} />
      </label>
    </fieldset>
  )
}
