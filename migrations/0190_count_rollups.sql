-- Daily rollups of campaign_counts (docs/decisions/040-count-rollups.md): what the admin views
-- read instead of re-reading the raw rows of every hour of their range. Derived data only,
-- rebuilt from campaign_counts by the 10-minute cron whenever it is missing or stale; the same
-- aggregates as the raw rows (no IP address, click id, cookie value or user agent).
CREATE TABLE count_rollups (
  -- What `value` is: 'campaign' (the campaign's day, value ''), 'hour' (its UTC hour), 'page'
  -- (the page a count is credited to by landing page), 'form' (a signup's form page), 'country',
  -- or a click dimension (sub1..sub5, state, os, device, arm, browser, os_version, network).
  dim TEXT NOT NULL,
  -- UTC day, YYYY-MM-DD.
  day TEXT NOT NULL,
  campaign TEXT NOT NULL,
  value TEXT NOT NULL,
  event TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  cost_micros INTEGER NOT NULL DEFAULT 0,
  visitors INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (dim, day, campaign, value, event)
) WITHOUT ROWID;

-- Which days the rollups hold, and up to which UTC hour: the views read a day's rollups for its
-- hours up to through_hour, and the raw rows for every other hour. A flush that adds to an hour
-- already rolled up sets stale (count-store.ts), and the day is read raw until rebuilt.
CREATE TABLE count_rollup_days (
  day TEXT PRIMARY KEY,
  -- The last UTC hour included, YYYY-MM-DDTHH (the day's T23 once the day is over).
  through_hour TEXT NOT NULL,
  stale INTEGER NOT NULL DEFAULT 0,
  -- When the day was last compared with its raw rows (ISO 8601): the cron checks the oldest.
  checked TEXT NOT NULL DEFAULT ''
) WITHOUT ROWID;

-- Any write to a raw row of an hour already rolled up (a flush delayed past the cron's grace, a
-- bulk import, a restore) marks its day stale, so no view reads a rollup that misses it.
CREATE TRIGGER count_rollups_stale_on_insert AFTER INSERT ON campaign_counts
BEGIN
  UPDATE count_rollup_days SET stale = 1
  WHERE day = substr(NEW.hour, 1, 10) AND through_hour >= NEW.hour AND stale = 0;
END;

CREATE TRIGGER count_rollups_stale_on_update AFTER UPDATE ON campaign_counts
BEGIN
  UPDATE count_rollup_days SET stale = 1
  WHERE day = substr(NEW.hour, 1, 10) AND through_hour >= NEW.hour AND stale = 0;
END;

CREATE TRIGGER count_rollups_stale_on_delete AFTER DELETE ON campaign_counts
BEGIN
  UPDATE count_rollup_days SET stale = 1
  WHERE day = substr(OLD.hour, 1, 10) AND through_hour >= OLD.hour AND stale = 0;
END;
