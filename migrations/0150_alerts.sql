-- Alerts (/admin/alerts, src/admin/alerts/): which kinds are on with their threshold and sleep,
-- when each alert may be sent again, and every alert sent. Where alerts go is in secrets only
-- (ALERT_WEBHOOK_URL, ALERT_SLACK_WEBHOOK_URL, ALERT_TELEGRAM_BOT_TOKEN): never a URL or a token here.
CREATE TABLE alert_settings (
  -- An alert kind of src/admin/alerts/alert-kinds.ts.
  kind TEXT PRIMARY KEY,
  enabled INTEGER NOT NULL DEFAULT 0,
  -- The kind's threshold, in its own unit (a share, a multiple of the payout).
  threshold REAL NOT NULL,
  -- Minutes an alert of this kind about one subject is not sent again.
  sleep_minutes INTEGER NOT NULL,
  updated TEXT NOT NULL
) WITHOUT ROWID;

-- An alert's subject (a campaign, a zone, a rule action) asleep until `until` (ISO 8601, UTC).
CREATE TABLE alert_sleep (
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  until TEXT NOT NULL,
  PRIMARY KEY (kind, subject)
) WITHOUT ROWID;

-- Every alert sent (the audit log of alerts): what it said and what each destination answered.
CREATE TABLE alert_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  outcome TEXT NOT NULL,
  at TEXT NOT NULL
);

CREATE INDEX alert_log_by_at ON alert_log (at);
