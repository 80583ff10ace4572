-- Campaign numbers, aggregated: one row per UTC day x event x campaign x page tag x country x
-- device class, incremented by an upsert. Nothing here identifies a visitor: no IP address,
-- email, user agent, cookie value or session id is ever written (see src/campaign/count-event.ts).
CREATE TABLE campaign_counts (
  -- UTC date, YYYY-MM-DD.
  day TEXT NOT NULL,
  -- click | landing | signup_attempt | signup_created | signup_rejected | signup_unavailable | bot
  event TEXT NOT NULL,
  -- The ?sub= tag ([A-Za-z0-9_-]{1,64}) or '' when there is none.
  campaign TEXT NOT NULL DEFAULT '',
  -- The page tag (affiliate_subid of the page, 'go' for a click).
  page TEXT NOT NULL DEFAULT '',
  -- Two-letter country from Cloudflare, '' when unknown (local development).
  country TEXT NOT NULL DEFAULT '',
  -- phone | tablet | desktop, derived from the user agent, which is then dropped.
  device TEXT NOT NULL DEFAULT '',
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, event, campaign, page, country, device)
) WITHOUT ROWID;

-- The dashboard filters by campaign within a date range.
CREATE INDEX campaign_counts_by_campaign ON campaign_counts (campaign, day);
