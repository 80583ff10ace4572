/**
 * Created signups' postbacks waiting out a D1 outage in the aggregators' own storage: none lost
 * through a restart or a long outage, each sent once, the click id erased once it is sent. The
 * outage is injected (every D1 statement fails while it lasts) and its length is a fake clock's
 * (Date only: the aggregators' alarms are run by the test), not real waits.
 */
import { abortAllDurableObjects, runDurableObjectAlarm } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { carryPostback } from '../../../../src/campaign/conversions/carry-postback'
import { GAVE_UP, POSTBACK_GIVE_UP_MS } from '../../../../src/campaign/conversions/postback-queue'
import { saveTemplate } from '../../../../src/campaign/conversions/postback-store'
import { findPersonalData } from '../../../support/d1-privacy-scan'
import { captureLog, TEST_ENV } from '../../helpers'
import { DB, postbackOutcomes } from '../campaign-helpers'
import { aggregators, findInAggregators } from '../count-helpers'

const TRACKER = 'https://tracker.test/waiting'
const D1 = Object.getPrototypeOf(DB) as D1Database

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** An outage of D1 (every statement and batch fails as a locked database does) until `end()`. */
function outage() {
  let down = true
  const prepare = D1.prepare
  vi.spyOn(D1, 'prepare').mockImplementation(function (this: D1Database, sql: string) {
    if (down) throw new Error('D1_ERROR: database is locked: SQLITE_BUSY')
    return prepare.call(this, sql)
  })
  const batch = D1.batch
  vi.spyOn(D1, 'batch').mockImplementation(function (
    this: D1Database,
    statements: D1PreparedStatement[],
  ) {
    if (down) return Promise.reject(new Error('D1_ERROR: database is locked: SQLITE_BUSY'))
    return batch.call(this, statements)
  } as D1Database['batch'])
  return { end: () => (down = false) }
}

/** The click ids the tracker was called with, in order. */
function tracker(answer = () => new Response('OK')) {
  const calls: string[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    if (!request.url.startsWith(TRACKER)) return new Response('unexpected', { status: 500 })
    calls.push(new URL(request.url).searchParams.get('cid')!)
    return answer()
  })
  return calls
}

async function templateFor(campaign: string) {
  await saveTemplate(DB, {
    campaign,
    template: `${TRACKER}?cid={cid}&txid={txid}&payout={payout}`,
    payoutMicros: 1_000_000,
    fire: 'signup',
    updated: new Date().toISOString(),
  })
}

/** Every aggregator's waiting postbacks of a campaign, by state. */
async function waitingOf(campaign: string): Promise<Record<string, number>> {
  const states: Record<string, number> = {}
  for (const stub of aggregators()) {
    for (const job of await stub.waitingPostbacks()) {
      if (job.campaign === campaign) states[job.state] = (states[job.state] ?? 0) + 1
    }
  }
  return states
}

/** Runs every aggregator's alarm once (as the runtime does when it is due). */
async function runAlarms() {
  for (const stub of aggregators()) await runDurableObjectAlarm(stub)
}

/** Hands `n` created signups' postbacks to the aggregators, as signups do, during the outage. */
async function signups(campaign: string, n: number): Promise<string[]> {
  const cids = Array.from({ length: n }, (_, i) => `Wq${i}.waiting~click-${campaign}`)
  for (const cid of cids) await carryPostback(TEST_ENV, campaign, cid, new Date())
  return cids
}

