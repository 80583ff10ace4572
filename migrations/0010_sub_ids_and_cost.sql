-- Issue 24: sub-ids, the visitor's US state and OS family as dimensions of every count, and the
-- traffic's cost. Still aggregates only: a sub-id is the traffic source's placement (zone, site,
-- creative), never a visitor's; a state is Cloudflare's region code; the OS is a family name.
-- campaign_counts gains the new dimensions in its key, so it is rebuilt (SQLite cannot change a
-- primary key in place); every existing row keeps its count with '' for the new dimensions.
CREATE TABLE campaign_counts_v2 (
  hour TEXT NOT NULL,
  -- click | unique_click | landing | gate_shown | gate_passed | cost_rejected | signup_attempt |
  -- signup_created | signup_rejected | signup_unavailable | bot
  event TEXT NOT NULL,
  campaign TEXT NOT NULL DEFAULT '',
  landing_page TEXT NOT NULL DEFAULT '',
  page TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  device TEXT NOT NULL DEFAULT '',
  -- The link's sub1..sub5 ([A-Za-z0-9_.-]{1,64}), '(other)' past the day's cap of new values of
  -- that sub for the campaign, or '' for none.
  sub1 TEXT NOT NULL DEFAULT '',
  sub2 TEXT NOT NULL DEFAULT '',
  sub3 TEXT NOT NULL DEFAULT '',
  sub4 TEXT NOT NULL DEFAULT '',
  sub5 TEXT NOT NULL DEFAULT '',
  -- US state (Cloudflare's region code, e.g. TX), '' outside the US or when unknown.
  state TEXT NOT NULL DEFAULT '',
  -- android | ios | windows | macos | linux | other, from the user agent, which is then dropped.
  os TEXT NOT NULL DEFAULT '',
  count INTEGER NOT NULL DEFAULT 0,
  -- Landings: the traffic source's cost of these visits (?cost=), in millionths of the unit.
  cost_micros INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (hour, event, campaign, landing_page, page, country, device, sub1, sub2, sub3, sub4,
    sub5, state, os)
) WITHOUT ROWID;

INSERT INTO campaign_counts_v2 (hour, event, campaign, landing_page, page, country, device, count)
SELECT hour, event, campaign, landing_page, page, country, device, count FROM campaign_counts;

DROP TABLE campaign_counts;
ALTER TABLE campaign_counts_v2 RENAME TO campaign_counts;
CREATE INDEX campaign_counts_by_campaign ON campaign_counts (campaign, hour);

-- Each UTC day's distinct values of each sub per campaign: a value new that day past the limit
-- (CAMPAIGN_SUB_VALUES_PER_DAY) is counted as '(other)'.
CREATE TABLE campaign_sub_values (
  day TEXT NOT NULL,
  campaign TEXT NOT NULL,
  -- 1..5
  sub INTEGER NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (day, campaign, sub, value)
) WITHOUT ROWID;

-- A campaign's manual cost, for sources without a cost macro: per thousand landings (cpm), per
-- click (cpc) or per created signup (cpa), in millionths of the unit. Set at /admin.
CREATE TABLE campaign_costs (
  campaign TEXT PRIMARY KEY,
  model TEXT NOT NULL CHECK (model IN ('cpm', 'cpc', 'cpa')),
  rate_micros INTEGER NOT NULL CHECK (rate_micros >= 0),
  updated TEXT NOT NULL
) WITHOUT ROWID;
