/**
 * Zone verdicts through the worker: report.csv's verdict columns, the report page's verdict
 * column and its false-cut sentence, the block list taking the verdicts (with min_landings as a
 * floor), and counts the aggregators have not flushed left unjudged.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Env } from '../../../src/env'
import worker from '../../../src/index'
import { DB } from '../campaign/campaign-helpers'
import { flushAggregators } from '../campaign/count-helpers'
import { ORIGIN, TEST_ENV, textOf } from '../helpers'
import { adminClient } from '../../support/admin-client'

const TOKEN = 'verdict-admin-token'
const ADMIN_ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN }
const ADMIN = adminClient(ADMIN_ENV, { ip: '192.0.2.35' })

const admin = ADMIN.get

/** RFC 4180 lines as records keyed by the header (quoted cells may hold commas). */
function parseCsv(text: string): Record<string, string>[] {
  const lines = text.trimEnd().split('\r\n')
  const split = (line: string) =>
    [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell]) =>
      cell!.startsWith('"') ? cell!.slice(1, -1).replaceAll('""', '"') : cell!,
    )
  const names = split(lines[0]!)
  return lines.slice(1).map((line) => Object.fromEntries(split(line).map((v, i) => [names[i], v])))
}

async function reportRows(query: string) {
  const res = await admin(`/admin/report.csv?${query}`)
  expect(res.status).toBe(200)
  return parseCsv(await res.text())
}

/** Yesterday's hour at 12 UTC: inside the default range (the last 30 days) whatever the time. */
const HOUR = `${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}T12`

/** A zone of campaign zv_main: landings costing `cost` in all, and `signups` created signups. */
function zone(sub1: string, landings: number, costMicros: number, signups: number) {
  return [
    DB.prepare(
      // Each landing a different visitor's: the block list judges people, not requests.
      `INSERT INTO campaign_counts (hour, event, campaign, sub1, count, cost_micros, visitors)
       VALUES (?1, 'landing', 'zv_main', ?2, ?3, ?4, ?3)`,
    ).bind(HOUR, sub1, landings, costMicros),
    DB.prepare(
      `INSERT INTO campaign_counts (hour, event, campaign, sub1, count)
       VALUES (?1, 'signup_created', 'zv_main', ?2, ?3)`,
    ).bind(HOUR, sub1, signups),
  ]
}

beforeAll(async () => {
  // A payout of 2.00 a signup, from the campaign's postback template.
  await DB.batch([
    DB.prepare(
      `INSERT INTO postback_templates (campaign, template, payout_micros, fire, updated)
       VALUES ('zv_main', 'https://t.example/p?c={cid}', 2000000, 'signup', ?1)`,
    ).bind(new Date().toISOString()),
    // Its visits may cost up to 10.00 (its bid): without one, a visit's cost stops at 1.00.
    DB.prepare(
      `INSERT INTO campaign_bids (campaign, bid_micros, updated) VALUES ('zv_main', 10000000, ?1)`,
    ).bind(new Date().toISOString()),
    // 3.4× payout spent and nothing converted.
    ...zone('z-dead', 680, 6_800_000, 0),
    // 1× payout: too early to say.
    ...zone('z-young', 900, 2_000_000, 0),
    // 4× payout and 20 signups: five times break-even, pulled toward the other zones' nothing.
    ...zone('z-good', 400, 8_000_000, 20),
  ])
})