describe('a postback waiting out a D1 outage', () => {
  it('delivers 10 of 10 after a restart during a 30 s outage, each once, then keeps no click id', async () => {
    const campaign = 'pw_restart'
    await templateFor(campaign)
    const calls = tracker()
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now: start })
    const d1 = outage()
    const cids = await signups(campaign, 10)
    expect(calls).toEqual([])
    expect(await waitingOf(campaign)).toEqual({ pending: 10 })
    // Every aggregator loses its memory mid-outage; its storage and alarm stay.
    await abortAllDurableObjects()
    vi.setSystemTime(start + 15_000)
    await runAlarms()
    expect(calls).toEqual([])
    vi.setSystemTime(start + 30_000)
    d1.end()
    await runAlarms()
    expect([...calls].sort()).toEqual([...cids].sort())
    expect(await postbackOutcomes(campaign)).toEqual([{ outcome: 'sent', count: 10 }])
    expect(await waitingOf(campaign)).toEqual({})
    expect(await findInAggregators(cids)).toEqual([])
    expect(await findPersonalData(DB, cids)).toEqual([])
    // Nothing is sent twice by a later alarm.
    await runAlarms()
    expect(calls).toHaveLength(10)
  }, 60_000)

  it('delivers 10 of 10 through a 75 s outage, tried by its alarms meanwhile, each once', async () => {
    const campaign = 'pw_long'
    await templateFor(campaign)
    const calls = tracker()
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now: start })
    const d1 = outage()
    const lines = captureLog()
    const cids = await signups(campaign, 10)
    for (const second of [1, 3, 7, 15, 30, 45, 60]) {
      vi.setSystemTime(start + second * 1000)
      await runAlarms()
      expect(calls, `at ${second} s`).toEqual([])
      expect(await waitingOf(campaign), `at ${second} s`).toEqual({ pending: 10 })
    }
    vi.setSystemTime(start + 75_000)
    d1.end()
    await runAlarms()
    expect([...calls].sort()).toEqual([...cids].sort())
    expect(await postbackOutcomes(campaign)).toEqual([{ outcome: 'sent', count: 10 }])
    expect(await waitingOf(campaign)).toEqual({})
    expect(JSON.stringify(lines)).not.toContain('Wq')
  }, 60_000)

  it('keeps a sent postback’s outcome until D1 takes it, without its click id', async () => {
    const campaign = 'pw_record'
    await templateFor(campaign)
    const calls = tracker()
    // D1 answers the template lookup, then fails the outcome's write.
    const batch = D1.batch
    let down = true
    vi.spyOn(D1, 'batch').mockImplementation(function (
      this: D1Database,
      statements: D1PreparedStatement[],
    ) {
      if (down) return Promise.reject(new Error('D1_ERROR: network connection lost'))
      return batch.call(this, statements)
    } as D1Database['batch'])
    const [cid] = await signups(campaign, 1)
    expect(calls).toEqual([cid])
    expect(await waitingOf(campaign)).toEqual({ sent: 1 })
    expect(await findInAggregators([cid!])).toEqual([])
    await abortAllDurableObjects()
    down = false
    await runAlarms()
    expect(calls).toEqual([cid])
    expect(await postbackOutcomes(campaign)).toEqual([{ outcome: 'sent', count: 1 }])
    expect(await waitingOf(campaign)).toEqual({})
  }, 30_000)

  it('fails for good after waiting 6 hours: counted failed, its answer says why, its click id gone', async () => {
    const campaign = 'pw_giveup'
    await templateFor(campaign)
    const calls = tracker()
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now: start })
    const d1 = outage()
    const [cid] = await signups(campaign, 1)
    vi.setSystemTime(start + POSTBACK_GIVE_UP_MS + 1_000)
    await runAlarms()
    expect(await waitingOf(campaign)).toEqual({ failed: 1 })
    expect(await findInAggregators([cid!])).toEqual([])
    d1.end()
    await runAlarms()
    expect(calls).toEqual([])
    expect(await postbackOutcomes(campaign)).toEqual([{ outcome: 'failed', count: 1 }])
    const answer = await DB.prepare('SELECT body, click FROM postback_answers WHERE campaign = ?')
      .bind(campaign)
      .first()
    expect(answer).toEqual({ body: GAVE_UP, click: 'Wq0.…' })
  }, 30_000)
})
