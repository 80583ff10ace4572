import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  COUNT_BATCH_ROWS,
  COUNT_TIMEOUT_MS,
  COUNT_WINDOW_BUSY_AT,
  COUNT_WINDOW_MAX_MS,
  COUNT_WINDOW_MIN_MS,
  scheduleCount,
} from '../../../../src/campaign/counting/count-batch'
import type { CampaignEvent } from '../../../../src/campaign/core/count-event'
import { shardName, shardOf } from '../../../../src/campaign/core/count-shards'
import type { StoredCount } from '../../../../src/campaign/counting/count-store'
import type { Env } from '../../../../src/env'
import { countEvent } from '../../../support/count-rows'

const SHARDS = 8

/** A stand-in for the aggregators' namespace that records each add and answers as told. */
function fakeAggregators() {
  const sent: { shard: string; rows: StoredCount[] }[] = []
  let answer: () => Promise<void> = async () => {}
  const namespace = {
    idFromName: (name: string) => ({ name }),
    get: (id: { name: string }) => ({
      add: (rows: StoredCount[]) => {
        sent.push({ shard: id.name, rows })
        return answer()
      },
    }),
  }
  // One salt: every campaign's shard is known in advance.
  const env = {
    CAMPAIGN_COUNTS: 'on',
    CAMPAIGN_SHARDS: String(SHARDS),
    CAMPAIGN_SHARD_SALTS: '1',
    COUNT_AGGREGATOR: namespace,
  } as unknown as Env
  return { env, sent, answerWith: (next: () => Promise<void>) => (answer = next) }
}

function request() {
  const held: Promise<unknown>[] = []
  return { held, waitUntil: (promise: Promise<unknown>) => void held.push(promise) }
}

const landing = (campaign: string): CampaignEvent => countEvent({ hour: '2026-11-22T09', campaign })

const row = (campaign: string, count: number): StoredCount => ({ ...landing(campaign), count })
const shardFor = (campaign: string) => shardName(shardOf(campaign, 0, SHARDS))

/** Two campaigns on different shards. */
const [A, B] = (() => {
  const names = Array.from({ length: 20 }, (_, i) => `camp${i}`)
  return [names[0]!, names.find((n) => shardFor(n) !== shardFor(names[0]!))!]
})()

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('counting in batches', () => {
  it('adds up one window of events and sends each shard its rows once, carried by the first request', async () => {
    const { env, sent } = fakeAggregators()
    const requests = [request(), request(), request(), request()]
    for (const [i, campaign] of [A, A, B, A].entries()) {
      scheduleCount(requests[i]!, env, [landing(campaign)])
    }
    expect(requests.map((r) => r.held.length)).toEqual([1, 0, 0, 0])
    await vi.advanceTimersByTimeAsync(COUNT_WINDOW_MIN_MS - 1)
    expect(sent).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(sent).toEqual([
      { shard: shardFor(A), rows: [row(A, 3)] },
      { shard: shardFor(B), rows: [row(B, 1)] },
    ])
  })

  it('puts events that arrive while a batch is being sent into the next batch', async () => {
    const { env, sent, answerWith } = fakeAggregators()
    let finishFirst = () => {}
    answerWith(() => new Promise((resolve) => (finishFirst = resolve)))
    scheduleCount(request(), env, [landing(A)])
    await vi.advanceTimersByTimeAsync(COUNT_WINDOW_MIN_MS)
    expect(sent.map((s) => s.rows)).toEqual([[row(A, 1)]])
    answerWith(async () => {})
    const second = request()
    scheduleCount(second, env, [landing(A)])
    expect(second.held).toHaveLength(1)
    finishFirst()
    await vi.advanceTimersByTimeAsync(COUNT_WINDOW_MIN_MS)
    expect(sent.map((s) => s.rows)).toEqual([[row(A, 1)], [row(A, 1)]])
  })

  it(`doubles the window after a busy one (${COUNT_WINDOW_BUSY_AT} events) up to ${COUNT_WINDOW_MAX_MS} ms, and halves it after a quiet one`, async () => {
    const { env, sent } = fakeAggregators()
    /** Opens a batch of `events` landings and returns how long it took to be sent. */
    const windowOf = async (events: number) => {
      const before = sent.length
      for (let i = 0; i < events; i++) scheduleCount(request(), env, [landing(A)])
      let waited = 0
      while (sent.length === before) {
        await vi.advanceTimersByTimeAsync(10)
        waited += 10
      }
      return waited
    }
    const busy = []
    for (let i = 0; i < 6; i++) busy.push(await windowOf(COUNT_WINDOW_BUSY_AT))
    expect(busy).toEqual([50, 100, 200, 400, 800, 1000])
    expect([await windowOf(1), await windowOf(1), await windowOf(1)]).toEqual([1000, 500, 250])
  })

  it(`closes a batch at ${COUNT_BATCH_ROWS} rows, so no RPC grows without bound`, async () => {
    const { env, sent } = fakeAggregators()
    const requests = Array.from({ length: COUNT_BATCH_ROWS + 1 }, () => request())
    requests.forEach((r, i) => scheduleCount(r, env, [{ ...landing(A), page: `p${i}` }]))
    expect(requests[0]!.held).toHaveLength(1)
    expect(requests[COUNT_BATCH_ROWS]!.held).toHaveLength(1)
    expect(requests.slice(1, COUNT_BATCH_ROWS).every((r) => r.held.length === 0)).toBe(true)
    await vi.advanceTimersByTimeAsync(COUNT_WINDOW_MIN_MS)
    expect(sent.map((s) => s.rows.length)).toEqual([COUNT_BATCH_ROWS, 1])
  })

  it('gives up a batch that was never sent, logs its loss, and counts on in a new one', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { env, sent } = fakeAggregators()
    scheduleCount(request(), env, [landing(A), landing(A)])
    // Its request's timer never ran (as if that request's context had ended), but time went on.
    vi.setSystemTime(Date.now() + COUNT_WINDOW_MAX_MS + COUNT_TIMEOUT_MS + 1)
    const later = request()
    scheduleCount(later, env, [landing(B)])
    expect(later.held).toHaveLength(1)
    expect(errors.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([
      {
        event: 'campaign_count_failed',
        events: ['landing'],
        count: 2,
        error: 'abandoned: it was never sent',
      },
    ])
    // Should the old timer still fire, the abandoned batch is not sent after all.
    await vi.advanceTimersByTimeAsync(COUNT_WINDOW_MIN_MS)
    expect(sent.map((s) => s.rows)).toEqual([[row(B, 1)]])
  })

  it('logs the events of a shard whose aggregator failed, and only those', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { env, sent, answerWith } = fakeAggregators()
    answerWith(async () => {
      if (sent.at(-1)!.shard === shardFor(B)) throw new Error('Durable Object reset')
    })
    scheduleCount(request(), env, [landing(A), landing(B), landing(B)])
    await vi.advanceTimersByTimeAsync(COUNT_WINDOW_MIN_MS)
    expect(errors.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([
      {
        event: 'campaign_count_failed',
        events: ['landing'],
        count: 2,
        error: 'Durable Object reset',
      },
    ])
  })
})
