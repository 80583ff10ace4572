-- Three more dimensions of every count and of partner revenue (src/campaign/core/dimensions.ts):
-- the browser family and OS major version (from the user agent, which is then dropped) and the
-- network (Cloudflare's asOrganization: a carrier's or provider's name, never an address).
-- Both tables have them in their key, so they are rebuilt (SQLite cannot change a primary key in
-- place); every existing row keeps its count and money with '' for the new dimensions. They come
-- after the lander-test arm (0080) and carry it, and campaign_counts' visitors (0060).
CREATE TABLE campaign_counts_v3 (
  hour TEXT NOT NULL,
  event TEXT NOT NULL,
  campaign TEXT NOT NULL DEFAULT '',
  landing_page TEXT NOT NULL DEFAULT '',
  page TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  sub1 TEXT NOT NULL DEFAULT '',
  sub2 TEXT NOT NULL DEFAULT '',
  sub3 TEXT NOT NULL DEFAULT '',
  sub4 TEXT NOT NULL DEFAULT '',
  sub5 TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL DEFAULT '',
  os TEXT NOT NULL DEFAULT '',
  device TEXT NOT NULL DEFAULT '',
  arm TEXT NOT NULL DEFAULT '',
  -- chrome | safari | firefox | edge | samsung | opera | other
  browser TEXT NOT NULL DEFAULT '',
  -- The OS family and its major version (ios-17, android-14), '' when not read.
  os_version TEXT NOT NULL DEFAULT '',
  -- The network's name made a short token ([a-z0-9-]{1,32}), '(other)' past the day's cap of new
  -- networks of the campaign (campaign_sub_values, sub 6), '' when unknown.
  network TEXT NOT NULL DEFAULT '',
  count INTEGER NOT NULL DEFAULT 0,
  cost_micros INTEGER NOT NULL DEFAULT 0,
  visitors INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (hour, event, campaign, landing_page, page, country, sub1, sub2, sub3, sub4, sub5,
    state, os, device, arm, browser, os_version, network)
) WITHOUT ROWID;

INSERT INTO campaign_counts_v3 (hour, event, campaign, landing_page, page, country, sub1, sub2,
  sub3, sub4, sub5, state, os, device, arm, count, cost_micros, visitors)
SELECT hour, event, campaign, landing_page, page, country, sub1, sub2, sub3, sub4, sub5, state, os,
  device, arm, count, cost_micros, visitors FROM campaign_counts;

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
  browser TEXT NOT NULL DEFAULT '',
  os_version TEXT NOT NULL DEFAULT '',
  network TEXT NOT NULL DEFAULT '',
  -- approved | pending | rejected | reversed
  status TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  micros INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (hour, campaign, page, sub1, sub2, sub3, sub4, sub5, state, os, device, arm,
    browser, os_version, network, status)
) WITHOUT ROWID;

INSERT INTO partner_revenue_v3 (hour, campaign, page, sub1, sub2, sub3, sub4, sub5, state, os,
  device, arm, status, count, micros)
SELECT hour, campaign, page, sub1, sub2, sub3, sub4, sub5, state, os, device, arm, status, count,
  micros FROM partner_revenue;

DROP TABLE partner_revenue;
ALTER TABLE partner_revenue_v3 RENAME TO partner_revenue;
