-- The traffic source a campaign buys from (docs/decisions/021-campaign-source-time-zone.md):
-- which source (src/campaign/core/traffic-sources.ts), the time zone its statistics count days in
-- (the dashboard's default for this campaign), and the source's own id of the campaign (what a
-- source's API names it by: HilltopAds' black list). Configuration only, no visitor's data.
CREATE TABLE campaign_sources (
  campaign TEXT PRIMARY KEY,
  -- A traffic-sources.ts id.
  source TEXT NOT NULL,
  -- An IANA zone the buyer saw in the source's account; NULL: the source's documented zone
  -- (UTC where none is documented).
  time_zone TEXT,
  -- The source's id of this campaign (letters, digits, '_' and '-'), NULL when not given.
  source_campaign_id TEXT,
  updated TEXT NOT NULL
) WITHOUT ROWID;
