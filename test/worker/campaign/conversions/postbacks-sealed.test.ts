/**
 * A waiting postback's click id is sealed at rest (decision 035): the aggregators' SQLite files,
 * read raw from Node (their WAL and freed pages included, test/support/storage-file-scan.ts),
 * never hold it in clear, while it waits through a D1 outage nor after it was sent. The campaign
 * tag, kept in clear in the same rows, is found there: the scan reads the files the rows were in.
 */
import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { carryPostback } from '../../../../src/campaign/conversions/carry-postback'
import { saveTemplate } from '../../../../src/campaign/conversions/postback-store'
import { TEST_ENV } from '../../helpers'
import { DB, postbackOutcomes } from '../campaign-helpers'
import { aggregators } from '../count-helpers'
import { runDurableObjectAlarm } from 'cloudflare:test'

const TRACKER = 'https://tracker.test/sealed'
const D1 = Object.getPrototypeOf(DB) as D1Database
const STORAGE_FILES = (env as unknown as { STORAGE_FILES: Fetcher }).STORAGE_FILES

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** Each of `values` found in the aggregators' files, and how many files were read. */
async function inStorageFiles(values: string[]): Promise<{ files: number; found: string[] }> {
  const res = await STORAGE_FILES.fetch('http://storage-files/', {
    method: 'POST',
    body: JSON.stringify(values),
  })
  return res.json()
}

/** The click ids the tracker was called with. */
function tracker() {
  const calls: string[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    if (!request.url.startsWith(TRACKER)) return new Response('unexpected', { status: 500 })
    calls.push(new URL(request.url).searchParams.get('cid')!)
    return new Response('OK')
  })
  return calls
}

/** D1 failing every statement until `end()`. */
function outage() {
  let down = true
  const prepare = D1.prepare
  vi.spyOn(D1, 'prepare').mockImplementation(function (this: D1Database, sql: string) {
    if (down) throw new Error('D1_ERROR: database is locked: SQLITE_BUSY')
    return prepare.call(this, sql)
  })
  return { end: () => (down = false) }
}

describe('a waiting postback’s click id at rest', () => {
  it('is in no aggregator file, WAL or freed page, while it waits nor once it was sent', async () => {
    // Unique to this run: every run's files on the machine are read.
    const run = crypto.randomUUID().slice(0, 8)
    const campaign = `ps_${run}`
    const cids = Array.from({ length: 5 }, (_, i) => `Sealed${i}.click-${run}~id`)
    await saveTemplate(DB, {
      campaign,
      template: `${TRACKER}?cid={cid}&txid={txid}`,
      payoutMicros: 1_000_000,
      fire: 'signup',
      updated: new Date().toISOString(),
    })
    const calls = tracker()
    const d1 = outage()
    for (const cid of cids) await carryPostback(TEST_ENV, campaign, cid, new Date())
    expect(calls).toEqual([])
    const waiting = await inStorageFiles([campaign, ...cids])
    expect(waiting.files).toBeGreaterThan(0)
    // The tag, saved in the same rows in clear, is there: these are the rows' files.
    expect(waiting.found.some((line) => line.startsWith(`${campaign} in `))).toBe(true)
    expect(waiting.found.filter((line) => !line.startsWith(`${campaign} in `))).toEqual([])
    d1.end()
    for (const stub of aggregators()) await runDurableObjectAlarm(stub)
    expect([...calls].sort()).toEqual([...cids].sort())
    expect(await postbackOutcomes(campaign)).toEqual([{ outcome: 'sent', count: 5 }])
    const sent = await inStorageFiles(cids)
    expect(sent.found).toEqual([])
  }, 60_000)
})
