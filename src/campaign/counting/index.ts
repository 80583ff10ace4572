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
  ADMITS_ALL,
  ADMITS_COMBINATION,
  ADMITS_SUB,
  ADMITS_TAG,
  DEFAULT_COMBINATIONS_PER_DAY,
  DEFAULT_SUB_VALUES_PER_DAY,
  DIMENSION_COLUMNS,
  KNOWN,
  OTHER_CAMPAIGN,
  SUB_WRITING,
  addEvent,
  countFields,
  countLimits,
  writeFlush,
  type CountLimits,
  type StoredCount,
} from './count-store'
export { admitRow, COSTLY_EVENT, type CostLimits } from './admission'
export { ClientLedger, LEDGER_BYTES, sqlLedgerLog } from './client-ledger'
export { logCapped } from './log-capped'
export { NO_ADMIT, bareTag } from './tag-budget'
