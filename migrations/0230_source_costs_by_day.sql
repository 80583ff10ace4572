-- The read side sums pulled spend into every report (decision 047): it reads the source days a
-- range touches, so an index by source day keeps that read to those days' rows (days × zones ×
-- campaigns), where the primary key (source, account, campaign, day, zone) would scan the table.
CREATE INDEX source_costs_by_day ON source_costs (source_day);
-- One campaign's (the zone rules and verdicts, every 10 minutes per campaign): its source
-- campaign ids' days only.
CREATE INDEX source_costs_by_campaign_day ON source_costs (source, source_campaign_id, source_day);
