-- Conversions: the postback each campaign's advertiser wants on a created signup, what those
-- postbacks did, and the revenue the partner reports. Aggregates and configuration only: no
-- click id, email, IP address or cookie value is ever written (the click id travels only in the
-- visitor's signed cookie and the one outgoing postback).

-- One outgoing postback template per campaign tag, edited at /admin/postbacks.
CREATE TABLE postback_templates (
  campaign TEXT PRIMARY KEY,
  -- An https URL with {cid}, {payout}, {txid}, {sub}, {event} placeholders.
  template TEXT NOT NULL,
  -- The payout sent as {payout}, in millionths of the currency's unit.
  payout_micros INTEGER NOT NULL DEFAULT 0,
  updated TEXT NOT NULL
) WITHOUT ROWID;

-- Outgoing postbacks per UTC hour and campaign: sent (answered below 300) or failed.
CREATE TABLE postback_outcomes (
  hour TEXT NOT NULL,
  campaign TEXT NOT NULL,
  outcome TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (hour, campaign, outcome)
) WITHOUT ROWID;

-- Partner postbacks per UTC hour of the click, campaign, page tag and status, with their money.
CREATE TABLE partner_revenue (
  hour TEXT NOT NULL,
  campaign TEXT NOT NULL,
  page TEXT NOT NULL,
  -- approved | pending | rejected | reversed
  status TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  -- Sum of payouts in millionths of the currency's unit.
  micros INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (hour, campaign, page, status)
) WITHOUT ROWID;

-- Keys already counted, so a repeated postback or a retried write adds nothing: an HMAC of the
-- partner's txid (with its status), or of a created signup's own id. Pruned after a while.
CREATE TABLE conversion_keys (
  key TEXT PRIMARY KEY,
  -- UTC day it was counted, YYYY-MM-DD: the daily cron deletes old keys.
  day TEXT NOT NULL
) WITHOUT ROWID;

CREATE INDEX conversion_keys_by_day ON conversion_keys (day);
