-- The raw rows' own retention (docs/decisions/048-hourly-retention.md): the daily prune deletes a
-- day's hourly rows (campaign_counts) after CAMPAIGN_HOURLY_DAYS once its rollups are whole and
-- fresh, and keeps the rollups CAMPAIGN_RETENTION_DAYS. `raw` = 0 marks such a day: its rollups
-- are then its only record, read as they are, never rebuilt nor compared with raw rows.
ALTER TABLE count_rollup_days ADD COLUMN raw INTEGER NOT NULL DEFAULT 1;

-- A write reaching a day whose raw rows are pruned marks nothing (its rollups are its record: a
-- rebuild would read only the new rows); the next prune deletes the row written.
DROP TRIGGER count_rollups_stale_on_insert;
DROP TRIGGER count_rollups_stale_on_update;
DROP TRIGGER count_rollups_stale_on_delete;

CREATE TRIGGER count_rollups_stale_on_insert AFTER INSERT ON campaign_counts
BEGIN
  UPDATE count_rollup_days SET stale = 1
  WHERE day = substr(NEW.hour, 1, 10) AND through_hour >= NEW.hour AND stale = 0 AND raw = 1;
END;

CREATE TRIGGER count_rollups_stale_on_update AFTER UPDATE ON campaign_counts
BEGIN
  UPDATE count_rollup_days SET stale = 1
  WHERE day = substr(NEW.hour, 1, 10) AND through_hour >= NEW.hour AND stale = 0 AND raw = 1;
END;

CREATE TRIGGER count_rollups_stale_on_delete AFTER DELETE ON campaign_counts
BEGIN
  UPDATE count_rollup_days SET stale = 1
  WHERE day = substr(OLD.hour, 1, 10) AND through_hour >= OLD.hour AND stale = 0 AND raw = 1;
END;
