/**
 * The product's rules for copy an arm shows: honest (no claim of verification, real people,
 * contact or messaging, reviews or urgency), nothing explicit, nothing suggesting minors, read as
 * a reader sees it (copy-normal.ts).
 */
import { normaliseCopy } from './copy-normal'

export const HEADLINE_MAX = 80
export const CTA_MAX = 32

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
