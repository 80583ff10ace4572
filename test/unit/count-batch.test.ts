import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  COUNT_BATCH_MS,
  COUNT_BATCH_ROWS,
  COUNT_TIMEOUT_MS,
  scheduleCount,
} from '../../src/campaign/count-batch'
import type { CampaignEvent } from '../../src/campaign/count-event'
import type { Env } from '../../src/env'

/** A D1 stand-in that records each batch's rows (bound as one JSON array) and answers as told. */
function fakeDb() {
  const written: unknown[][][] = []
  let answer: () => Promise<unknown> = async () => []
  const db = {
    prepare: () => ({ bind: (...values: unknown[]) => ({ values }) }),
    batch: (statements: { values: unknown[] }[]) => {
      // Every statement of a batch binds the same rows first.
      written.push(JSON.parse(String(statements[0]!.values[0])) as unknown[][])
      return answer()
    },
  }
  const env = { CAMPAIGN_COUNTS: 'on', DB: db } as unknown as Env
  return { env, written, answerWith: (next: () => Promise<unknown>) => (answer = next) }
}

function request() {
  const held: Promise<unknown>[] = []
  return { held, waitUntil: (promise: Promise<unknown>) => void held.push(promise) }
}

const landing = (campaign: string): CampaignEvent => ({
  hour: '2026-11-22T09',
  event: 'landing',
  campaign,
  landingPage: '',
  page: 'state',
  country: 'US',
  device: 'phone',
})

const row = (campaign: string, count: number) => [
  '2026-11-22T09',
  'landing',
  campaign,
  '',
  'state',
  'US',
  'phone',
  count,
]

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('counting in batches', () => {
  it('adds up one window of events and writes them once, carried by the first request', async () => {
    const { env, written } = fakeDb()
    const requests = [request(), request(), request(), request()]
    for (const [i, campaign] of ['a', 'a', 'b', 'a'].entries()) {
      scheduleCount(requests[i]!, env, [landing(campaign)])
    }
    expect(requests.map((r) => r.held.length)).toEqual([1, 0, 0, 0])
    await vi.advanceTimersByTimeAsync(COUNT_BATCH_MS - 1)
    expect(written).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(written).toEqual([[row('a', 3), row('b', 1)]])
  })

  it('puts events that arrive while a batch is being written into the next batch', async () => {
    const { env, written, answerWith } = fakeDb()
    let finishFirst = () => {}
    answerWith(() => new Promise((resolve) => (finishFirst = () => resolve([]))))
    const first = request()
    scheduleCount(first, env, [landing('a')])
    await vi.advanceTimersByTimeAsync(COUNT_BATCH_MS)
    expect(written).toEqual([[row('a', 1)]])
    answerWith(async () => [])
    const second = request()
    scheduleCount(second, env, [landing('b')])
    expect(second.held).toHaveLength(1)
    finishFirst()
    await vi.advanceTimersByTimeAsync(COUNT_BATCH_MS)
    expect(written).toEqual([[row('a', 1)], [row('b', 1)]])
  })

  it(`closes a batch at ${COUNT_BATCH_ROWS} rows, so no batch grows without bound`, async () => {
    const { env, written } = fakeDb()
    const requests = Array.from({ length: COUNT_BATCH_ROWS + 1 }, () => request())
    requests.forEach((r, i) => scheduleCount(r, env, [landing(`c${i}`)]))
    expect(requests[0]!.held).toHaveLength(1)
    expect(requests[COUNT_BATCH_ROWS]!.held).toHaveLength(1)
    expect(requests.slice(1, COUNT_BATCH_ROWS).every((r) => r.held.length === 0)).toBe(true)
    await vi.advanceTimersByTimeAsync(COUNT_BATCH_MS)
    expect(written.map((batch) => batch.length)).toEqual([COUNT_BATCH_ROWS, 1])
  })

  it('gives up a batch whose write never started, logs its loss, and counts on in a new one', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { env, written } = fakeDb()
    scheduleCount(request(), env, [landing('a'), landing('a')])
    // Its request's timer never ran (as if that request's context had ended), but time went on.
    vi.setSystemTime(Date.now() + COUNT_BATCH_MS + COUNT_TIMEOUT_MS + 1)
    const later = request()
    scheduleCount(later, env, [landing('b')])
    expect(later.held).toHaveLength(1)
    expect(errors.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([
      {
        event: 'campaign_count_failed',
        events: ['landing'],
        count: 2,
        error: 'abandoned: its write never started',
      },
    ])
    // Should the old timer still fire, the abandoned batch is not written after all.
    await vi.advanceTimersByTimeAsync(COUNT_BATCH_MS)
    expect(written).toEqual([[row('b', 1)]])
  })
})
