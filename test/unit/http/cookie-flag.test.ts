/**
 * The yes/no cookies (18+ confirmation, neutral title) are read by one regular expression; it
 * must say what Hono's cookie parser says of every header a browser sends, or the render cache
 * and the app could pick different versions of a page.
 */
import { parse } from 'hono/utils/cookie'
import { describe, expect, it } from 'vitest'
import { isAgeConfirmed } from '../../../src/http/age-gate'
import { isNeutralTitle } from '../../../src/http/neutral-title'

const HEADERS = [
  undefined,
  null,
  '',
  'age_ok=1',
  'age_ok=0',
  'age_ok=10',
  'age_ok=',
  'age_ok',
  'sid=abc; age_ok=1',
  'sid=abc;age_ok=1;neutral_title=1',
  'sid=abc; age_ok=1 ; x=y',
  ' age_ok = 1 ',
  '\tage_ok=1',
  'age_ok="1"',
  'xage_ok=1',
  'age_ok_x=1',
  'age_okay=1',
  'sid=age_ok=1',
  'age_ok=0; age_ok=1',
  'age_ok=1; age_ok=0',
  'camp=v1.bench.state.abc; age_ok=1; neutral_title=1',
  'neutral_title=1',
  'neutral_title=0; age_ok=1',
  'neutral_title=1; neutral_title=0',
  'a_neutral_title=1',
  'neutral_title=11',
]

describe('yes/no cookies', () => {
  it('read as Hono parses the header, for every form a browser sends', () => {
    for (const header of HEADERS) {
      const cookies = parse(header ?? '')
      expect(isAgeConfirmed(header), String(header)).toBe(cookies.age_ok === '1')
      expect(isNeutralTitle(header), String(header)).toBe(cookies.neutral_title === '1')
    }
  })

  it('take the first cookie of the name, as browsers send the most specific path first', () => {
    expect(isAgeConfirmed('age_ok=1; age_ok=0')).toBe(true)
    expect(isAgeConfirmed('age_ok=0; age_ok=1')).toBe(false)
  })
})
