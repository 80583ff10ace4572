-- A campaign's cost per visit as its own recent counts show it
-- (docs/decisions/046-untiltable-zone-cost.md): worked out hourly by the 10-minute cron from the
-- last 7 days' zones (src/campaign-settings/cost-profiles.ts), read by the count aggregators with
-- the bids. Without a bid a visit over ceiling_micros is rejected (counted as cost_rejected); a
-- visit over costly_micros carries its cost on a cost_costly row, which the zone guards read.
-- Aggregates of aggregates only: no client, address or click id.
CREATE TABLE campaign_cost_profiles (
  campaign TEXT PRIMARY KEY,
  -- The zones' cost per visitor, each zone weighing its people: the median and the 95th percentile.
  typical_micros INTEGER NOT NULL,
  high_micros INTEGER NOT NULL,
  -- The most one visit may cost without a bid (5 × high, at most 1.00).
  ceiling_micros INTEGER NOT NULL,
  -- A visit over this is a costly one (2 × typical, at least high).
  costly_micros INTEGER NOT NULL,
  -- The people (zone-days) the figures stand on.
  visitors INTEGER NOT NULL,
  -- The UTC hour they were worked out in, YYYY-MM-DDTHH.
  computed TEXT NOT NULL
) WITHOUT ROWID;
