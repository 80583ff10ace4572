/**
 * Cost a visitor cannot tilt (docs/decisions/020-client-ledger.md): one client's landings and
 * clicks add cost once per campaign, zone and day; a campaign's bid rejects a cost above it; the
 * block list judges people, not requests; a direct link's cost counts on /go; and the cost form's
 * return path never breaks its redirect.
 */
import { describe, expect, it } from 'vitest'
import type { Env } from '../../../../src/env'
import { GO_PATH } from '../../../../src/shared/paths'
import { TEST_ENV } from '../../helpers'
import { DESKTOP, visit } from '../campaign-helpers'
import { flushAggregators } from '../count-helpers'
import { adminClient } from '../../../support/admin-client'

const TOKEN = 'tilt-admin-token'
const ADMIN_ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN }
const ADMIN = adminClient(ADMIN_ENV, { ip: '192.0.2.24' })
const person = (ip: string) => ({ 'User-Agent': DESKTOP, 'CF-Connecting-IP': ip })

async function admin(path: string) {
  await flushAggregators()
  return ADMIN.get(path)
}

/** report.csv's lines as records keyed by its header. */
async function report(query: string): Promise<Record<string, string>[]> {
  const res = await admin(`/admin/report.csv?${query}`)
  expect(res.status).toBe(200)
  const [header, ...lines] = (await res.text()).trimEnd().split('\r\n')
  const names = header!.split(',')
  return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [names[i], v])))
}

/** Posts the report page's cost form for `campaign` with `fields`. */
async function saveCost(campaign: string, fields: Record<string, string>) {
  await flushAggregators()
  return ADMIN.post(
    '/admin/costs',
    { campaign, model: 'none', rate: '', ...fields },
    { tokenFrom: `/admin/report?by=sub1&campaign=${campaign}` },
  )
}

describe('cost from one client', () => {
  // First in the file: the aggregators read bids when they first judge, then with each flush
  // (a bid saved applies within FLUSH_DELAY_MS).
  it('is rejected above the campaign’s bid, and counted as rejected', async () => {
    expect((await saveCost('tilt_bid', { bid: '0.05' })).status).toBe(303)
    await visit('/state/Texas?sub=tilt_bid&sub1=z&cost=0.04', { headers: person('192.0.2.71') })
    await visit('/state/Texas?sub=tilt_bid&sub1=z&cost=9', { headers: person('192.0.2.72') })
    const [row] = await report('by=sub1&campaign=tilt_bid')
    expect(row).toMatchObject({ landings: '2', cost: '0.04', cost_rejected: '1' })
  }, 30_000)

  // 20 landings show it as 100 did: every landing after the first adds nothing.
  it('is one visit’s: 20 landings with cost=0.80 from one address add 0.80', async () => {
    for (let i = 0; i < 20; i++) {
      await visit('/state/Texas?sub=tilt_one&sub1=zone-good&cost=0.80', {
        headers: person('203.0.113.70'),
      })
    }
    const [row] = await report('by=sub1&campaign=tilt_one')
    expect(row).toMatchObject({ sub1: 'zone-good', landings: '20', cost: '0.80' })
  }, 60_000)

  it('stops at 1.00 a visit in a campaign without a bid: cost=10 adds nothing and is refused', async () => {
    await visit('/state/Texas?sub=tilt_unbid&sub1=zone-a&cost=10', {
      headers: person('203.0.113.71'),
    })
    await visit('/state/Texas?sub=tilt_unbid&sub1=zone-a&cost=1', {
      headers: person('203.0.113.72'),
    })
    const [row] = await report('by=sub1&campaign=tilt_unbid')
    expect(row).toMatchObject({ sub1: 'zone-a', landings: '2', cost: '1.00', cost_rejected: '1' })
  })
})

describe('the block list', () => {
  it('never lists a zone whose landings come from one client', async () => {
    // A payout of 1.00 a signup: a zone is cut once it spends 3× that without one.
    await TEST_ENV.DB!.prepare(
      `INSERT INTO postback_templates (campaign, template, payout_micros, fire, updated)
       VALUES ('tilt_block', 'https://t.example/p?c={cid}', 1000000, 'signup', ?1)`,
    )
      .bind(new Date().toISOString())
      .run()
    // The same 100 landings at 0.05 each: from one address (its cost counted once), and from 100.
    for (let i = 0; i < 100; i++) {
      await visit('/state/Texas?sub=tilt_block&sub1=zone-flooded&cost=0.05', {
        headers: person('203.0.113.80'),
      })
    }
    for (let i = 0; i < 100; i++) {
      await visit('/state/Texas?sub=tilt_block&sub1=zone-dead&cost=0.05', {
        headers: person(`10.80.0.${i}`),
      })
    }
    const res = await admin('/admin/blocklist.txt?campaign=tilt_block&by=sub1')
    expect((await res.text()).trim().split('\n')).toEqual(['zone-dead'])
  }, 60_000)
})

describe('a direct link’s cost', () => {
  it('counts on /go: 4 clicks on /go?sub=X&cost=0.05 from 4 clients cost 0.20', async () => {
    for (let i = 0; i < 4; i++) {
      const { res } = await visit(`${GO_PATH}?sub=tilt_direct&cost=0.05`, {
        headers: person(`192.0.2.${90 + i}`),
      })
      expect(res.status).toBe(302)
    }
    const [row] = await report('by=campaign&campaign=tilt_direct')
    expect(row).toMatchObject({ clicks: '4', cost: '0.20' })
  }, 30_000)

  it('takes a manual CPM per 1,000 clicks where a row has no landings', async () => {
    expect((await saveCost('tilt_cpm', { model: 'cpm', rate: '10' })).status).toBe(303)
    for (let i = 0; i < 4; i++) {
      await visit(`${GO_PATH}?sub=tilt_cpm`, { headers: person(`192.0.2.${110 + i}`) })
    }
    const [row] = await report('by=campaign&campaign=tilt_cpm')
    expect(row).toMatchObject({ landings: '0', clicks: '4', cost: '0.04' })
  }, 30_000)
})

describe('the cost form’s return path', () => {
  it('answers a redirect to the campaign’s report for a CR/LF or other junk in back', async () => {
    for (const back of [
      '/admin/report?by=sub1\r\nSet-Cookie: x=1',
      '/admin/report?by=sub1\n',
      '//evil.example/admin/report?',
      '/admin/report?\u0000',
    ]) {
      const res = await saveCost('tilt_back', { model: 'cpc', rate: '0.10', back })
      expect(res.status, JSON.stringify(back)).toBe(303)
      expect(res.headers.get('Location')).toBe(
        '/admin/report?by=sub1&campaign=tilt_back&saved=cost',
      )
    }
  }, 30_000)
})
