-- Lander and offer tests (docs/lander-tests.md): what each test changes and for whom. A test's
-- figures are the campaign counters' own, filed under the `arm` dimension added below.
CREATE TABLE lander_tests (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  -- all | campaign:<tag> | prefix:<start of a tag>
  scope TEXT NOT NULL,
  page_type TEXT NOT NULL CHECK (page_type IN ('home', 'state', 'city', 'ad')),
  -- copy (headline and call to action) | order (intro first) | offer (partner URLs)
  difference TEXT NOT NULL CHECK (difference IN ('copy', 'order', 'offer')),
  -- JSON: [{letter, weight, headline?, cta?, order?, partnerUrl?, partnerSignupUrl?}], A first.
  arms TEXT NOT NULL,
  baseline_rate REAL NOT NULL,
  minimum_lift REAL NOT NULL,
  -- running | kept (the winner is the page for the scope) | stopped
  status TEXT NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'kept', 'stopped')),
  -- The arm kept, '' for none.
  kept TEXT NOT NULL DEFAULT '',
  -- JSON of the figures per arm when the test ended ('' while running).
  final TEXT NOT NULL DEFAULT '',
  created TEXT NOT NULL,
  ended TEXT NOT NULL DEFAULT ''
);

-- The arm a count belongs to: the test's id and the arm's letter ('3B'), '' outside any test.
-- campaign_counts and partner_revenue gain it in their keys, so both are rebuilt (SQLite cannot
-- change a primary key in place); every existing row keeps its figures with ''.
CREATE TABLE campaign_counts_v3 (
  hour TEXT NOT NULL,
  event TEXT NOT NULL,
  campaign TEXT NOT NULL DEFAULT '',
  landing_page TEXT NOT NULL DEFAULT '',
  page TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  device TEXT NOT NULL DEFAULT '',
  sub1 TEXT NOT NULL DEFAULT '',
  sub2 TEXT NOT NULL DEFAULT '',
  sub3 TEXT NOT NULL DEFAULT '',
  sub4 TEXT NOT NULL DEFAULT '',
  sub5 TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL DEFAULT '',
  os TEXT NOT NULL DEFAULT '',
  arm TEXT NOT NULL DEFAULT '',
  count INTEGER NOT NULL DEFAULT 0,
  cost_micros INTEGER NOT NULL DEFAULT 0,
  -- Distinct clients of a row (0060_combinations_bids_reversals.sql), kept through the rebuild.
  visitors INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (hour, event, campaign, landing_page, page, country, device, sub1, sub2, sub3, sub4,
    sub5, state, os, arm)
) WITHOUT ROWID;

INSERT INTO campaign_counts_v3 (hour, event, campaign, landing_page, page, country, device, sub1,
  sub2, sub3, sub4, sub5, state, os, count, cost_micros, visitors)
SELECT hour, event, campaign, landing_page, page, country, device, sub1, sub2, sub3, sub4, sub5,
  state, os, count, cost_micros, visitors FROM campaign_counts;

DROP TABLE campaign_counts;
ALTER TABLE campaign_counts_v3 RENAME TO campaign_counts;
CREATE INDEX campaign_counts_by_campaign ON campaign_counts (campaign, hour);
CREATE INDEX campaign_counts_by_arm ON campaign_counts (arm) WHERE arm <> '';

CREATE TABLE partner_revenue_v3 (
  hour TEXT NOT NULL,
  campaign TEXT NOT NULL,
  page TEXT NOT NULL,
  sub1 TEXT NOT NULL DEFAULT '',
  sub2 TEXT NOT NULL DEFAULT '',
  sub3 TEXT NOT NULL DEFAULT '',
  sub4 TEXT NOT NULL DEFAULT '',
  sub5 TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL DEFAULT '',
  os TEXT NOT NULL DEFAULT '',
  device TEXT NOT NULL DEFAULT '',
  arm TEXT NOT NULL DEFAULT '',
  -- approved | pending | rejected | reversed
  status TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  micros INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (hour, campaign, page, sub1, sub2, sub3, sub4, sub5, state, os, device, arm, status)
) WITHOUT ROWID;

INSERT INTO partner_revenue_v3 (hour, campaign, page, sub1, sub2, sub3, sub4, sub5, state, os,
  device, status, count, micros)
SELECT hour, campaign, page, sub1, sub2, sub3, sub4, sub5, state, os, device, status, count, micros
FROM partner_revenue;

DROP TABLE partner_revenue;
ALTER TABLE partner_revenue_v3 RENAME TO partner_revenue;
