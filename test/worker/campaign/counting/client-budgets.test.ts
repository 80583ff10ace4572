/**
 * One rule for who may make something new for the day (docs/decisions/020-client-ledger.md):
 * every event that can take a place (a tag, a sub-id value, a combination of values) carries its
 * client, counted over its /64 and its /48, with a budget kept in the aggregator's storage.
 */
import { abortAllDurableObjects } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { OTHER_CAMPAIGN, type StoredCount } from '../../../../src/campaign/counting/count-store'
import {
  NEW_AGENTS_PER_CLIENT,
  NEW_SUB_VALUES_PER_CLIENT,
  NEW_TAGS_PER_CLIENT,
} from '../../../../src/campaign/counting/tag-budget'
import { aggregatorOf, shardCount, shardOf } from '../../../../src/campaign/core/count-shards'
import type { Env } from '../../../../src/env'
import { TEST_ENV } from '../../helpers'
import { countRow } from '../../../support/count-rows'
import { atScale } from '../../scale'
import { flushAggregators } from '../count-helpers'
import {
  campFor,
  confirmAgeFrom,
  countToday,
  DB,
  inWaves,
  listedToday,
  person,
  tagOf,
  visit,
} from '../campaign-helpers'

const countOf = countToday
const tag = tagOf

/**
 * Sizes: a budget is shown by sending several times what it allows (20 tags, 3 values, 4 agent
 * rows, 1,000 combinations), not by the thousands first written here (`npm run test:scale`).
 */
const GATE_TAGS = atScale(100, 1_000)
const SUB_VALUES = atScale(50, 500)
const PAIR_CLIENTS = atScale(3_000, 10_000)
/**
 * One address's distinct sub1 × sub2 pairs: 200 is twelve times the (3 + 1)² = 16 rows an hour
 * its budget allows, so a budget not kept shows as 200 rows as it did as 10,000 (the review's
 * size, `npm run test:scale`); one call to the aggregator instead of ten.
 */
const ONE_ADDRESS_PAIRS = atScale(200, 10_000)
// Full: issue 40's must-hold, 4,000 landings from one address rotating user agents and pages.
const AGENT_LANDINGS = atScale(200, 4_000)

describe('a gate pass', () => {
  it(`lists no more than its client’s 20 tags: ${GATE_TAGS.toLocaleString('en-US')} tags through /age-check from one address, and a campaign from five others keeps its name`, async () => {
    const env: Env = { ...TEST_ENV, CAMPAIGN_TAGS_PER_DAY: '1000' }
    await inWaves(GATE_TAGS, async (i) => {
      const res = await confirmAgeFrom(await campFor(tag('gate_', i)), '203.0.113.50')
      expect(res.status).toBe(303)
    })
    expect(await listedToday('gate_')).toBeLessThanOrEqual(NEW_TAGS_PER_CLIENT)
    for (let i = 0; i < 5; i++) {
      await visit('/state/Texas?sub=launched_after', { headers: person(`192.0.2.${10 + i}`), env })
    }
    expect(await countOf('launched_after')).toBe(5)
  }, 120_000)
})

describe('sub-id values', () => {
  it(`are made new by one address at most 3 per sub-id: ${SUB_VALUES} values from it leave real zones seen before and after by name`, async () => {
    const live = 'subs_live'
    await visit(`/state/Texas?sub=${live}&sub1=zone-real`, { headers: person('192.0.2.20') })
    await inWaves(SUB_VALUES, (i) =>
      visit(`/state/Texas?sub=${live}&sub1=-${String(i).padStart(3, '0')}`, {
        headers: person('198.51.100.66'),
      }),
    )
    await visit(`/state/Ohio?sub=${live}&sub1=zone-real`, { headers: person('192.0.2.21') })
    await visit(`/state/Ohio?sub=${live}&sub1=zone-late`, { headers: person('192.0.2.22') })
    expect(await countOf(live, "AND sub1 = 'zone-real'")).toBe(2)
    expect(await countOf(live, "AND sub1 = 'zone-late'")).toBe(1)
    const { n } = (await DB.prepare(
      "SELECT COUNT(*) AS n FROM campaign_sub_values WHERE campaign = ?1 AND value LIKE '-%'",
    )
      .bind(live)
      .first<{ n: number }>())!
    expect(n).toBeLessThanOrEqual(NEW_SUB_VALUES_PER_CLIENT)
    expect(await countOf(live, `AND sub1 = '${OTHER_CAMPAIGN}'`)).toBe(SUB_VALUES - n)
  }, 120_000)
})

