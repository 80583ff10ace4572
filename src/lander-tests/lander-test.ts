/**
 * What a lander or offer test is: who is in it (a campaign, a tag prefix or every visitor), which
 * page type it changes, and 2 to 4 arms with weights and what each arm changes (headline and call
 * to action, the order of the page, or the partner offer). Arm A is the page as it is: bots,
 * prefetches and previews see it. Arms are checked here, whoever wrote them.
 */
import { campaignTag } from '../campaign/core'
import { PAGE_TYPES, type ArmVariant, type PageType } from '../shared/arm-variant'
import type { Difference } from './test-differences'

export const ARM_LETTERS = ['A', 'B', 'C', 'D'] as const
export type ArmLetter = (typeof ARM_LETTERS)[number]

/** Who is in a test: every visitor, one campaign's, or those of campaigns whose tag starts so. */
type TestScope =
  { kind: 'all' } | { kind: 'campaign'; tag: string } | { kind: 'prefix'; prefix: string }

export interface Arm extends ArmVariant {
  letter: ArmLetter
  /** A whole number from 1 to 100: the arm's share is its weight over the arms' sum. */
  weight: number
}

export type TestStatus = 'running' | 'kept' | 'stopped'

export interface LanderTest {
  id: number
  name: string
  scope: TestScope
  pageType: PageType
  difference: Difference
  arms: Arm[]
  /** The control's expected signup rate and the smallest relative lift worth finding. */
  baselineRate: number
  minimumLift: number
  status: TestStatus
  /** The arm kept when the test ended with a winner, else ''. */
  kept: ArmLetter | ''
}

/** The arm's value in counts and partner tokens: the test's id and the arm's letter ('3B'). */
export function armKey(test: Pick<LanderTest, 'id'>, letter: ArmLetter): string {
  return `${test.id}${letter}`
}

/** The page type a page tag (a Layout's subid) is, if tests may change it. */
export function pageTypeOf(subid: string | undefined): PageType | undefined {
  return (PAGE_TYPES as readonly string[]).includes(subid ?? '') ? (subid as PageType) : undefined
}

/** The page type of a request's path, as the router would match it; undefined for other pages. */
export function pageTypeOfPath(path: string): PageType | undefined {
  if (path === '/') return 'home'
  const parts = path.split('/')
  if (parts[1] === 'state' && parts.length === 3) return 'state'
  if (parts[1] === 'city' && parts.length === 4) return 'city'
  if (parts[1] === 'city' && parts.length === 5) return 'ad'
  return undefined
}

/** Whether a visitor of campaign `tag` ('' for none) is in the test's scope. */
export function inScope(scope: TestScope, tag: string): boolean {
  if (scope.kind === 'all') return true
  if (scope.kind === 'campaign') return tag === scope.tag
  return tag !== '' && tag.startsWith(scope.prefix)
}

/** A scope from its stored text: `all`, `campaign:<tag>` or `prefix:<start of a tag>`. */
export function parseScope(text: string): TestScope | undefined {
  if (text === 'all') return { kind: 'all' }
  const [kind, value] = [text.slice(0, text.indexOf(':')), text.slice(text.indexOf(':') + 1)]
  if (kind === 'campaign' && campaignTag(value)) return { kind, tag: value }
  if (kind === 'prefix' && campaignTag(value)) return { kind, prefix: value }
  return undefined
}

export function scopeText(scope: TestScope): string {
  if (scope.kind === 'all') return 'all'
  return scope.kind === 'campaign' ? `campaign:${scope.tag}` : `prefix:${scope.prefix}`
}

/** An arm's copy with the page's {state} and {city} filled in ({brand} is fillTokens'). */
export function fillPlace(text: string, place: { state?: string; city?: string }): string {
  return text.replace(/\{(state|city)\}/g, (token, name: 'state' | 'city') => place[name] ?? token)
}
