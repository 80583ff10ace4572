-- Rows bounded by design, cost a visitor cannot tilt, reversals that match (docs/decisions/020-client-ledger.md).
-- Configuration, one-way codes and aggregates only: no IP address, click id, txid or cookie value.

-- The day's admitted combinations of sub-id values per campaign (count-store.ts): a row of any
-- other combination has its values counted as '(other)'. Today's list is needed, for its cap.
CREATE TABLE campaign_combinations (
  day TEXT NOT NULL,
  campaign TEXT NOT NULL,
  -- The five written values joined by '|'.
  combination TEXT NOT NULL,
  PRIMARY KEY (day, campaign, combination)
) WITHOUT ROWID;

-- A campaign's bid: the highest cost of one visit it believes, in millionths of the unit; a cost
-- above it is rejected (counted as cost_rejected) by the aggregators.
CREATE TABLE campaign_bids (
  campaign TEXT PRIMARY KEY,
  bid_micros INTEGER NOT NULL CHECK (bid_micros >= 0),
  updated TEXT NOT NULL
) WITHOUT ROWID;

-- The click an approval was for: an HMAC of the txid with the token's campaign, hour, page,
-- dimensions and click id (conversion-store.ts), so a reversal must name the same click. It
-- identifies nothing without the txid and the token; '' for approvals counted before it.
ALTER TABLE partner_approvals ADD COLUMN click TEXT NOT NULL DEFAULT '';

-- A reversal that arrived before its approval (they race): applied when the approval comes, so
-- either order ends reversed. Keyed like the approval; pruned with it.
CREATE TABLE partner_early_reversals (
  key TEXT PRIMARY KEY,
  click TEXT NOT NULL,
  -- The reversed payout asked for (0: the whole approved amount), in millionths of the unit.
  micros INTEGER NOT NULL,
  day TEXT NOT NULL
) WITHOUT ROWID;

CREATE INDEX partner_early_reversals_by_day ON partner_early_reversals (day);

-- Distinct clients of a row: a client's first landing or click of the day on a campaign and zone
-- counts 1 (admission.ts), so the block list judges people, not requests. A count, like count.
ALTER TABLE campaign_counts ADD COLUMN visitors INTEGER NOT NULL DEFAULT 0;
