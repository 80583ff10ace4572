/**
 * What is wrong with a campaign link as it arrived, counted per campaign so the buyer sees a
 * broken link (never the value itself): a click id that is not one (`cid_rejected`: longer than
 * 512 characters, or outside the URL-safe alphabet), and a source macro left unfilled in `cid`,
 * `cost` or a sub-id (`unreplaced_<parameter>`, e.g. `unreplaced_sub1` for `sub1={zoneid}`). A
 * cost that is not a plain decimal stays `cost_rejected` (counted with the landing).
 */
import { isUnfilledMacro, SUB_NAMES, type LinkProblem, type MacroParameter } from '../core'
import { clickIdReading } from './click-id'

/** The event of an unfilled macro in `parameter`. */
export const unreplaced = (parameter: MacroParameter): LinkProblem => `unreplaced_${parameter}`

/** The problems of a link's query (name → first value, decoded), none for most links. */
export function linkProblems(query: Readonly<Record<string, string | undefined>>): LinkProblem[] {
  const problems: LinkProblem[] = []
  const cid = clickIdReading(query)
  if (cid === 'rejected') problems.push('cid_rejected')
  else if (cid === 'macro') problems.push(unreplaced('cid'))
  if (isUnfilledMacro(query.cost)) problems.push(unreplaced('cost'))
  for (const name of SUB_NAMES) if (isUnfilledMacro(query[name])) problems.push(unreplaced(name))
  return problems
}
