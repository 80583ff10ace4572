/**
 * The door of campaign/counting: counting a gate pass, a click and a signup, batched to the
 * aggregators, and the count store's rows. Above core and attribution; never imports conversions
 * (nor they it).
 */
export { AdaptiveWindow } from './adaptive-window'
export { scheduleCount, type WaitUntil } from './count-batch'
export { countClick } from './count-click'
export { countGatePassed } from './count-gate'
export { countSignup } from './count-signup'
export {
  DIMENSION_COLUMNS,
  KNOWN,
  OTHER_CAMPAIGN,
  addEvent,
  countFields,
  countLimits,
  writeFlush,
  type CountLimits,
  type StoredCount,
} from './count-store'
export { logCapped } from './log-capped'
export { NO_ADMIT, TagBudget, bareTag, withoutAdmission } from './tag-budget'
