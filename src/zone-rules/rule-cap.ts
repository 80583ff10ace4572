/**
 * At most MAX_RULES_PER_CAMPAIGN zone rules apply to any one campaign: a rule whose scope
 * overlaps that many others is refused when added, and left out of the cron's run if it was saved
 * before the cap (100 rules of `*` made one run take 216 s). Rules are judged in the order made.
 */
import type { ZoneRule } from './rule-store'

/** The cap: each rule of a campaign reads its zones' verdicts once a run. */
export const MAX_RULES_PER_CAMPAIGN = 20

/**
 * Whether some campaign is in both scopes: a tag, or a prefix ending in `*` (`*` alone: every
 * campaign). Two tags overlap when equal; a prefix covers every tag and prefix starting with it.
 */
export function scopesOverlap(a: string, b: string): boolean {
  const prefixA = a.endsWith('*') ? a.slice(0, -1) : undefined
  const prefixB = b.endsWith('*') ? b.slice(0, -1) : undefined
  if (prefixA === undefined && prefixB === undefined) return a === b
  if (prefixA !== undefined && prefixB !== undefined) {
    return prefixA.startsWith(prefixB) || prefixB.startsWith(prefixA)
  }
  return prefixA === undefined ? a.startsWith(prefixB!) : b.startsWith(prefixA)
}

/** Why a rule of `scope` cannot be added beside `rules`, or undefined when it can. */
export function ruleCapProblem(rules: readonly Pick<ZoneRule, 'scope'>[], scope: string) {
  const overlapping = rules.filter((rule) => scopesOverlap(rule.scope, scope))
  if (overlapping.length < MAX_RULES_PER_CAMPAIGN) return undefined
  return (
    `A campaign can have at most ${MAX_RULES_PER_CAMPAIGN} rules, and ${overlapping.length} ` +
    `already cover campaigns that “${scope}” covers. Delete or narrow one of them first.`
  )
}

/** The rules the cron runs: in the order made, each only while its campaigns have room. */
export function rulesWithinCap<Rule extends Pick<ZoneRule, 'scope'>>(rules: readonly Rule[]) {
  const kept: Rule[] = []
  for (const rule of rules) if (!ruleCapProblem(kept, rule.scope)) kept.push(rule)
  return kept
}
