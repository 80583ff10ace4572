-- Issue 24: partner revenue filed under the dimensions the click had (sub1..sub5, state, OS,
-- device), read from the partner token, so reports give each zone its own revenue. Rebuilt for
-- the wider key; existing rows keep their money with '' for the new dimensions.
CREATE TABLE partner_revenue_v2 (
  hour TEXT NOT NULL,
  campaign TEXT NOT NULL,
  page TEXT NOT NULL,
  sub1 TEXT NOT NULL DEFAULT '',
  sub2 TEXT NOT NULL DEFAULT '',
  sub3 TEXT NOT NULL DEFAULT '',
  sub4 TEXT NOT NULL DEFAULT '',
  sub5 TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL DEFAULT '',
  os TEXT NOT NULL DEFAULT '',
  device TEXT NOT NULL DEFAULT '',
  -- approved | pending | rejected | reversed
  status TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  micros INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (hour, campaign, page, sub1, sub2, sub3, sub4, sub5, state, os, device, status)
) WITHOUT ROWID;

INSERT INTO partner_revenue_v2 (hour, campaign, page, status, count, micros)
SELECT hour, campaign, page, status, count, micros FROM partner_revenue;

DROP TABLE partner_revenue;
ALTER TABLE partner_revenue_v2 RENAME TO partner_revenue;
