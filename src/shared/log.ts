/**
 * Log lines: one JSON object each, named by its `event`, so Workers Logs indexes every field and
 * `wrangler tail` shows them whole. Fields are plain values chosen by the caller: never an email,
 * password, IP address, user agent or cookie value, and never a whole request or error object.
 */
export type LogEvent =
  /** One line per signup attempt that reached forwarding: outcome, page tag, status or reason. */
  | 'signup'
  /** /go could not redirect: PARTNER_URL is misconfigured. */
  | 'go'
  /** A page failed to render; the stack is for the operator only. */
  | 'render'
  /** A Hono HTTPException with a 5xx status (a middleware's own refusal, e.g. a timeout). */
  | 'http-error'
  /** Campaign events were lost (not sent to an aggregator, or not written); the visitor's answer was unaffected. */
  | 'campaign_count_failed'
  /** An aggregator's flush to D1 failed; it keeps the rows and retries (nothing lost). */
  | 'campaign_flush_failed'
  /** An aggregator did not answer the dashboard; its unflushed counts are missing from it. */
  | 'campaign_unflushed_unread'
  /** A UTC day's new campaign tags passed CAMPAIGN_TAGS_PER_DAY: later ones count as (other). */
  | 'campaign_tags_capped'
  /** The daily cron's pruning of old counters: what it deleted, or why it could not. */
  | 'campaign_prune'
  /** The cron built, rebuilt or checked count rollups (admin/reports/build-rollups.ts). */
  | 'campaign_rollups'
  /** CAMPAIGN_SECRET is not set: no camp cookie is set or read (once per isolate). */
  | 'campaign_secret_missing'
  /** The lander tests could not be read: pages are shown as they are until the next read. */
  | 'lander_tests_unreadable'
  /** A wrong /admin login (never the password or the address); `throttled` when refused 429. */
  | 'admin_auth_failed'
  /** The /admin dashboard or its CSV export could not read the counters. */
  | 'admin_dashboard_failed'
  | 'admin_export_failed'
  /** A report (/admin/report, report.csv, blocklist.txt) could not read the counters. */
  | 'admin_report_failed'
  | 'zone_rules_ran'
  | 'zone_rules_failed'
  /** The hourly cost profiles (campaign-settings/cost-profiles.ts) could not be worked out. */
  | 'cost_profiles_failed'
  /** One rule (or one of its actions) failed; the run goes on with the next. */
  | 'zone_rule_failed'
  /** The 10-minute alerts' run: how many were sent; or what failed (src/alerts/). */
  | 'alerts_ran'
  | 'alerts_failed'
  /** The cost pull of a connection failed outright (D1); its runs say why a source refused. */
  | 'cost_sync_failed'
  /** A partner postback could not be recorded (the partner is answered 503 and retries). */
  | 'partner_postback_failed'
  /** A partner reversal named a txid never approved (answered 409, nothing recorded). */
  | 'partner_reversal_unmatched'
  | 'partner_reversal_mismatch'
  /** A postback refused for an unknown status word or currency could not be counted. */
  | 'postback_refusal_uncounted'
  /** The partner presets (/admin/partners) could not be read: /go uses PARTNER_CLICK_PARAM. */
  | 'partner_presets_unreadable'
  /** An outgoing postback failed after its tries (status 0: timeout or network). */
  | 'postback_failed'
  /** A waiting postback's outcome could not reach D1 for hours and was dropped (postback-queue.ts). */
  | 'postback_outcome_lost'
  /** The signup island in the visitor's browser (its console, not the worker's log). */
  | 'signup-island'

type LogFields = Record<string, string | number | boolean | string[] | undefined>

export function logInfo(event: LogEvent, fields: LogFields = {}): void {
  console.log(JSON.stringify({ event, ...fields }))
}

export function logError(event: LogEvent, fields: LogFields = {}): void {
  console.error(JSON.stringify({ event, ...fields }))
}
