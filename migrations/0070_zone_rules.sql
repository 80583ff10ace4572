-- Zone rules (issue 35, /admin/rules): what to do with the zones of a scope of campaigns that a
-- verdict or a condition picks, run by the 10-minute Cron Trigger; the zones they blocked; and
-- an audit log of every action, with its undo. Configuration and aggregates only: a zone is a
-- traffic source's placement (a sub-id value), never a visitor's.
CREATE TABLE zone_rules (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- A campaign tag, a prefix followed by '*', or '*' for every campaign.
  scope TEXT NOT NULL,
  -- sub1..sub5, state, os or device.
  dimension TEXT NOT NULL DEFAULT 'sub1',
  -- 'cut' (the zone verdict), 'cut99' (its strict rule) or 'condition' (the thresholds below).
  judge TEXT NOT NULL DEFAULT 'cut',
  -- The condition's thresholds, each optional (NULL: not part of it); all set ones must hold.
  min_spend_payouts REAL,
  min_landings INTEGER,
  max_signups INTEGER,
  max_roi REAL,
  min_bot_share REAL,
  -- 'block' (added to the campaign's blocklist.txt) or 'webhook' (a JSON POST to webhook_url).
  action TEXT NOT NULL,
  webhook_url TEXT,
  -- The range each run judges: the last this many days.
  window_days INTEGER NOT NULL DEFAULT 7,
  -- A zone acted on is not acted on again by this rule within this many hours.
  cooldown_hours INTEGER NOT NULL DEFAULT 24,
  enabled INTEGER NOT NULL DEFAULT 0,
  updated TEXT NOT NULL
);

-- Zones a rule added to a campaign's block list; undo deletes the row.
CREATE TABLE rule_blocks (
  campaign TEXT NOT NULL,
  dimension TEXT NOT NULL,
  value TEXT NOT NULL,
  action_id INTEGER NOT NULL,
  PRIMARY KEY (campaign, dimension, value)
) WITHOUT ROWID;

-- Every action a rule took: when, on what, why, what came of it, and whether it was undone.
CREATE TABLE rule_actions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  rule_id INTEGER NOT NULL,
  campaign TEXT NOT NULL,
  dimension TEXT NOT NULL,
  value TEXT NOT NULL,
  action TEXT NOT NULL,
  reason TEXT NOT NULL,
  -- 'blocked', or the webhook's answer ('sent 200', 'failed 503', 'failed: no answer').
  outcome TEXT NOT NULL,
  at TEXT NOT NULL,
  undone TEXT
);

CREATE INDEX rule_actions_by_zone ON rule_actions (rule_id, campaign, dimension, value, at);
