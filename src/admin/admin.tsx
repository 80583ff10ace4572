/**
 * The operator's app: its login, then each screen's routes (one folder per screen), in the order
 * they are matched. The handlers live with their screens.
 */
import { noteBuilt } from '../shared/built-on-first-use'
import { Hono } from 'hono/tiny'
import { adminAuth } from './login/login'
import { adminPostbackRoutes } from './postbacks/postbacks'
import { adminReportRoutes } from './report/report'
import { adminReportExportRoutes } from './report/report-exports'
import { adminTestRoutes } from './tests/tests'
import { adminRuleRoutes } from './rules/rules'
import { adminAlertRoutes } from './alerts/alerts'
import { adminPartnerRoutes } from './partners/partners'
import { adminConnectionRoutes } from './connections/connections'
import { adminDashboardRoutes } from './dashboard/dashboard'
import type { AppEnv } from '../http/app-env'
import { ADMIN_PATH } from '../shared/paths'

/**
 * The operator's app, built on its first request (lazy-admin.ts): a public page's cold start
 * runs none of it. Its modules are imported statically, so the bundle wraps no module in a
 * lazy initialiser (docs/decisions/010-lazily-built-admin-app.md).
 */
export function buildOperatorApp(): Hono<AppEnv> {
  noteBuilt('operator routes')
  const admin = new Hono<AppEnv>()

  admin.use(ADMIN_PATH, adminAuth())
  admin.use(`${ADMIN_PATH}/*`, adminAuth())
  admin.route('/', adminPostbackRoutes())
  admin.route('/', adminReportRoutes())
  admin.route('/', adminTestRoutes())
  admin.route('/', adminRuleRoutes())
  admin.route('/', adminAlertRoutes())
  admin.route('/', adminPartnerRoutes())
  admin.route('/', adminConnectionRoutes())
  admin.route('/', adminDashboardRoutes())
  admin.route('/', adminReportExportRoutes())
  return admin
}
