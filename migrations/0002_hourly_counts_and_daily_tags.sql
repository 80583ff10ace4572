-- Campaign numbers per UTC hour (so days can later be shown in any time zone), credited to the
-- landing page too, and the distinct campaign tags of each UTC day (the daily cap). Aggregates
-- only, as before: no IP address, email, user agent, cookie value or session id.
CREATE TABLE campaign_counts_hourly (
  -- UTC hour, YYYY-MM-DDTHH.
  hour TEXT NOT NULL,
  -- click | landing | signup_attempt | signup_created | signup_rejected | signup_unavailable | bot
  event TEXT NOT NULL,
  -- The ?sub= tag ([A-Za-z0-9_-]{1,64}), '(other)' past the day's cap of new tags, or '' for none.
  campaign TEXT NOT NULL DEFAULT '',
  -- Signup events: the page tag the visitor landed on (from the signed camp cookie); '' otherwise.
  landing_page TEXT NOT NULL DEFAULT '',
  -- The page tag (affiliate_subid of the page, 'go' for a click; the form's page for signups).
  page TEXT NOT NULL DEFAULT '',
  -- Two-letter country from Cloudflare, '' when unknown (local development).
  country TEXT NOT NULL DEFAULT '',
  -- phone | tablet | desktop, derived from the user agent, which is then dropped.
  device TEXT NOT NULL DEFAULT '',
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (hour, event, campaign, landing_page, page, country, device)
) WITHOUT ROWID;

-- Days counted before this migration keep their totals, at their day's first hour.
INSERT INTO campaign_counts_hourly (hour, event, campaign, landing_page, page, country, device, count)
SELECT day || 'T00', event, campaign, '', page, country, device, count FROM campaign_counts;

-- Each UTC day's distinct campaign tags: a tag new that day past the limit is counted as '(other)'.
CREATE TABLE campaign_tags (
  day TEXT NOT NULL,
  campaign TEXT NOT NULL,
  PRIMARY KEY (day, campaign)
) WITHOUT ROWID;

INSERT OR IGNORE INTO campaign_tags (day, campaign)
SELECT DISTINCT day, campaign FROM campaign_counts WHERE campaign <> '';

DROP TABLE campaign_counts;
ALTER TABLE campaign_counts_hourly RENAME TO campaign_counts;

-- The dashboard filters by campaign within a range of hours.
CREATE INDEX campaign_counts_by_campaign ON campaign_counts (campaign, hour);