describe('a client’s budget', () => {
  it('is counted over its /48: five /64s of one /48 list 20 tags in all', async () => {
    for (let net = 1; net <= 5; net++) {
      await inWaves(NEW_TAGS_PER_CLIENT, (i) =>
        visit(`/state/Texas?sub=${tag(`net${net}_`, i)}`, {
          headers: person(`2001:db8:48:${net}::${(i + 1).toString(16)}`),
        }),
      )
    }
    let listed = 0
    for (let net = 1; net <= 5; net++) listed += await listedToday(`net${net}_`)
    expect(listed).toBe(NEW_TAGS_PER_CLIENT)
    // Another /48 has its own.
    await visit('/state/Texas?sub=other_site', { headers: person('2001:db8:49:1::1') })
    expect(await listedToday('other_site')).toBe(1)
  }, 120_000)

  it('survives its aggregator’s restart', async () => {
    const ip = '198.51.100.77'
    await inWaves(NEW_TAGS_PER_CLIENT, (i) =>
      visit(`/state/Texas?sub=${tag('before_', i)}`, { headers: person(ip) }),
    )
    expect(await listedToday('before_')).toBe(NEW_TAGS_PER_CLIENT)
    await abortAllDurableObjects()
    await inWaves(NEW_TAGS_PER_CLIENT, (i) =>
      visit(`/state/Texas?sub=${tag('after_', i)}`, { headers: person(ip) }),
    )
    expect(await listedToday('after_')).toBe(0)
  }, 120_000)
})

/** A person's landing row of `campaign` from `client`, with sub1 and sub2. */
const landing = (campaign: string, client: string, sub1: string, sub2: string): StoredCount =>
  countRow({ campaign, sub1, sub2, state: 'TX', client })

async function rowsOf(campaign: string): Promise<{ rows: number; landings: number }> {
  await flushAggregators()
  return (await DB.prepare(
    'SELECT COUNT(*) AS rows, COALESCE(SUM(count), 0) AS landings FROM campaign_counts WHERE campaign = ?',
  )
    .bind(campaign)
    .first<{ rows: number; landings: number }>())!
}

describe('a campaign’s rows of a day', () => {
  // Sent to the aggregator as isolates send them (a client's code with each row), 1,000 a call.
  async function send(rows: StoredCount[]) {
    const namespace = TEST_ENV.COUNT_AGGREGATOR!
    for (let i = 0; i < rows.length; i += 1000) {
      const part = rows.slice(i, i + 1000)
      const byShard = new Map<number, StoredCount[]>()
      for (const row of part) {
        const shard = shardOf(row.client!, 0, shardCount(TEST_ENV))
        byShard.set(shard, [...(byShard.get(shard) ?? []), row])
      }
      for (const [shard, held] of byShard) await aggregatorOf(namespace, shard).add(held)
    }
  }

  it(`grow by at most (${NEW_SUB_VALUES_PER_CLIENT} + 1)² an hour from one address: ${ONE_ADDRESS_PAIRS.toLocaleString('en-US')} distinct sub1 × sub2 pairs`, async () => {
    const rows = Array.from({ length: ONE_ADDRESS_PAIRS }, (_, i) =>
      landing('pairs_one', 'one-address', `a${i}`, `b${i}`),
    )
    await send(rows)
    const { rows: written, landings } = await rowsOf('pairs_one')
    expect(landings).toBe(ONE_ADDRESS_PAIRS)
    const hours = new Set(rows.map((row) => row.hour)).size
    expect(written).toBeLessThanOrEqual((NEW_SUB_VALUES_PER_CLIENT + 1) ** 2 * hours)
  }, 120_000)

  // Past the day's 1,000 combinations either way: 3,000 distinct pairs show the cap.
  it(`grow by at most the day’s combinations plus the folded ones from ${PAIR_CLIENTS.toLocaleString('en-US')} clients`, async () => {
    const rows = Array.from({ length: PAIR_CLIENTS }, (_, i) =>
      landing('pairs_many', `client-${i}`, `a${i % 700}`, `b${i}`),
    )
    await send(rows)
    const { rows: written, landings } = await rowsOf('pairs_many')
    expect(landings).toBe(PAIR_CLIENTS)
    const hours = new Set(rows.map((row) => row.hour)).size
    // DEFAULT_COMBINATIONS_PER_DAY, and the 32 combinations of '' and '(other)'.
    expect(written).toBeLessThanOrEqual((1000 + 32) * hours)
  }, 120_000)
})

