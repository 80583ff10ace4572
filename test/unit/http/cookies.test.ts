/**
 * src/http/cookies.ts's fast readers: the yes/no cookies (18+ confirmation, neutral title) and the
 * session seed are read by one regular expression each; they must say what Hono's cookie parser
 * says of every header a browser sends (duplicates, spaces, quotes, a malformed first value), or
 * the render cache and the app could pick different versions of a page. The few cookies read
 * through Hono's parse (`readCookie`) read as Hono's `getCookie`.
 */
import { parse } from 'hono/utils/cookie'
import { describe, expect, it } from 'vitest'
import {
  isAgeConfirmed,
  isNeutralTitle,
  readCookie,
  readSessionSeed,
} from '../../../src/http/cookies'

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
  'age_ok=1;age_ok=1',
  'age_ok = "1" ; neutral_title = "1"',
  'age_ok="1',
  'age_ok=1"',
  'age_ok=1;;neutral_title=1',
  ';age_ok=1',
  'sid="a;b"; age_ok=1',
  'AGE_OK=1',
  'age_ok=1\t; neutral_title=1 ',
]

describe('yes/no cookies', () => {
  it('read as Hono parses the header, for every form a browser sends', () => {
    for (const header of HEADERS) {
      const cookies = parse(header ?? '')
      expect(isAgeConfirmed(header), String(header)).toBe(cookies.age_ok === '1')
      expect(isNeutralTitle(header), String(header)).toBe(cookies.neutral_title === '1')
    }
  })

  it('ask again where Hono skips a malformed first value and reads the next (the one difference)', () => {
    expect(parse('age_ok=é; age_ok=1').age_ok).toBe('1')
    expect(isAgeConfirmed('age_ok=é; age_ok=1')).toBe(false)
    // Hono decodes percent escapes; the site never writes one, so `%31` is not `1` here.
    expect(parse('age_ok=%31').age_ok).toBe('1')
    expect(isAgeConfirmed('age_ok=%31')).toBe(false)
  })

  it('take the first cookie of the name, as browsers send the most specific path first', () => {
    expect(isAgeConfirmed('age_ok=1; age_ok=0')).toBe(true)
    expect(isAgeConfirmed('age_ok=0; age_ok=1')).toBe(false)
  })
})

const SEED = '0123456789abcdef0123456789abcdef'
const OTHER = 'ffffffffffffffffffffffffffffffff'

describe('the session seed cookie', () => {
  it("reads a seed wherever Hono's parser reads one", () => {
    for (const header of [
      `sid=${SEED}`,
      `age_ok=1; sid=${SEED}`,
      `age_ok=1;sid=${SEED};neutral_title=1`,
      ` sid = ${SEED} `,
      `\tsid=${SEED}`,
      `sid="${SEED}"`,
      `sid=${SEED}; sid=${OTHER}`,
      `sid=a"b; sid=${SEED}`,
      `sid=é; sid=${SEED}`,
    ]) {
      expect(parse(header).sid, header).toBe(SEED)
      expect(readSessionSeed(header), header).toBe(SEED)
    }
  })

  it('reads no seed from a header without a valid one', () => {
    for (const header of [
      undefined,
      null,
      '',
      'sid=',
      'sid',
      `sid=${SEED.toUpperCase()}`,
      `sid=${SEED}0`,
      `sid=${SEED.slice(1)}`,
      `xsid=${SEED}`,
      `sidx=${SEED}`,
      `camp=v1.sid=${SEED}`,
      `sid=${SEED}\v`,
      `sid="${SEED}`,
    ]) {
      expect(readSessionSeed(header), String(header)).toBeUndefined()
    }
  })

  it('keeps the session when a first sid is not a seed, where Hono would read that one', () => {
    expect(parse(`sid=abc; sid=${SEED}`).sid).toBe('abc')
    expect(readSessionSeed(`sid=abc; sid=${SEED}`)).toBe(SEED)
  })
})

describe('cookies read through Hono', () => {
  it("read as Hono's getCookie reads them", async () => {
    const { Hono } = await import('hono')
    const { getCookie } = await import('hono/cookie')
    const app = new Hono().get('/', (c) => c.json(getCookie(c, 'signed_up') ?? null))
    for (const header of [
      undefined,
      '',
      'signed_up=1',
      'signed_up=1; signed_up=0',
      ' signed_up = "1" ',
      'signed_up=é; signed_up=1',
      'xsigned_up=1',
      'camp=v1.a.b; signed_up=%31',
    ]) {
      const response = await app.request('/', {
        headers: header === undefined ? {} : { cookie: header },
      })
      expect(readCookie(header, 'signed_up') ?? null, String(header)).toEqual(await response.json())
    }
  })
})
