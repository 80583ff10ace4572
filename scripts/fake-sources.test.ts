import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { test } from 'node:test'
import { fakeSourcesServer } from './fake-sources.ts'

test('the local fake answers each source on one origin, by path, with its token only', async () => {
  const server = fakeSourcesServer({ CLICKADU_API_TOKEN: 'local-clickadu', ADSTERRA_API_KEY: 'k' })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  try {
    const query = 'dateFrom=2026-11-19&dateTo=2026-11-19&groupBy=zone&format=json'
    const ok = await fetch(`${origin}/partner/stats?token=local-clickadu&${query}`)
    assert.equal(ok.status, 200)
    assert.deepEqual(await ok.json(), [
      { zone: '101', money: '12.36' },
      { zone: '102', money: '3.00' },
    ])
    const wrong = await fetch(`${origin}/partner/stats?token=other&${query}`)
    assert.equal(wrong.status, 401)
    const adsterra = await fetch(
      `${origin}/advertiser/stats.json?start_date=2026-11-19&finish_date=2026-11-19&group_by[]=campaign&group_by[]=placement`,
      { headers: { 'X-API-Key': 'k' } },
    )
    assert.equal(adsterra.status, 200)
    assert.equal(((await adsterra.json()) as { items: unknown[] }).items.length, 2)
  } finally {
    server.close()
  }
})
