/**
 * What a campaign link's values come to: click ids as sources send them (up to 512 characters of
 * the URL-safe alphabet), unfilled source macros told apart from values, and the worst-case sizes
 * of the `camp` cookie and the sealed partner token with the longest click id.
 */
import { describe, expect, it } from 'vitest'
import {
  campaignSetCookie,
  decodeCampaignCookie,
  encodeCampaignCookie,
} from '../../../../src/campaign/attribution/campaign-cookie'
import { clickId, clickIdReading, readClickId } from '../../../../src/campaign/attribution/click-id'
import { subIdsOf } from '../../../../src/campaign/core/sub-ids'
import { linkProblems } from '../../../../src/campaign/attribution/link-problems'
import { partnerToken, readPartnerToken } from '../../../../src/campaign/attribution/partner-token'
import { isUnfilledMacro } from '../../../../src/campaign/core/unfilled-macro'

const SECRET = 'unit-secret'
/** The longest click id kept: 512 characters of the whole URL-safe alphabet. */
const LONGEST_CID = 'Az09._~-'.repeat(64)
const LONGEST_SUBS = {
  sub1: 'a'.repeat(64),
  sub2: 'b'.repeat(64),
  sub3: 'c'.repeat(64),
  sub4: 'd'.repeat(64),
  sub5: 'e'.repeat(64),
}

/** Every macro syntax sources and partner networks use, each as a source leaves it unfilled. */
const UNFILLED = [
  ['{x}', '{click_id}'],
  ['{x}, empty', '{}'],
  ['${x}', '${SUBID}'],
  ['[x]', '[clickid]'],
  ['[x], MyLead', '[ml_sub1]'],
  ['[=x=], LinkTrust', '[=sub1=]'],
  ['[[x]]', '[[click_cost]]'],
  ['{{x}}', '{{campaign.id}}'],
  ['{{x}}, upper case', '{{EXTERNAL_ID}}'],
  ['##x##', '##CLICK_ID##'],
  ['#x#, CAKE', '#s2#'],
  ['<x>', '<zoneid>'],
  ['<x>, iMonetizeIt', '<click_id>'],
  ['%x%, PeerFly', '%subid%'],
  ['%%x%%', '%%ZONEID%%'],
  ['$x$', '$zoneid$'],
  ['__x__', '__zoneid__'],
  ['__x__, upper case', '__CLICK_ID__'],
  ['{x} encoded once more', '%7Bzoneid%7D'],
  ['{x} encoded twice more', '%257Bzoneid%257D'],
  ['<x> encoded once more', '%3Cclick_id%3E'],
  ['%%x%% encoded once more', '%25%25ZONEID%25%25'],
] as const

describe('unfilled source macros', () => {
  it.each(UNFILLED)('tells %s (%s) from a value', (_syntax, macro) => {
    expect(isUnfilledMacro(macro)).toBe(true)
  })

  it('takes no value for a macro', () => {
    for (const value of [
      'abc',
      'zone-7',
      '0.05',
      '{',
      '####',
      'a{b}',
      '{a}b',
      '',
      'a__b__',
      '_x_',
    ]) {
      expect(isUnfilledMacro(value), value).toBe(false)
    }
    expect(isUnfilledMacro('%7Bzone')).toBe(false)
    expect(isUnfilledMacro(undefined)).toBe(false)
  })

  it.each(UNFILLED)(
    'counts %s (%s) in cid or a sub-id as unreplaced, never as a value',
    (_syntax, macro) => {
      expect(linkProblems({ cid: macro, sub1: macro })).toEqual([
        'unreplaced_cid',
        'unreplaced_sub1',
      ])
      expect(clickId(macro)).toBeUndefined()
      expect(readClickId(`https://x.test/?sub=c&cid=${encodeURIComponent(macro)}`)).toBeUndefined()
      expect(subIdsOf({ sub1: macro }).sub1).toBe('')
    },
  )

  it('counts a macro in cid, cost or a sub-id by the parameter it came in, never as a value', () => {
    expect(
      linkProblems({ cid: '{click_id}', cost: '[[click_cost]]', sub1: '{zoneid}', sub3: 'ok' }),
    ).toEqual(['unreplaced_cid', 'unreplaced_cost', 'unreplaced_sub1'])
    expect(linkProblems({ clickid: '${SUBID}', sub5: '##SITE##' })).toEqual([
      'unreplaced_cid',
      'unreplaced_sub5',
    ])
    expect(linkProblems({ cid: 'abc', cost: '0.05', sub1: 'zone-1' })).toEqual([])
  })
})

describe('click ids as sources send them', () => {
  it('keeps up to 512 URL-safe characters, and rejects a longer or malformed one', () => {
    expect(clickIdReading({ cid: LONGEST_CID })).toBe('valid')
    expect(clickIdReading({ cid: 'x'.repeat(400) })).toBe('valid')
    expect(clickIdReading({ cid: 'x'.repeat(513) })).toBe('rejected')
    for (const bad of ['a b', 'a/b', '<x', 'é', 'a=b']) {
      expect(clickIdReading({ cid: bad }), bad).toBe('rejected')
    }
    expect(linkProblems({ cid: 'x'.repeat(513) })).toEqual(['cid_rejected'])
    // An empty value is a source with nothing to fill in, not a broken link.
    expect(clickIdReading({ cid: '' })).toBe('none')
    expect(clickIdReading({ sub: 'a' })).toBe('none')
  })

  it('fits the worst-case camp cookie (512-character click id, five 64-character sub-ids) far under 4 KB', async () => {
    const payload = {
      campaign: 'c'.repeat(64),
      page: 'signup-page' as const,
      cid: LONGEST_CID,
      subs: LONGEST_SUBS,
      clickDay: '20261127',
    }
    const value = await encodeCampaignCookie(payload, SECRET)
    expect(await decodeCampaignCookie(value, SECRET)).toEqual(payload)
    const header = campaignSetCookie(value, true)
    // Measured: 1,057 characters of value, about 1,120 with the attributes (docs/campaigns.md);
    // browsers keep a cookie of up to 4,096 bytes, name and value.
    expect(value.length).toBeLessThanOrEqual(1060)
    expect(header.length).toBeLessThan(1200)
  })

  it('seals the longest click id and dimensions into a token under 1,400 characters that reads back', async () => {
    const key = {
      campaign: 'c'.repeat(64),
      hour: '2026-11-27T07',
      page: 'signup-page',
      dims: {
        ...LONGEST_SUBS,
        state: 'TX',
        os: 'android',
        device: 'tablet',
        browser: 'samsung',
        os_version: 'android-16',
        network: 'n'.repeat(32),
      },
      cid: LONGEST_CID,
    }
    const token = await partnerToken(key, SECRET)
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/)
    // Measured: 1,367 characters with a 32-character network (docs/campaigns.md says what a
    // partner's sub field must take).
    expect(token.length).toBeLessThanOrEqual(1370)
    expect(await readPartnerToken(token, SECRET)).toEqual(key)
  })
})
