-- Cost as the source bills it (docs/decisions/038-cost-sync.md): the traffic-source accounts
-- connected on /admin/costs/connections, the spend their statistics APIs answered (one row per
-- source day and zone, never per click) and every pull. No token is kept here: a connection
-- names the `wrangler secret` that holds it, and the secret's value never reaches D1.

-- A traffic-source account whose statistics API is pulled.
CREATE TABLE cost_connections (
  -- The connection's own id (letters, digits, '_', '-'): `account` in source_costs.
  id TEXT PRIMARY KEY,
  -- A traffic-sources.ts id with a cost client (src/admin/costs/cost-sources.ts).
  source TEXT NOT NULL,
  -- The source's id of the account, as the buyer knows it (shown only; optional).
  account_ref TEXT,
  -- The NAME of the wrangler secret holding the API token (EXOCLICK_API_TOKEN), never its value.
  secret_name TEXT NOT NULL,
  -- The IANA zone the source's statistics cut days in (the preset's documented one by default).
  time_zone TEXT NOT NULL,
  -- ISO 4217 code the account is billed in.
  currency TEXT NOT NULL,
  -- 1: the source's endpoints are seen only in public code (grade C): nothing is pulled on the
  -- cron until the owner has tested the connection and turned this off.
  verify_first INTEGER NOT NULL DEFAULT 0,
  -- The last source day (YYYY-MM-DD) whose 5-day re-read was queued, NULL before the first.
  closed_through TEXT,
  -- When today was last pulled (ms since the epoch), 0 never.
  today_fetched INTEGER NOT NULL DEFAULT 0,
  -- Closed source days still to read, oldest first (30 on first connect and "Sync now", the
  -- last 5 once a day): each tick reads some and moves pending_from past them; NULL none.
  pending_from TEXT,
  pending_to TEXT,
  -- A per-campaign source's day left part-read by a tick's request budget, and the last source
  -- campaign id of it that was read: the next tick goes on after it. NULL when none.
  resume_day TEXT,
  resume_after TEXT,
  -- The source asked us to wait (429 Retry-After) until this moment (ms), 0 not asked.
  paused_until INTEGER NOT NULL DEFAULT 0,
  updated TEXT NOT NULL
) WITHOUT ROWID;

-- A source's spend: exactly its last answer for one source day (a re-read overwrites the day).
CREATE TABLE source_costs (
  -- A traffic-sources.ts id: exoclick, trafficfactory, adsterra, juicyads, clickadu, ...
  source TEXT NOT NULL,
  -- cost_connections.id, or 'push' for spend sent to POST /admin/api/costs.
  account TEXT NOT NULL,
  -- The source's id of the campaign ('' when the API answers for the whole account).
  source_campaign_id TEXT NOT NULL,
  -- The zone (placement) id, what the preset puts in sub1; '' when the API has no zone split.
  zone TEXT NOT NULL,
  -- YYYY-MM-DD in `time_zone`.
  source_day TEXT NOT NULL,
  -- The IANA zone source_day is cut in: the connection's statistics zone, or the one a push named.
  time_zone TEXT NOT NULL,
  -- Integer micro-units of `currency` (decision 004).
  cost_micros INTEGER NOT NULL,
  impressions INTEGER,
  clicks INTEGER,
  currency TEXT NOT NULL,
  fetched_at INTEGER NOT NULL,
  run_id TEXT NOT NULL,
  PRIMARY KEY (source, account, source_campaign_id, source_day, zone)
) WITHOUT ROWID;

-- Every pull of a connection (and every push): what it read and how it ended. A rowid table:
-- the latest run of an account is its largest rowid.
CREATE TABLE cost_sync_runs (
  run_id TEXT PRIMARY KEY,
  source TEXT NOT NULL,
  account TEXT NOT NULL,
  started INTEGER NOT NULL,
  finished INTEGER,
  window_from TEXT,
  window_to TEXT,
  -- ok, partial, rate_limited, auth_failed, failed, currency_mismatch, not_connected
  status TEXT NOT NULL,
  http_status INTEGER,
  rows INTEGER NOT NULL DEFAULT 0,
  unmatched_micros INTEGER NOT NULL DEFAULT 0,
  -- In words, without the token (cut out of every answer kept).
  error TEXT
);
CREATE INDEX cost_sync_runs_by_account ON cost_sync_runs (account, started);
