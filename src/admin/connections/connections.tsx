/**
 * Cost as the source bills it (docs/decisions/038-cost-sync.md): POST /admin/api/costs (spend
 * pushed in, for the COST_API_TOKEN bearer or the owner), and /admin/connections, the
 * traffic-source accounts whose statistics APIs the cron pulls, with "Test connection" and
 * "Sync now". Mounted by the admin app, whose login guards every path (the viewer reads, the
 * report token gets 403); the screen's posts carry the page's token, as the other forms do.
 */
import { type Context } from 'hono'
import { Hono } from 'hono/tiny'
import { bodyLimit } from 'hono/body-limit'
import { csrf } from 'hono/csrf'
import { siteCurrency } from '../../campaign/conversions'
import type { AppEnv } from '../../http/app-env'
import { renderPage } from '../../render/render-page'
import { logError } from '../../shared/log'
import {
  ADMIN_API_COSTS_PATH,
  ADMIN_CONNECTIONS_DELETE_PATH,
  ADMIN_CONNECTIONS_PATH,
  ADMIN_CONNECTIONS_SYNC_PATH,
  ADMIN_CONNECTIONS_TEST_PATH,
} from '../../shared/paths'
import {
  backfillWindow,
  connectionSecret,
  deleteConnection,
  lastRuns,
  listConnections,
  loadReconciliation,
  queueFullSync,
  readConnection,
  readConnectionForm,
  readPushBody,
  saveConnection,
  syncConnection,
  testConnection,
  writePushes,
  type ConnectionTest,
} from '../../cost-sync'
import { formToken, readOwnerForm, saveThenShow } from '../login/owner-forms'
import { ConnectionsPage } from './ConnectionsPage'
import { shiftDay } from '../../reports/operator-input'

const NO_DATABASE = 'The DB binding is missing: connections and spend cannot be read or saved.'
const STALE = 'The form was out of date; go back, reload it and try again.'
const FORM = 'admin-connections-form'
/** What `?done=` says; a Map, so `?done=__proto__` is an unknown value like any other (a 500 before). */
const NOTICES = new Map([
  [
    'saved',
    'Saved the connection: its last 30 days are read on the next pull (within 10 minutes).',
  ],
  ['deleted', 'Deleted the connection (its pulled spend stays until it is replaced).'],
  ['sync', 'Queued: the last 30 days and today are read now and on the next ticks.'],
])

export function adminConnectionRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.post(ADMIN_API_COSTS_PATH, bodyLimit({ maxSize: 64 * 1024 }), pushCosts)

  routes.use(ADMIN_CONNECTIONS_PATH, csrf())
  routes.use(`${ADMIN_CONNECTIONS_PATH}/*`, csrf())
  routes.get(ADMIN_CONNECTIONS_PATH, (c) => showConnections(c, [], 200))
  routes.post(ADMIN_CONNECTIONS_PATH, bodyLimit({ maxSize: 4 * 1024 }), async function save(c) {
    const form = await readOwnerForm(c, FORM)
    if (!form) return c.text(STALE, 403)
    const read = readConnectionForm(form)
    if (!read.ok) return showConnections(c, [read.error], 400)
    const backfill = backfillWindow(read.form.timeZone, new Date())
    return saveThenShow(
      c,
      (db) => saveConnection(db, read.form, backfill, new Date().toISOString()),
      { page: ADMIN_CONNECTIONS_PATH, notice: 'saved', noDatabase: NO_DATABASE },
    )
  })
  routes.post(ADMIN_CONNECTIONS_DELETE_PATH, bodyLimit({ maxSize: 1024 }), async (c) => {
    const form = await readOwnerForm(c, FORM)
    if (!form) return c.text(STALE, 403)
    return saveThenShow(c, (db) => deleteConnection(db, form('id')), {
      page: ADMIN_CONNECTIONS_PATH,
      notice: 'deleted',
      noDatabase: NO_DATABASE,
    })
  })
  routes.post(ADMIN_CONNECTIONS_SYNC_PATH, bodyLimit({ maxSize: 1024 }), async (c) => {
    const form = await readOwnerForm(c, FORM)
    if (!form) return c.text(STALE, 403)
    const db = c.env.DB
    if (!db) return c.text(NO_DATABASE, 503)
    const connection = await readConnection(db, form('id'))
    if (!connection) return showConnections(c, ['No such connection.'], 400)
    return saveThenShow(
      c,
      async () => {
        const now = new Date()
        await queueFullSync(db, connection.id, backfillWindow(connection.timeZone, now))
        const queued = await readConnection(db, connection.id)
        // Started now, finished by the ticks after it (each within its request budget).
        if (queued && !queued.verifyFirst)
          c.executionCtx.waitUntil(syncConnection(c.env, db, queued, now).catch(() => undefined))
      },
      { page: ADMIN_CONNECTIONS_PATH, notice: 'sync', noDatabase: NO_DATABASE },
    )
  })
  routes.post(ADMIN_CONNECTIONS_TEST_PATH, bodyLimit({ maxSize: 1024 }), async (c) => {
    const form = await readOwnerForm(c, FORM)
    if (!form) return c.text(STALE, 403)
    const db = c.env.DB
    if (!db) return c.text(NO_DATABASE, 503)
    const connection = await readConnection(db, form('id'))
    if (!connection) return showConnections(c, ['No such connection.'], 400)
    const tested = await testConnection(c.env, db, connection, new Date())
    return showConnections(c, [], 200, { id: connection.id, ...tested })
  })
  return routes
}

/** POST /admin/api/costs: JSON in, what was written out; 400 naming the bad field. */
async function pushCosts(c: Context<AppEnv>) {
  const db = c.env.DB
  if (!db) return c.json({ error: NO_DATABASE }, 503)
  if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) {
    return c.json({ error: 'Send the body as application/json.' }, 415)
  }
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    return c.json({ error: 'The body is not JSON.' }, 400)
  }
  const read = await readPushBody(body, db, c.env.SITE_CURRENCY)
  if (!read.ok) return c.json({ error: read.error }, 400)
  try {
    const written = await writePushes(db, read.pushes, Date.now())
    return c.json({ written })
  } catch (error) {
    logError('cost_sync_failed', { error: String(error).slice(0, 200) })
    return c.json({ error: 'The spend could not be saved; nothing was written. Try again.' }, 503)
  }
}

async function showConnections(
  c: Context<AppEnv>,
  errors: string[],
  status: 200 | 400,
  tested?: ConnectionTest & { id: string },
) {
  const db = c.env.DB
  if (!db) return c.text(NO_DATABASE, 503)
  try {
    const today = new Date().toISOString().slice(0, 10)
    const [connections, runs, reconciliation] = await Promise.all([
      listConnections(db),
      lastRuns(db),
      loadReconciliation(db, { from: shiftDay(today, -7), to: shiftDay(today, 1) }),
    ])
    const page = (
      <ConnectionsPage
        connections={connections.map((connection) => ({
          connection,
          secretSet: connectionSecret(c.env, connection.secretName) !== undefined,
          ...(runs.get(connection.id) && { lastRun: runs.get(connection.id)! }),
        }))}
        siteCurrency={siteCurrency(c.env.SITE_CURRENCY)}
        csrfToken={await formToken(c, FORM)}
        errors={errors}
        notice={NOTICES.get(c.req.query('done') ?? '')}
        reconciliation={reconciliation}
        {...(tested && { tested })}
      />
    )
    return renderPage(c, page, { status })
  } catch (error) {
    logError('admin_dashboard_failed', { error: String(error).slice(0, 200) })
    return c.text('The connections could not be read; try again shortly.', 503)
  }
}
