/**
 * What a visitor counts once a day whatever they send (admission.ts): a unique click per
 * campaign, whatever the order of campaigns, and a gate pass per landing.
 */
import { describe, expect, it } from 'vitest'
import { GO_PATH } from '../../../../src/shared/paths'
import { request } from '../../helpers'
import { campCookie, confirmAgeFrom, person, rowsFor, visit } from '../campaign-helpers'

/** A campaign's count of one event, all days. */
async function countOf(campaign: string, event: string): Promise<number> {
  return (await rowsFor(campaign))
    .filter((row) => row.event === event)
    .reduce((sum, row) => sum + row.count, 0)
}

describe('unique clicks', () => {
  it('are one per visitor, campaign and day whatever the order: A, A, B, A, B count 1 each', async () => {
    let cookie: string | undefined
    for (const campaign of ['uq_a', 'uq_a', 'uq_b', 'uq_a', 'uq_b']) {
      const { res } = await visit(`${GO_PATH}?sub=${campaign}`, {
        headers: person('192.0.2.31'),
        ...(cookie && { cookie }),
      })
      cookie = campCookie(res)?.split(';')[0] ?? cookie
    }
    expect(await countOf('uq_a', 'click')).toBe(3)
    expect(await countOf('uq_a', 'unique_click')).toBe(1)
    expect(await countOf('uq_b', 'click')).toBe(2)
    expect(await countOf('uq_b', 'unique_click')).toBe(1)
  }, 30_000)
})

describe('gate passes', () => {
  it('are one per landing visitor: a landing and 10 confirmations count 1', async () => {
    const ip = '192.0.2.32'
    const landed = await request('/state/Ohio?sub=gp_once', {
      confirmed: false,
      headers: person(ip),
    })
    const cookie = campCookie(landed)!.split(';')[0]!
    for (let i = 0; i < 10; i++) {
      const res = await confirmAgeFrom(cookie, ip, '/state/Ohio')
      expect(res.status).toBe(303)
    }
    expect(await countOf('gp_once', 'landing')).toBe(1)
    expect(await countOf('gp_once', 'gate_shown')).toBe(1)
    expect(await countOf('gp_once', 'gate_passed')).toBe(1)
  }, 30_000)
})
