/**
 * The worker's bindings: `Cloudflare.Env`, generated from wrangler.toml by `npm run cf-typegen`
 * into worker-configuration.d.ts, plus what wrangler.toml does not declare.
 */
export interface Env extends Omit<Cloudflare.Env, 'DB' | 'COUNT_AGGREGATOR'> {
  /** Secret: `wrangler secret put BACKEND_ANON_KEY` (locally .dev.vars). Absent until it is set. */
  BACKEND_ANON_KEY?: string
  /** Set to "on" only by `npm run dev` (--var): lets signup use the local stand-in backend. */
  SIGNUP_STAND_IN?: string
  /** Campaign counters (aggregates only); optional so a missing binding never breaks a page. */
  DB?: D1Database
  /** The count aggregators; optional for the same reason: a missing binding loses counts only. */
  COUNT_AGGREGATOR?: Cloudflare.Env['COUNT_AGGREGATOR']
  /** Secret: the /admin password. Unset in a deployment, /admin answers 404. */
  ADMIN_TOKEN?: string
  /** Secret: the password of the /admin user "viewer", who reads reports and changes nothing. */
  ADMIN_VIEWER_TOKEN?: string
  /** Secret: a bearer token that reads GET /admin/api/report and nothing else. */
  REPORT_API_TOKEN?: string
  /**
   * Secret: a HilltopAds API key (its account's API tab), for rules that push zones to a
   * campaign's HilltopAds black list (src/zone-rules/push-to-source.ts). Never logged or shown.
   */
  HILLTOPADS_API_KEY?: string
  /** Secret: an Adsterra advertiser API token (X-API-Key), for pushes to its black list. */
  ADSTERRA_API_TOKEN?: string
  /** Secret: an ExoClick permanent API token (exchanged at /v2/login), for pushes. */
  EXOCLICK_API_TOKEN?: string
  /** Secret: a Traffic Factory (EXADS) permanent API token, for pushes. */
  TRAFFICFACTORY_API_TOKEN?: string
  /** Secret: a JSON webhook's URL that alerts are POSTed to (src/alerts/). Never shown. */
  ALERT_WEBHOOK_URL?: string
  /** Secret: a Slack incoming webhook's URL (https://hooks.slack.com/…) for alerts. */
  ALERT_SLACK_WEBHOOK_URL?: string
  /** Secret: a Telegram bot's token (BotFather's) that sends alerts to ALERT_TELEGRAM_CHAT_ID. */
  ALERT_TELEGRAM_BOT_TOKEN?: string
  /** The Telegram chat (an id, or a channel's @name) alerts go to, with the bot's token. */
  ALERT_TELEGRAM_CHAT_ID?: string
  /** Set only by `npm run dev`: the local /admin password when .dev.vars sets no ADMIN_TOKEN. */
  ADMIN_DEV_TOKEN?: string
  /**
   * Secret: signs the camp cookie (HMAC-SHA256), `wrangler secret put CAMPAIGN_SECRET`; `npm run
   * dev` passes a local one. Unset in a deployment, no cookie is set and signups count as "no
   * campaign" (logged once per isolate as campaign_secret_missing). Also signs the partner
   * link's token (partner-token.ts).
   */
  CAMPAIGN_SECRET?: string
  /** Secret: the path part of the partner's postback URL, /postback/{POSTBACK_SECRET}. */
  POSTBACK_SECRET?: string
  /**
   * The site's currency (ISO 4217, default USD): a partner payout in another is refused, or
   * converted at a rate set on /admin/partners (postback-currency.ts).
   */
  SITE_CURRENCY?: string
  /** The largest payout a partner postback may report, in the currency's units (default 1000). */
  POSTBACK_PAYOUT_CAP?: string
  /** Set to "on" only by `npm run dev`: postback templates may also use http://127.0.0.1 and localhost. */
  POSTBACK_ALLOW_LOCAL?: string
  /**
   * Set only by the worker tests (test/vitest.config.ts): how long a count's send to its
   * aggregator is waited for, in ms, instead of 3 s (count-batch.ts), so a test at load 20 reads
   * D1 after its counts landed. Unset in a deployment.
   */
  COUNT_TIMEOUT_MS?: string
  /**
   * Secret: a bearer token that writes spend at POST /admin/api/costs and nothing else
   * (docs/decisions/038-cost-sync.md). The sources' own API tokens are secrets too, under the
   * names their connections give (EXOCLICK_API_TOKEN…): read by name, never kept or shown.
   */
  COST_API_TOKEN?: string
  /**
   * `http://127.0.0.1:PORT`: every source's API host replaced by one local fake (path, query and
   * auth the source's own); honoured only where POSTBACK_ALLOW_LOCAL is on (npm run dev).
   */
  COST_API_ORIGIN?: string
}
