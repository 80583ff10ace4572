/** A link's campaign parameters: sub1..sub5 kept only when valid; the cost macro read strictly. */
import { describe, expect, it } from 'vitest'
import { formatMoney, readCost } from '../../../../src/campaign/core/money'
import { getQueryParam } from 'hono/utils/url'
import { subIdsOf } from '../../../../src/campaign/core/sub-ids'
import { partnerToken, readPartnerToken } from '../../../../src/campaign/attribution/partner-token'

describe('sub-ids of a link', () => {
  const readSubIds = (url: string) => subIdsOf(getQueryParam(url) as Record<string, string>)

  it('keeps letters, digits, _, - and . up to 64 characters, and drops anything else', () => {
    const long = 'z'.repeat(64)
    const url = `https://x.test/state/Texas?sub=c&sub1=zone.12_a-b&sub2=%3Cscript%3E&sub3=${long}&sub4=${long}z&sub5=a%20b`
    expect(readSubIds(url)).toEqual({
      sub1: 'zone.12_a-b',
      sub2: '',
      sub3: long,
      sub4: '',
      sub5: '',
    })
    expect(readSubIds('https://x.test/?sub=c&xsub1=a')).toEqual({
      sub1: '',
      sub2: '',
      sub3: '',
      sub4: '',
      sub5: '',
    })
  })
})

describe('the cost macro', () => {
  it('reads 0 to 10 with at most 6 decimals, exactly, and rejects anything else', () => {
    expect(readCost(undefined)).toEqual({ kind: 'none' })
    expect(readCost('0.0105')).toEqual({ kind: 'cost', micros: 10_500 })
    expect(readCost('10')).toEqual({ kind: 'cost', micros: 10_000_000 })
    expect(readCost('0.000001')).toEqual({ kind: 'cost', micros: 1 })
    for (const bad of ['10.000001', '-1', '1e-3', '0.1234567', '{cost', '', ' 1', '.5', 'NaN']) {
      expect(readCost(bad), bad).toEqual({ kind: 'rejected' })
    }
  })

  it('reads an unfilled cost macro as no cost (it is counted as an unreplaced macro instead)', () => {
    for (const macro of ['{cost}', '${COST}', '[cost]', '[[click_cost]]', '{{cost}}', '##COST##']) {
      expect(readCost(macro), macro).toEqual({ kind: 'none' })
    }
  })

  it('writes money exactly, two decimals at least: 12.50, 0.0105, -3000.00', () => {
    expect([12_500_000, 10_500, -3_000_000_000, 0, 1, 2_100_000].map(formatMoney)).toEqual([
      '12.50',
      '0.0105',
      '-3000.00',
      '0.00',
      '0.000001',
      '2.10',
    ])
  })
})

describe('the partner token’s dimensions', () => {
  it('carries sub-ids, state, OS and device signed, and refuses them altered', async () => {
    const key = {
      campaign: 'tok',
      hour: '2026-11-25T10',
      page: 'go',
      dims: { sub1: 'zone.7', sub3: 'c-1', state: 'TX', os: 'android', device: 'phone' },
    }
    const token = await partnerToken(key, 's3cret')
    expect(await readPartnerToken(token, 's3cret')).toEqual(key)
    const parts = token.split('.')
    parts[3] = btoa('zone.8||c-1|||TX|android|phone').replace(/=+$/, '')
    expect(await readPartnerToken(parts.join('.'), 's3cret')).toBeUndefined()
    // A token without dimensions (made before them) still reads.
    const plain = await partnerToken({ campaign: 'tok', hour: '2026-11-25T10', page: 'go' }, 's')
    expect(plain.split('.')).toHaveLength(4)
    expect(await readPartnerToken(plain, 's')).toEqual({
      campaign: 'tok',
      hour: '2026-11-25T10',
      page: 'go',
    })
  })
})
