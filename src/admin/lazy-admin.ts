/**
 * The operator's routes in the app's route table, with the operator's app built on its first
 * request: a public page's cold start runs none of it (its dashboard formats alone started ICU,
 * several ms of CPU). Its modules are imported statically, not with `import()`: esbuild wraps a
 * dynamically imported module and everything it imports (here most of the site) in lazy
 * initialisers, which V8 parses once as the isolate starts and again as each runs; without
 * them a fresh isolate's exec to first response was about 2-3 ms less CPU
 * (docs/decisions/010-lazily-built-admin-app.md). A module of the operator's declares functions
 * and constants only.
 *
 * ADMIN_ROUTES is admin.tsx's own table (method, path), in its order: each entry here runs the
 * handler at the same place in it, so middleware and handlers compose exactly as
 * `app.route('/', admin)` composed them. test/unit/admin/lazy-admin.test.ts keeps the two
 * equal: a route added to the operator's app fails it until it is listed here too.
 */
import { Hono } from 'hono/tiny'
import { buildOperatorApp } from './admin'
import type { AppEnv } from '../http/app-env'
import {
  ADMIN_ALERTS_PATH,
  ADMIN_ALERTS_TEST_PATH,
  ADMIN_API_COSTS_PATH,
  ADMIN_API_REPORT_PATH,
  ADMIN_BLOCKLIST_PATH,
  ADMIN_CAMPAIGN_SOURCE_PATH,
  ADMIN_CONNECTIONS_DELETE_PATH,
  ADMIN_CONNECTIONS_PATH,
  ADMIN_CONNECTIONS_SYNC_PATH,
  ADMIN_CONNECTIONS_TEST_PATH,
  ADMIN_COSTS_PATH,
  ADMIN_EXPORT_PATH,
  ADMIN_PARTNERS_PATH,
  ADMIN_PARTNERS_RATES_PATH,
  ADMIN_PATH,
  ADMIN_REPORT_CSV_PATH,
  ADMIN_REPORT_PATH,
  ADMIN_REVENUE_EXPORT_PATH,
  ADMIN_TESTS_CSV_PATH,
  ADMIN_TESTS_END_PATH,
  ADMIN_TESTS_PATH,
  ADMIN_RULES_CHANGE_PATH,
  ADMIN_RULES_PATH,
  ADMIN_RULES_UNDO_PATH,
  POSTBACKS_DELETE_PATH,
  POSTBACKS_PATH,
  POSTBACKS_TEST_PATH,
} from '../shared/paths'

export const ADMIN_ROUTES: readonly (readonly [method: string, path: string])[] = [
  ['ALL', ADMIN_PATH],
  ['ALL', `${ADMIN_PATH}/*`],
  ['ALL', `${POSTBACKS_PATH}/*`],
  ['ALL', POSTBACKS_PATH],
  ['GET', POSTBACKS_PATH],
  ['POST', POSTBACKS_PATH],
  ['POST', POSTBACKS_PATH],
  ['POST', POSTBACKS_TEST_PATH],
  ['POST', POSTBACKS_TEST_PATH],
  ['GET', POSTBACKS_DELETE_PATH],
  ['POST', POSTBACKS_DELETE_PATH],
  ['POST', POSTBACKS_DELETE_PATH],
  ['ALL', ADMIN_COSTS_PATH],
  ['ALL', ADMIN_CAMPAIGN_SOURCE_PATH],
  ['GET', ADMIN_REPORT_PATH],
  ['POST', ADMIN_COSTS_PATH],
  ['POST', ADMIN_COSTS_PATH],
  ['POST', ADMIN_CAMPAIGN_SOURCE_PATH],
  ['POST', ADMIN_CAMPAIGN_SOURCE_PATH],
  ['ALL', ADMIN_TESTS_PATH],
  ['ALL', `${ADMIN_TESTS_PATH}/*`],
  ['GET', ADMIN_TESTS_PATH],
  ['POST', ADMIN_TESTS_PATH],
  ['POST', ADMIN_TESTS_PATH],
  ['POST', ADMIN_TESTS_END_PATH],
  ['POST', ADMIN_TESTS_END_PATH],
  ['GET', ADMIN_TESTS_CSV_PATH],
  ['ALL', `${ADMIN_RULES_PATH}/*`],
  ['ALL', ADMIN_RULES_PATH],
  ['GET', ADMIN_RULES_PATH],
  ['POST', ADMIN_RULES_PATH],
  ['POST', ADMIN_RULES_PATH],
  ['POST', ADMIN_RULES_CHANGE_PATH],
  ['POST', ADMIN_RULES_CHANGE_PATH],
  ['POST', ADMIN_RULES_UNDO_PATH],
  ['POST', ADMIN_RULES_UNDO_PATH],
  ['ALL', `${ADMIN_ALERTS_PATH}/*`],
  ['ALL', ADMIN_ALERTS_PATH],
  ['GET', ADMIN_ALERTS_PATH],
  ['POST', ADMIN_ALERTS_PATH],
  ['POST', ADMIN_ALERTS_PATH],
  ['POST', ADMIN_ALERTS_TEST_PATH],
  ['POST', ADMIN_ALERTS_TEST_PATH],
  ['ALL', `${ADMIN_PARTNERS_PATH}/*`],
  ['ALL', ADMIN_PARTNERS_PATH],
  ['GET', ADMIN_PARTNERS_PATH],
  ['POST', ADMIN_PARTNERS_PATH],
  ['POST', ADMIN_PARTNERS_PATH],
  ['POST', ADMIN_PARTNERS_RATES_PATH],
  ['POST', ADMIN_PARTNERS_RATES_PATH],
  ['POST', ADMIN_API_COSTS_PATH],
  ['POST', ADMIN_API_COSTS_PATH],
  ['ALL', ADMIN_CONNECTIONS_PATH],
  ['ALL', `${ADMIN_CONNECTIONS_PATH}/*`],
  ['GET', ADMIN_CONNECTIONS_PATH],
  ['POST', ADMIN_CONNECTIONS_PATH],
  ['POST', ADMIN_CONNECTIONS_PATH],
  ['POST', ADMIN_CONNECTIONS_DELETE_PATH],
  ['POST', ADMIN_CONNECTIONS_DELETE_PATH],
  ['POST', ADMIN_CONNECTIONS_SYNC_PATH],
  ['POST', ADMIN_CONNECTIONS_SYNC_PATH],
  ['POST', ADMIN_CONNECTIONS_TEST_PATH],
  ['POST', ADMIN_CONNECTIONS_TEST_PATH],
  ['GET', ADMIN_PATH],
  ['GET', ADMIN_EXPORT_PATH],
  ['GET', ADMIN_REVENUE_EXPORT_PATH],
  ['GET', ADMIN_REPORT_CSV_PATH],
  ['GET', ADMIN_API_REPORT_PATH],
  ['GET', ADMIN_BLOCKLIST_PATH],
]

export const admin = new Hono<AppEnv>()

let operatorApp: Hono<AppEnv> | undefined

ADMIN_ROUTES.forEach(([method, path], index) => {
  admin.on(method, path, function operatorRoute(c, next) {
    operatorApp ??= buildOperatorApp()
    return operatorApp.routes[index]!.handler(c, next)
  })
})
