/**
 * Counted rows and events for tests, built from the dimension list (src/campaign/core/dimensions.ts):
 * every dimension is '' unless a test names it, so a new dimension needs no test edits.
 */
import {
  COUNT_DIMENSIONS,
  type CampaignEvent,
  type CountDimensionName,
} from '../../src/campaign/core'
import type { StoredCount } from '../../src/campaign/counting/count-store'

/** Every dimension of a counted row, each ''. */
export function noDimensions(): Record<CountDimensionName, string> {
  return Object.fromEntries(COUNT_DIMENSIONS.map(({ name }) => [name, ''])) as Record<
    CountDimensionName,
    string
  >
}

/** What most tests count: a landing on a state page, from a phone running iOS in the US. */
const A_LANDING = { event: 'landing', page: 'state', country: 'US', device: 'phone', os: 'ios' }

/**
 * A counted event: a landing (A_LANDING) in this UTC hour, at no cost, every other dimension '',
 * with `fields` over it.
 */
export function countEvent(fields: Partial<CampaignEvent> = {}): CampaignEvent {
  return {
    ...noDimensions(),
    hour: new Date().toISOString().slice(0, 13),
    ...A_LANDING,
    costMicros: 0,
    ...fields,
  } as CampaignEvent
}

/** A stored count row: countEvent's, counted once, with `fields` over it. */
export function countRow(fields: Partial<StoredCount> = {}): StoredCount {
  return { ...countEvent(), count: 1, ...fields } as StoredCount
}
