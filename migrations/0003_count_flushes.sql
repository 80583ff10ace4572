-- One row per flush written to campaign_counts: the writer (an aggregator's shard name, or a
-- one-off 'once-<random id>' for a signup's events) and its sequence number. The flush's counts
-- and this row are written in one transaction, and the counts only when no such row exists, so a
-- flush retried after D1 committed it adds nothing (src/campaign/count-store.ts). The dashboard
-- reads it too: an aggregator's unflushed rows whose flush is here are already in the counts.
-- Rows are pruned by later flushes; nothing here identifies a visitor.
CREATE TABLE count_flushes (
  shard TEXT NOT NULL,
  seq INTEGER NOT NULL,
  -- When the flush was written (ISO 8601, UTC): old one-off rows are pruned by it.
  at TEXT NOT NULL,
  PRIMARY KEY (shard, seq)
) WITHOUT ROWID;
