/**
 * The dimensions a click carries beyond its campaign and page: the link's sub-ids, the visitor's
 * US state, OS family and device class. One list, read by the revenue table's columns, the
 * reports' drill-downs and the block list.
 */
import { SUB_NAMES } from './sub-ids'

export const CLICK_DIMENSIONS = [...SUB_NAMES, 'state', 'os', 'device'] as const
export type ClickDimension = (typeof CLICK_DIMENSIONS)[number]
