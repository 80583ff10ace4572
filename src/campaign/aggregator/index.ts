/**
 * The door of campaign/aggregator, the top part: the CountAggregator Durable Object, which flushes
 * counts and runs carried postbacks, so it serves counting and conversions both, and the retention
 * cron over their tables.
 */
export { pruneCampaignCounts, retentionDays } from './prune-counts'
export { CountAggregator } from './count-aggregator'
