/**
 * The operator's routes in the app's route table, with the operator's code loaded on its first
 * request: a public page's cold start evaluates none of it (its dashboard formats alone started
 * ICU, several ms of CPU). wrangler's esbuild bundles `import('./admin')` into the one worker
 * file as a module evaluated on first import, not as the isolate starts.
 *
 * ADMIN_ROUTES is admin.tsx's own table (method, path), in its order: each entry here runs the
 * handler at the same place in it, so middleware and handlers compose exactly as
 * `app.route('/', admin)` composed them. test/unit/admin/lazy-admin.test.ts keeps the two
 * equal: a route added to the operator's app fails it until it is listed here too.
 */
import { Hono } from 'hono'
import type { AppEnv } from '../http/app-env'
import {
  ADMIN_BLOCKLIST_PATH,
  ADMIN_COSTS_PATH,
  ADMIN_EXPORT_PATH,
  ADMIN_PATH,
  ADMIN_REPORT_CSV_PATH,
  ADMIN_REPORT_PATH,
  ADMIN_REVENUE_EXPORT_PATH,
  POSTBACKS_DELETE_PATH,
  POSTBACKS_PATH,
} from '../shared/paths'

export const ADMIN_ROUTES: readonly (readonly [method: string, path: string])[] = [
  ['ALL', ADMIN_PATH],
  ['ALL', `${ADMIN_PATH}/*`],
  ['ALL', `${POSTBACKS_PATH}/*`],
  ['ALL', POSTBACKS_PATH],
  ['GET', POSTBACKS_PATH],
  ['POST', POSTBACKS_PATH],
  ['POST', POSTBACKS_PATH],
  ['GET', POSTBACKS_DELETE_PATH],
  ['POST', POSTBACKS_DELETE_PATH],
  ['POST', POSTBACKS_DELETE_PATH],
  ['ALL', ADMIN_COSTS_PATH],
  ['GET', ADMIN_REPORT_PATH],
  ['POST', ADMIN_COSTS_PATH],
  ['POST', ADMIN_COSTS_PATH],
  ['GET', ADMIN_PATH],
  ['GET', ADMIN_EXPORT_PATH],
  ['GET', ADMIN_REVENUE_EXPORT_PATH],
  ['GET', ADMIN_REPORT_CSV_PATH],
  ['GET', ADMIN_BLOCKLIST_PATH],
]

export const admin = new Hono<AppEnv>()

ADMIN_ROUTES.forEach(([method, path], index) => {
  admin.on(method, path, async function loadAdmin(c, next) {
    const { admin: loaded } = await import('./admin')
    return loaded.routes[index]!.handler(c, next)
  })
})
