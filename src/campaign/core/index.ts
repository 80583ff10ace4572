/**
 * The door of campaign/core, the bottom part of campaign code: tags, sub-ids, signing and sealing,
 * money, the click's dimensions, a request's visitor and campaign event, and which aggregator shard
 * a campaign goes to. It imports no other part. Outside code (and the parts above) import this file,
 * never core's modules (scripts/check-layers.ts).
 */
export { CAMPAIGN_PATTERN, campaignTag } from './campaign-tag'
export { linkCampaign, linkQuery } from './link-query'
export {
  ARM_KEY_PATTERN,
  AGENT_DIMENSIONS,
  CAPPED_DIMENSIONS,
  CLICK_DIMENSION_SPECS,
  CLICK_DIMENSIONS,
  COUNT_DIMENSIONS,
  DIMENSION_COLUMNS,
  NO_CLICK_DIMENSIONS,
  TOKEN_VERSION,
  clickDimensionsOf,
  privacyDimensions,
  tokenDimensions,
  type ClickDimension,
  type ClickDimensionSpec,
  type CountDimensionName,
} from './dimensions'
export {
  campaignEvent,
  countingEnabled,
  logCountsLost,
  type CampaignEvent,
  type CampaignEventName,
} from './count-event'
export { inArm, visitorOf, type Visitor } from './visitor'
export { aggregatorOf, isolateSalt, shardCount, shardName, shardOf } from './count-shards'
export {
  MAX_COST_MICROS,
  formatMicros,
  formatMoney,
  parsePayout,
  readCost,
  type CostReading,
} from './money'
export {
  D1_RETRY_PAUSES_MS,
  D1_TRY_DEADLINE_MS,
  DEADLINE_MISSED,
  retryD1,
  withDeadline,
  type RetryOptions,
} from './retry-d1'
export { seal, unseal } from './seal'
export { MACRO_PARAMETERS, type LinkProblem, type MacroParameter } from './source-macro'
export { isUnfilledMacro } from './unfilled-macro'
export { sameText, sign, signNow, verify } from './sign'
export { base64urlToText, textToBase64url, toBase64url } from './base64url'
export { hmacSha256, hmacSha256Key, hmacSha256OfAscii, type HmacSha256Key } from './hmac-sha256'
export { NO_SUB_IDS, SUB_NAMES, hasSubIds, subId, subIdsOf, type SubIds } from './sub-ids'
export {
  CHECK_IN_DASHBOARD,
  HTTP_ONLY_HOSTS,
  LANDING_PRESETS,
  POSTBACK_PRESETS,
  TRAFFIC_SOURCES,
  UTC_NOT_DOCUMENTED,
  needsDashboardCheck,
  sourceOfPostbackHost,
  type PostbackPreset,
  type TrafficSource,
  type SourceGrade,
  type SourceTimeZone,
} from './traffic-sources'
export {
  CAKE_SUB_LIMIT,
  PARTNER_NETWORKS,
  SECRET_PLACEHOLDER,
  SHARED_STATUS_WORDS,
  partnerNetwork,
  partnerPostbackUrl,
  statusOfWord,
  tokenMacro,
  type PartnerNetwork,
  type PostbackStatus,
  type TokenForm,
} from './partner-networks'
