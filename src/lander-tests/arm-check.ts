/**
 * The product rules applied to an arm written at /admin: honest copy (no claim of verification,
 * real people, contact or messaging, reviews or urgency), nothing explicit, nothing suggesting
 * minors, and offers only to https addresses. The 18+ gate, notices and footer are the Layout's
 * and no arm can change them. Arms may instead be chosen from the variants in code (COPY_VARIANTS).
 */
import { isPlainPartnerUrl } from '../config'
import { normaliseCopy } from './copy-normal'
import type { Arm, ArmVariant, Difference, PageType } from './lander-test'

const HEADLINE_MAX = 80
const CTA_MAX = 32

/** Words the site's copy never uses, each with the rule it would break. */
const FORBIDDEN: readonly [RegExp, string][] = [
  [/\b(verif\w*|authentic|genuine|real|legit\w*|actual)\b/i, 'claims verification or real people'],
  [
    /\b(message|messages|messaging|chat\w*|text (her|him|them|me)|call (her|him|them|me)|dm|inbox|phone number|whatsapp|contact)\b/i,
    'promises contact or messaging',
  ],
  [/\b(reviews?|rated|testimonials?|stars?)\b/i, 'claims reviews or ratings'],
  [/\b(now only|last chance|hurry|left today|expires?|limited time|only \d+)\b/i, 'fakes urgency'],
  [
    /\b(teens?|young|youngest|girls?|schoolgirls?|barely|minors?|underage|kids?|child\w*|petite)\b/i,
    'could suggest minors',
  ],
  [/\b(sex|nude\w*|naked|porn\w*|xxx|fuck\w*|blowjob|bj|anal)\b/i, 'is explicit'],
]

/**
 * What is wrong with a piece of arm copy ('' when nothing), read as a reader sees it
 * (copy-normal.ts): look-alike letters, invisible characters and spelt-out letters are no way
 * around the rules.
 */
export function copyProblem(text: string): string {
  const read = normaliseCopy(text)
  if (/[<>]/.test(text) || /[<>]/.test(read)) return 'may not contain < or >'
  for (const [pattern, rule] of FORBIDDEN) {
    const found = pattern.exec(read)
    if (found) return `"${found[0]}" ${rule}`
  }
  return ''
}

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
  if (arms.length < 2 || arms.length > 4) problems.push('A test has 2 to 4 arms.')
  if (difference === 'order' && pageType !== 'state' && pageType !== 'city')
    problems.push('The order of the page is tested on state and city pages.')
  arms.forEach((arm) => {
    const name = `Arm ${arm.letter}`
    if (!Number.isInteger(arm.weight) || arm.weight < 1 || arm.weight > 100)
      problems.push(`${name}: the weight is a whole number from 1 to 100.`)
    problems.push(...variantProblems(name, pageType, difference, arm))
  })
  return problems
}

function variantProblems(
  name: string,
  pageType: PageType,
  difference: Difference,
  arm: ArmVariant,
): string[] {
  const problems: string[] = []
  if (difference === 'copy') {
    if (arm.headline !== undefined && pageType === 'ad')
      problems.push(`${name}: an ad page keeps its ad's title; test its call to action.`)
    for (const [field, text, max] of [
      ['headline', arm.headline, HEADLINE_MAX],
      ['call to action', arm.cta, CTA_MAX],
    ] as const) {
      if (text === undefined) continue
      if (text.trim() === '' || text.length > max)
        problems.push(`${name}: the ${field} has 1 to ${max} characters.`)
      const problem = copyProblem(text)
      if (problem) problems.push(`${name}: the ${field} ${problem}.`)
    }
  }
  if (difference === 'offer') {
    for (const url of [arm.partnerUrl, arm.partnerSignupUrl]) {
      if (url !== undefined && !isPlainPartnerUrl(url))
        problems.push(
          `${name}: a partner address is a plain https URL on a named host (a path and query, no *, ;, spaces, quotes or user name).`,
        )
    }
  }
  return problems
}
