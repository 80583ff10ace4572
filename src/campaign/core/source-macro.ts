/**
 * A traffic source's macro left unfilled: the link was built with `cid={click_id}` and the source
 * did not replace it (a wrong macro name, a test click, a source that does not know it). Such a
 * value names nothing: it is never kept, sent or counted as a value, only counted as a link
 * problem (attribution/link-problems.ts reads a link's problems).
 */

import { SUB_NAMES, type SubName } from './sub-ids'

/** The parameters an unfilled macro is counted by, in the order reports list them. */
export const MACRO_PARAMETERS = ['cid', 'cost', ...SUB_NAMES] as const
export type MacroParameter = 'cid' | 'cost' | SubName

/**
 * What is wrong with a campaign link as it arrived, one counted event each: a click id that is
 * not one (`cid_rejected`), a macro left unfilled in a parameter (`unreplaced_sub1`, …).
 */
export type LinkProblem = 'cid_rejected' | `unreplaced_${MacroParameter}`