describe('zone verdicts in report.csv', () => {
  it('gives each zone of one campaign by sub1 its verdict and its reason in words', async () => {
    const rows = await reportRows('by=sub1&campaign=zv_main')
    const byZone = Object.fromEntries(rows.map((row) => [row.sub1, row]))
    expect(byZone['z-dead']).toMatchObject({
      verdict: 'cut',
      verdict_reason:
        'spent 3.4× payout, no signup: a break-even zone looks like this 3 % of the time',
    })
    expect(byZone['z-young']).toMatchObject({
      verdict: 'wait',
      verdict_reason:
        'spent 1.0× payout, no signup: a break-even zone looks like this 37 % of the time; cut at 3.0×',
    })
    expect(byZone['z-good']!.verdict).toBe('keep')
    expect(byZone['z-good']!.verdict_reason).toMatch(
      /^spent 4\.0× payout, 20 conversions, estimated ROI \+\d+ %: the chance it reaches break-even is (over )?\d+(\.\d)? %$/,
    )
  })

  it('waits longer with the strict rule (confidence=99: cut at 4.6×) and refuses another confidence', async () => {
    const rows = await reportRows('by=sub1&campaign=zv_main&confidence=99')
    expect(rows.find((row) => row.sub1 === 'z-dead')!.verdict).toBe('wait')
    expect((await admin('/admin/report.csv?by=sub1&campaign=zv_main&confidence=90')).status).toBe(
      400,
    )
  })

  it('leaves the verdict cells empty for a report by campaign or of every campaign', async () => {
    const [byCampaign] = await reportRows('by=campaign&campaign=zv_main')
    expect(byCampaign).toMatchObject({ campaign: 'zv_main', verdict: '', verdict_reason: '' })
    const all = await reportRows('by=sub1')
    expect(all.every((row) => row.verdict === '')).toBe(true)
  })
})

describe('zone verdicts on the report page', () => {
  it('shows a verdict column, how many zones a cut at 95 % gets wrong by bad luck and how often a losing zone is kept', async () => {
    const res = await admin('/admin/report?by=sub1&campaign=zv_main')
    expect(res.status).toBe(200)
    const text = textOf(await res.text())
    expect(text).toContain('judged against the postback template’s payout (2.00)')
    expect(text).toContain(
      '3 zones judged at 95 % confidence: were each one break-even, about 0.2 would still be cut by bad luck (3 × 5 %).',
    )
    expect(text).toMatch(/z-dead .*cut spent 3\.4× payout, no signup/)
    expect(text).toContain(
      'A zone losing more than half its spend is kept in at most 5 % of looks, whatever its campaign.',
    )
    expect(text).toMatch(
      /The campaign weighs as much as [\d.]+× payout of spend in each zone’s estimate|Each zone is judged on its own numbers/,
    )
  })
})

describe('the block list takes the verdicts', () => {
  it('lists the zone cut by its verdict, not the young one, and keeps min_landings as a floor', async () => {
    const res = await admin('/admin/blocklist.txt?campaign=zv_main&by=sub1')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('z-dead\n')
    const floor = await admin('/admin/blocklist.txt?campaign=zv_main&by=sub1&min_landings=681')
    expect(await floor.text()).toBe('')
    const strict = await admin('/admin/blocklist.txt?campaign=zv_main&by=sub1&confidence=99')
    expect(await strict.text()).toBe('')
  })
})

describe('counts not yet flushed', () => {
  it('never judges a zone on what the aggregators still hold, and judges it once flushed', async () => {
    // One landing costing 10.00 (5× payout): cut, but only once it is in D1.
    const ctx = createExecutionContext()
    const visit = new Request(`${ORIGIN}/state/Texas?sub=zv_main&sub1=z-fresh&cost=10`, {
      headers: {
        Cookie: 'age_ok=1',
        'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      },
    })
    const res = await worker.fetch(visit as Parameters<typeof worker.fetch>[0], TEST_ENV, ctx)
    expect(res.status).toBe(200)
    await res.text()
    await waitOnExecutionContext(ctx)
    let fresh: Record<string, string> | undefined
    for (let tries = 0; !fresh && tries < 100; tries++) {
      fresh = (await reportRows('by=sub1&campaign=zv_main')).find((row) => row.sub1 === 'z-fresh')
      if (!fresh) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(fresh).toMatchObject({ landings: '1', cost: '10.00', verdict: 'wait' })
    expect(fresh!.verdict_reason).toMatch(/not judged|judged once its counts reach the database/)
    await flushAggregators()
    const flushed = (await reportRows('by=sub1&campaign=zv_main')).find(
      (row) => row.sub1 === 'z-fresh',
    )
    expect(flushed).toMatchObject({ verdict: 'cut' })
  }, 20_000)
})
