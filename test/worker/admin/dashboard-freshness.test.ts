import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { shardName } from '../../../src/campaign/core/count-shards'
import type { Env } from '../../../src/env'
import worker from '../../../src/index'
import { flushAggregators } from '../campaign/count-helpers'
import { ORIGIN, TEST_ENV, textOf } from '../helpers'
import { GO_PATH } from '../../../src/shared/paths'
import { adminAuth } from '../../support/basic-auth'

type IncomingRequest = Parameters<typeof worker.fetch>[0]

const TOKEN = 'freshness-token'
const ADMIN_ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN }
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'

/** Sends a request through the real entry; `done` resolves when its waitUntil work has. */
async function send(path: string, env: Env = TEST_ENV, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext()
  const request = new Request(`${ORIGIN}${path}`, {
    headers: { Cookie: 'age_ok=1', 'User-Agent': PHONE, ...headers },
    redirect: 'manual',
  })
  const res = await worker.fetch(request as IncomingRequest, env, ctx)
  return { res, done: waitOnExecutionContext(ctx) }
}

async function adminGet(path: string, env: Env = ADMIN_ENV) {
  const { res, done } = await send(path, env, { Authorization: adminAuth(TOKEN) })
  const body = await res.text()
  await done
  return { res, body }
}

/** Events of a campaign by kind, as the CSV export shows them. */
async function csvTotals(campaign: string, env?: Env): Promise<Record<string, number>> {
  const { res, body } = await adminGet(`/admin/export.csv?campaign=${campaign}`, env)
  expect(res.status).toBe(200)
  const totals: Record<string, number> = {}
  for (const line of body.trim().split('\r\n').slice(1)) {
    const fields = line.split(',')
    totals[fields[1]!] = (totals[fields[1]!] ?? 0) + Number(fields.at(-1))
  }
  return totals
}

afterEach(() => vi.restoreAllMocks())

describe('the dashboard’s freshness', () => {
  it('shows 400 concurrent landings and 100 clicks in the CSV, exactly, once their requests’ own work ends', async () => {
    for (let i = 0; i < 3; i++) await (await send('/state/Texas')).res.text()
    const sent = await Promise.all([
      ...Array.from({ length: 400 }, () => send('/state/Texas?sub=fresh_a')),
      // Each click from its own address: unique clicks are one per client, campaign and day.
      ...Array.from({ length: 100 }, (_, i) =>
        send(`${GO_PATH}?sub=fresh_a`, TEST_ENV, { 'CF-Connecting-IP': `10.70.0.${i}` }),
      ),
    ])
    expect(sent.filter(({ res }) => res.status === 200)).toHaveLength(400)
    expect(sent.filter(({ res }) => res.status === 302)).toHaveLength(100)
    // Their batches reach the aggregators within the requests' own waitUntil (at most a 1 s window
    // and the send: count-batch.ts), and the CSV reads what the aggregators hold: no wait for the
    // flush to D1 (20 s later), and no wall-clock bound a busy machine could overrun.
    await Promise.all(sent.map(({ done }) => done))
    // Each click came without a cookie, from its own address: unique too, and on the campaign's
    // direct link.
    const totals = { landing: 400, click: 100, unique_click: 100, direct_click: 100 }
    expect(await csvTotals('fresh_a')).toEqual(totals)
    // Once flushed to D1 the numbers are the same: nothing counted twice or lost on the way.
    await flushAggregators()
    expect(await csvTotals('fresh_a')).toEqual(totals)
    const page = await adminGet('/admin?campaign=fresh_a')
    expect(page.res.status).toBe(200)
    expect(textOf(page.body)).toMatch(/Landings 400\b/)
  })

  it('notes a shard that does not answer, on /admin and with the CSV, and answers 200', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const namespace = TEST_ENV.COUNT_AGGREGATOR!
    const silent = shardName(3)
    const oneSilent = {
      idFromName: (name: string) => namespace.idFromName(name),
      get(id: DurableObjectId) {
        if (id.name !== silent) return namespace.get(id)
        return { unflushed: () => Promise.reject(new Error('Durable Object is overloaded')) }
      },
    } as unknown as Env['COUNT_AGGREGATOR']
    const env = { ...ADMIN_ENV, COUNT_AGGREGATOR: oneSilent }
    const page = await adminGet('/admin', env)
    expect(page.res.status).toBe(200)
    expect(textOf(page.body)).toContain(`held by ${silent}, which did not answer`)
    const csv = await adminGet('/admin/export.csv', env)
    expect(csv.res.status).toBe(200)
    expect(csv.res.headers.get('X-Counts-Incomplete')).toContain(silent)
  })
})
