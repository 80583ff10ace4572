/**
 * A created signup through a D1 outage (docs/decisions/008-exactly-once-through-d1-outages.md):
 * its counts and its outgoing postback arrive once D1 is back, once each.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { encodeCampaignCookie } from '../../../../src/campaign/attribution/campaign-cookie'
import { saveTemplate } from '../../../../src/campaign/conversions/postback-store'
import { D1_RETRY_PAUSES_MS, retryD1 } from '../../../../src/campaign/core/retry-d1'
import { captureLog, postSignup, TEST_ENV, VALID_SIGNUP } from '../../helpers'
import { DB, IPHONE, rowsFor } from '../campaign-helpers'

afterEach(() => vi.restoreAllMocks())

const TRACKER = 'https://tracker.test/outage'

/** Every D1 statement and batch fails as a locked database does, while `locked()`. */
function lockD1(locked: () => boolean) {
  const d1 = Object.getPrototypeOf(DB) as D1Database
  const prepare = d1.prepare
  vi.spyOn(d1, 'prepare').mockImplementation(function (this: D1Database, sql: string) {
    if (locked()) throw new Error('D1_ERROR: database is locked: SQLITE_BUSY')
    return prepare.call(this, sql)
  })
  const batch = d1.batch
  vi.spyOn(d1, 'batch').mockImplementation(function (
    this: D1Database,
    statements: D1PreparedStatement[],
  ) {
    if (locked()) return Promise.reject(new Error('D1_ERROR: database is locked: SQLITE_BUSY'))
    return batch.call(this, statements)
  } as D1Database['batch'])
}

describe('a created signup while D1 is locked', () => {
  it('is counted once and its postback sent once, after a 6 s lock', async () => {
    const lines = captureLog()
    await saveTemplate(DB, {
      campaign: 'po_locked',
      template: `${TRACKER}?cid={cid}&txid={txid}`,
      payoutMicros: 1_000_000,
      fire: 'signup',
      updated: new Date().toISOString(),
    })
    const cid = 'locked-click-77'
    const payload = { campaign: 'po_locked', page: 'state' as const, cid }
    const cookie = `camp=${await encodeCampaignCookie(payload, TEST_ENV.CAMPAIGN_SECRET!)}`
    const calls: string[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init)
      if (!request.url.startsWith(TRACKER))
        return Response.json({ redirectUrl: 'https://partner.example.com/ok' })
      calls.push(request.url)
      return new Response('ok')
    })
    // Locked until 6 s after the visitor is answered: an answer that waited for D1 would never
    // come (the test's budget ends it), whatever the machine's speed.
    let unlockAt = Infinity
    lockD1(() => Date.now() < unlockAt)
    let sentBeforeAnswer = -1
    const res = await postSignup(VALID_SIGNUP, {
      cookie,
      agent: IPHONE,
      onResponse: () => {
        unlockAt = Date.now() + 6_000
        sentBeforeAnswer = calls.length
      },
    })
    expect(res.status).toBe(200)
    // The visitor's answer waits for none of it.
    expect(sentBeforeAnswer).toBe(0)
    // The aggregator saved it and its alarm tries it again until D1 answers: sent once, after the lock.
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 20_000, interval: 100 })
    expect(new URL(calls[0]!).searchParams.get('cid')).toBe(cid)
    expect(Date.now()).toBeGreaterThanOrEqual(unlockAt)
    vi.restoreAllMocks()
    expect((await rowsFor('po_locked')).map((r) => [r.event, r.count])).toEqual([
      ['signup_attempt', 1],
      ['signup_created', 1],
    ])
    const outcomes = await DB.prepare(
      'SELECT outcome, SUM(count) AS count FROM postback_outcomes WHERE campaign = ? GROUP BY outcome',
    )
      .bind('po_locked')
      .all()
    expect(outcomes.results).toEqual([{ outcome: 'sent', count: 1 }])
    expect(JSON.stringify(lines)).not.toContain(cid)
    expect(lines.filter((line) => String(line.event).includes('lost'))).toEqual([])
    // D1's retries (after 1, 3, 7, 15, 30 s) get past a lock ending 6 s after the answer at 7 s,
    // or at 15 or 30 s when a busy machine is slow to answer.
  }, 60_000)

  it('keeps retrying a D1 read for longer than a minute, with a deadline on each try', async () => {
    expect(D1_RETRY_PAUSES_MS.reduce((sum, ms) => sum + ms, 0)).toBeGreaterThan(120_000)
    let tries = 0
    const hanging = () => new Promise<never>(() => {})
    const value = await retryD1(
      () =>
        ++tries < 4
          ? tries === 2
            ? hanging()
            : Promise.reject(new Error('locked'))
          : Promise.resolve('template'),
      { pausesMs: [1, 1, 1, 1], deadlineMs: 20 },
    )
    expect(value).toBe('template')
    expect(tries).toBe(4)
  })
})
