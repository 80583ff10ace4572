-- The partner's outcome told back to the traffic source (issue 24, item 5), and reversals matched
-- to approvals (issue 25, D15). Configuration and one-way codes only: no click id, txid, email,
-- IP address or cookie value is written (the click id travels encrypted in the partner token).

-- When a template fires: 'signup' (the site's created signup, the template's payout), 'partner'
-- (the partner's approval and reversal, the partner's payout, {status}) or 'both'. A campaign
-- ending in '*' is a prefix template: it applies to every tag starting with what precedes it.
ALTER TABLE postback_templates ADD COLUMN fire TEXT NOT NULL DEFAULT 'signup';

-- Approved partner transactions, so a reversal applies only to one of them, at most its amount
-- and once. The key is an HMAC of the partner's txid (never the txid itself).
CREATE TABLE partner_approvals (
  key TEXT PRIMARY KEY,
  -- The approved payout, in millionths of the currency's unit.
  micros INTEGER NOT NULL,
  -- 1 once a reversal was applied.
  reversed INTEGER NOT NULL DEFAULT 0,
  -- UTC day of the approval, YYYY-MM-DD: pruned with the conversion keys.
  day TEXT NOT NULL
) WITHOUT ROWID;

CREATE INDEX partner_approvals_by_day ON partner_approvals (day);