/** Pages of seven page tags, each counting a landing through a campaign link. */
const TAGGED_PAGES = [
  '/',
  '/state/Texas',
  '/hookups-101',
  '/escort-alligator-101',
  '/dating-app-reviews',
  '/signup',
  '/terms',
]
const ANDROID_BROWSERS = [
  'Chrome/142.0.0.0',
  'Chrome/142.0.0.0 EdgA/142.0.0.0',
  'SamsungBrowser/27.0 Chrome/142.0.0.0',
  'Chrome/142.0.0.0 OPR/90.0.0.0',
]

/** The i-th of 1,584 user agents: Android 1 to 99 × 4 browsers × phone or tablet × 2 builds. */
function forgedAgent(i: number): string {
  const version = 1 + (i % 99)
  const browser = ANDROID_BROWSERS[Math.floor(i / 99) % ANDROID_BROWSERS.length]!
  const phone = Math.floor(i / 396) % 2 === 0
  return `Mozilla/5.0 (Linux; Android ${version}; K${Math.floor(i / 792) % 2}) AppleWebKit/537.36 (KHTML, like Gecko) ${browser} ${phone ? 'Mobile ' : ''}Safari/537.36`
}

describe('user agents and pages', () => {
  // 200 distinct agent and page pairs against a budget of 4 rows beyond the 7 pages.
  it(
    `make at most ${NEW_AGENTS_PER_CLIENT} new rows an hour per client beyond one per page: ${AGENT_LANDINGS.toLocaleString('en-US')} landings from one address rotating both`,
    async () => {
      const campaign = 'agents_one'
      const landings = AGENT_LANDINGS
      await inWaves(landings, (i) => {
        const page = TAGGED_PAGES[i % TAGGED_PAGES.length]!
        return visit(`${page}?sub=${campaign}`, {
          headers: { 'User-Agent': forgedAgent(i), 'CF-Connecting-IP': '198.51.100.88' },
        })
      })
      await flushAggregators()
      const counted = (await DB.prepare(
        `SELECT COUNT(*) AS rows, COUNT(DISTINCT hour) AS hours, COUNT(DISTINCT page) AS pages,
        COALESCE(SUM(count), 0) AS landings FROM campaign_counts WHERE campaign = ?`,
      )
        .bind(campaign)
        .first<{ rows: number; hours: number; pages: number; landings: number }>())!
      expect(counted.landings).toBe(landings)
      expect(counted.pages).toBe(TAGGED_PAGES.length)
      // Within an hour and event: the combinations it was allowed, and its pages' folded rows.
      expect(counted.rows).toBeLessThanOrEqual(
        counted.hours * (NEW_AGENTS_PER_CLIENT + TAGGED_PAGES.length),
      )
    },
    atScale(300_000, 900_000),
  ) // 4,000 rendered pages at full scale; a busy machine takes minutes.
})
