import { describe, expect, it } from 'vitest'
import {
  MAX_RULES_PER_CAMPAIGN,
  rulesWithinCap,
  scopesOverlap,
} from '../../../src/zone-rules/rule-cap'

describe('scopesOverlap', () => {
  it('tells when some campaign is in both scopes', () => {
    expect(scopesOverlap('a_1', 'a_1')).toBe(true)
    expect(scopesOverlap('a_1', 'a_2')).toBe(false)
    expect(scopesOverlap('a_1', 'a_*')).toBe(true)
    expect(scopesOverlap('a_*', 'a_1')).toBe(true)
    expect(scopesOverlap('b_1', 'a_*')).toBe(false)
    expect(scopesOverlap('a_*', 'a_x*')).toBe(true)
    expect(scopesOverlap('a_*', 'b_*')).toBe(false)
    expect(scopesOverlap('*', 'anything')).toBe(true)
    expect(scopesOverlap('*', 'b_*')).toBe(true)
  })
})

describe('rulesWithinCap', () => {
  it(`runs the first ${MAX_RULES_PER_CAMPAIGN} rules of a campaign saved before the cap, in order, and every other campaign's`, () => {
    const stars = Array.from({ length: 100 }, (_, id) => ({ id, scope: '*' }))
    expect(rulesWithinCap(stars).map((rule) => rule.id)).toEqual(
      Array.from({ length: MAX_RULES_PER_CAMPAIGN }, (_, id) => id),
    )
    const mixed = [
      ...Array.from({ length: 25 }, (_, id) => ({ id, scope: 'a_1' })),
      { id: 100, scope: 'b_1' },
      { id: 101, scope: 'a_*' },
    ]
    const kept = rulesWithinCap(mixed).map((rule) => rule.id)
    expect(kept).toHaveLength(MAX_RULES_PER_CAMPAIGN + 1)
    expect(kept).toContain(100)
    expect(kept).not.toContain(101)
  })
})
