/**
 * /admin/alerts: the alert kinds' settings (one form), a test alert, and the log of alerts sent;
 * the alerts themselves are sent by the 10-minute Cron Trigger (alerts/run-alerts.ts). Writes are
 * refused unless they come from the page: Hono's csrf middleware checks Origin, and the page's
 * token must match.
 */
import { type Context } from 'hono'
import { Hono } from 'hono/tiny'
import { bodyLimit } from 'hono/body-limit'
import { csrf } from 'hono/csrf'
import type { AppEnv } from '../../http/app-env'
import { renderPage } from '../../render/render-page'
import { logError } from '../../shared/log'
import { ADMIN_ALERTS_PATH, ADMIN_ALERTS_TEST_PATH } from '../../shared/paths'
import { formToken, readOwnerForm, saveThenShow } from '../login/owner-forms'
import {
  ALERT_DESTINATION_NAMES,
  ALERT_DESTINATIONS,
  sendAlert,
  readAlertForm,
  listAlerts,
  loadAlertSettings,
  recordAlert,
  saveAlertSettings,
} from '../../alerts'
import { readTableSorts, withSorts } from '../ui/table-sort'
import { ALERTS_TABLES, AlertsPage } from './AlertsPage'

const NO_DATABASE = 'The DB binding is missing: alerts cannot be read or saved.'

/** This screen's forms: their token's purpose, and a change saved then this page shown again. */
const FORM = 'admin-alerts-form'
const save = (
  c: Context<AppEnv>,
  change: (db: D1Database) => Promise<unknown>,
  notice: string | (() => string),
) => saveThenShow(c, change, { page: ADMIN_ALERTS_PATH, notice, noDatabase: NO_DATABASE })
const STALE = 'The form was out of date; go back, reload it and try again.'
const NOTICES: Record<string, string> = {
  saved: 'Saved the alerts.',
  tested: 'Sent a test alert: what each destination answered is in the log below.',
}

export function adminAlertRoutes(): Hono<AppEnv> {
  const alerts = new Hono<AppEnv>()
  alerts.use(`${ADMIN_ALERTS_PATH}/*`, csrf())
  alerts.use(ADMIN_ALERTS_PATH, csrf())

  alerts.get(ADMIN_ALERTS_PATH, (c) => showAlerts(c, [], 200))

  alerts.post(ADMIN_ALERTS_PATH, bodyLimit({ maxSize: 4 * 1024 }), async function saveAlerts(c) {
    const form = await readOwnerForm(c, FORM)
    if (!form) return c.text(STALE, 403)
    const read = readAlertForm(form)
    if (!read.ok) return showAlerts(c, read.errors, 400)
    return save(c, (db) => saveAlertSettings(db, read.settings, new Date()), 'saved')
  })

  alerts.post(ADMIN_ALERTS_TEST_PATH, bodyLimit({ maxSize: 1024 }), async function test(c) {
    const form = await readOwnerForm(c, FORM)
    if (!form) return c.text(STALE, 403)
    return save(
      c,
      async (db) => {
        const now = new Date()
        const message = {
          kind: 'test',
          subject: 'test',
          text: 'A test alert from the campaign dashboard: alerts reach this place.',
          at: now.toISOString(),
        }
        const outcomes = await sendAlert(c.env, message, fetch)
        await recordAlert(db, { ...message, outcome: outcomes.join('; ') })
      },
      'tested',
    )
  })
  return alerts
}

async function showAlerts(c: Context<AppEnv>, errors: string[], status: 200 | 400) {
  const db = c.env.DB
  if (!db) return c.text(NO_DATABASE, 503)
  const read = readTableSorts((name) => c.req.query(name), ALERTS_TABLES)
  if (read.errors.length) {
    errors = [...errors, ...read.errors]
    status = 400
  }
  try {
    const [settings, alerts] = await Promise.all([loadAlertSettings(db), listAlerts(db)])
    const configured = ALERT_DESTINATION_NAMES.filter((name) =>
      ALERT_DESTINATIONS[name].configured(c.env),
    )
    const done = c.req.query('done') ?? ''
    const page = (
      <AlertsPage
        settings={settings}
        configured={configured}
        alerts={alerts}
        errors={errors}
        notice={Object.hasOwn(NOTICES, done) ? NOTICES[done] : undefined}
        csrfToken={await formToken(c, FORM)}
        sort={read.sorts.log}
        here={withSorts(new URLSearchParams(), ALERTS_TABLES, read.sorts)}
      />
    )
    return renderPage(c, page, { status })
  } catch (error) {
    logError('admin_report_failed', { error: String(error).slice(0, 200) })
    return c.text('The alerts could not be read; try again shortly.', 503)
  }
}
