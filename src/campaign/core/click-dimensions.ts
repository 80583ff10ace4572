/**
 * The dimensions a click carries beyond its campaign and page: the link's sub-ids, the visitor's
 * US state, OS family and device class, and their lander-test arm. One list, read by the revenue
 * table's columns, the reports' drill-downs, the block list and the partner token.
 */
import { SUB_NAMES } from './sub-ids'

export const CLICK_DIMENSIONS = [...SUB_NAMES, 'state', 'os', 'device', 'arm'] as const
export type ClickDimension = (typeof CLICK_DIMENSIONS)[number]

/** A lander-test arm as counted: the test's id and the arm's letter ('3B'). */
export const ARM_KEY_PATTERN = /^[1-9]\d{0,8}[A-D]$/
