-- The affiliate network preset chosen per partner URL (origin and path), from
-- src/campaign/core/partner-networks.ts: which landing parameter /go puts the token in, and how.
CREATE TABLE IF NOT EXISTS partner_presets (
  partner_url TEXT PRIMARY KEY,
  preset TEXT NOT NULL,
  updated TEXT NOT NULL
);

-- Operator-set rates for payouts a partner reports in another currency than the site's:
-- site-currency micros per one unit of `currency` (ISO 4217, upper case).
CREATE TABLE IF NOT EXISTS currency_rates (
  currency TEXT PRIMARY KEY,
  micros INTEGER NOT NULL CHECK (micros > 0),
  updated TEXT NOT NULL
);

-- Partner postbacks refused for a status word or currency this site does not know, per UTC day,
-- campaign, problem ('unmapped_status', 'currency') and the word (never a token or txid).
CREATE TABLE IF NOT EXISTS postback_refusals (
  day TEXT NOT NULL,
  campaign TEXT NOT NULL,
  problem TEXT NOT NULL,
  word TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, campaign, problem, word)
);
