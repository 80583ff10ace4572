/**
 * The product rules applied to an arm written at /admin: honest copy (no claim of verification,
 * real people, contact or messaging, reviews or urgency), nothing explicit, nothing suggesting
 * minors, and offers only to https addresses. The 18+ gate, notices and footer are the Layout's
 * and no arm can change them. Arms may instead be chosen from the variants in code (COPY_VARIANTS).
 */
import type { Arm } from './lander-test'
import type { ArmVariant, PageType } from '../shared/arm-variant'
import { TEST_DIFFERENCES, testedOn, type Difference } from './test-differences'

/** Copy variants in code, already checked: what /admin offers beside free text. */
export const COPY_VARIANTS: Record<PageType, readonly ArmVariant[]> = {
  home: [
    { headline: 'Escort Listings in Your City', cta: 'Join {brand} Now' },
    { headline: 'Browse Listings in All 50 States', cta: 'Join Free in a Minute' },
  ],
  state: [
    { headline: 'Escorts in {state}', cta: 'Join Free' },
    { headline: 'Pick Your City in {state}', cta: 'Create a Free Account' },
  ],
  city: [
    { headline: 'Escorts in {city}, {state}', cta: 'Join Free' },
    { headline: 'Listings in {city}, {state}', cta: 'Continue Free on Our Partner Site' },
  ],
  ad: [{ cta: 'Reply on partner site' }, { cta: 'Join Free to Reply' }],
}

/** Every problem with a test's arms for its page type and difference, one line each. */
export function armProblems(pageType: PageType, difference: Difference, arms: Arm[]): string[] {
  const problems: string[] = []
  const kind = TEST_DIFFERENCES[difference]
  if (arms.length < 2 || arms.length > 4) problems.push('A test has 2 to 4 arms.')
  if (!testedOn(difference, pageType)) problems.push(kind.elsewhere)
  arms.forEach((arm) => {
    const name = `Arm ${arm.letter}`
    if (!Number.isInteger(arm.weight) || arm.weight < 1 || arm.weight > 100)
      problems.push(`${name}: the weight is a whole number from 1 to 100.`)
    problems.push(...kind.problems(name, pageType, arm))
  })
  return problems
}
