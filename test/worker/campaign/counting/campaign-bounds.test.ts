import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ADMITS_ALL,
  OTHER_CAMPAIGN,
  writeFlush,
  type StoredCount,
} from '../../../../src/campaign/counting/count-store'
import { flushAggregators } from '../count-helpers'
import { answerJson, mockBackend, postSignup, TEST_ENV, VALID_SIGNUP } from '../../helpers'
import { campCookie, DB, DESKTOP, rowsFor, visit } from '../campaign-helpers'
import { countRow } from '../../../support/count-rows'

afterEach(() => vi.restoreAllMocks())

const landingRow = (hour: string, campaign: string): StoredCount =>
  // As its aggregator judged it: a person's, within its client's budgets (admission.ts).
  countRow({ hour, campaign, admits: ADMITS_ALL })

let flushes = 0
/** A flush id of its own for each write. */
const flush = () => ({ shard: 'bounds', seq: ++flushes })

async function tagsOn(day: string): Promise<string[]> {
  const { results } = await DB.prepare(
    `SELECT DISTINCT campaign FROM campaign_counts WHERE hour LIKE ?1 || '%' ORDER BY campaign`,
  )
    .bind(day)
    .all<{ campaign: string }>()
  return results.map((r) => r.campaign)
}

describe('the daily cap on each sub-id’s values', () => {
  it('keeps at most N values of a sub per campaign per day, the rest as (other), in one flush or many', async () => {
    const limits = { tagsPerDay: 1000, subValuesPerDay: 3 }
    const zone = (hour: string, campaign: string, sub1: string, sub2 = '') => ({
      ...landingRow(hour, campaign),
      sub1,
      sub2,
      costMicros: 1_000,
    })
    // Five zones in one flush, two more later: the first three seen named (never by their names'
    // order), four as (other), every landing kept.
    await writeFlush(
      DB,
      ['z5', 'z1', 'z4', 'z2', 'z3'].map((z) => zone('2021-04-01T10', 'subcap_a', z, `s-${z}`)),
      flush(),
      limits,
    )
    await writeFlush(
      DB,
      [zone('2021-04-01T11', 'subcap_a', 'z6'), zone('2021-04-01T11', 'subcap_a', 'z1')],
      flush(),
      limits,
    )
    // Another campaign has room of its own; the next day starts afresh.
    await writeFlush(DB, [zone('2021-04-01T11', 'subcap_b', 'z6')], flush(), limits)
    await writeFlush(DB, [zone('2021-04-02T00', 'subcap_a', 'z6')], flush(), limits)
    const { results } = await DB.prepare(
      `SELECT campaign, substr(hour, 1, 10) AS day, sub1, SUM(count) AS n, SUM(cost_micros) AS cost
       FROM campaign_counts WHERE campaign LIKE 'subcap_%' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    ).all()
    expect(results).toEqual([
      { campaign: 'subcap_a', day: '2021-04-01', sub1: '(other)', n: 3, cost: 3_000 },
      { campaign: 'subcap_a', day: '2021-04-01', sub1: 'z1', n: 2, cost: 2_000 },
      { campaign: 'subcap_a', day: '2021-04-01', sub1: 'z4', n: 1, cost: 1_000 },
      { campaign: 'subcap_a', day: '2021-04-01', sub1: 'z5', n: 1, cost: 1_000 },
      { campaign: 'subcap_a', day: '2021-04-02', sub1: 'z6', n: 1, cost: 1_000 },
      { campaign: 'subcap_b', day: '2021-04-01', sub1: 'z6', n: 1, cost: 1_000 },
    ])
    // Each sub has its own cap: sub2's first three values seen by name.
    const sub2 = await DB.prepare(
      `SELECT DISTINCT sub2 FROM campaign_counts WHERE campaign = 'subcap_a' AND sub2 <> ''
       ORDER BY 1`,
    ).all<{ sub2: string }>()
    expect(sub2.results.map((r) => r.sub2)).toEqual(['(other)', 's-z1', 's-z4', 's-z5'])
  })

  it('counts the sub-ids of a campaign past the daily tag cap as (other) too', async () => {
    const limits = { tagsPerDay: 1, subValuesPerDay: 100 }
    const row = (campaign: string) => ({ ...landingRow('2021-05-01T09', campaign), sub1: 'zz' })
    await writeFlush(DB, [row('tagcap_a'), row('tagcap_b')], flush(), limits)
    const { results } = await DB.prepare(
      `SELECT campaign, sub1 FROM campaign_counts WHERE hour = '2021-05-01T09' ORDER BY 1`,
    ).all()
    expect(results).toEqual([
      { campaign: '(other)', sub1: '(other)' },
      { campaign: 'tagcap_a', sub1: 'zz' },
    ])
  })
})

describe('the daily cap on campaign tags', () => {
  it('leaves at most 1,000 tags plus (other) after 1,300 new tags in a day', async () => {
    const limits = { tagsPerDay: 1000 }
    const tags = Array.from({ length: 1300 }, (_, i) => `flood_${String(i).padStart(4, '0')}`)
    // In flushes, as aggregators write them, over two hours of the day.
    for (let i = 0; i < tags.length; i += 100) {
      const hour = i < 650 ? '2021-03-04T10' : '2021-03-04T11'
      const result = await writeFlush(
        DB,
        tags.slice(i, i + 100).map((tag) => landingRow(hour, tag)),
        flush(),
        limits,
      )
      expect(result.cappedDays).toEqual(i + 100 > 1000 ? ['2021-03-04'] : [])
    }
    const kept = await tagsOn('2021-03-04')
    expect(kept).toHaveLength(1001)
    expect(kept).toContain(OTHER_CAMPAIGN)
    const other = await DB.prepare(
      `SELECT SUM(count) AS n FROM campaign_counts WHERE campaign = ?1 AND hour LIKE '2021-03-04%'`,
    )
      .bind(OTHER_CAMPAIGN)
      .first<{ n: number }>()
    expect(other!.n).toBe(300)
    // A tag admitted that day is still counted as itself; every event is counted somewhere.
    await writeFlush(DB, [landingRow('2021-03-04T12', 'flood_0000')], flush(), limits)
    const all = await DB.prepare(
      `SELECT SUM(count) AS n FROM campaign_counts WHERE hour LIKE '2021-03-04%'`,
    ).first<{ n: number }>()
    expect(all!.n).toBe(1301)
    expect(await tagsOn('2021-03-04')).toHaveLength(1001)
    // The next day starts with room again.
    await writeFlush(DB, [landingRow('2021-03-05T00', 'flood_1299')], flush(), limits)
    expect(await tagsOn('2021-03-05')).toEqual(['flood_1299'])
  })

  it('counts landings past CAMPAIGN_TAGS_PER_DAY as (other), logging it once a day', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const capped = { ...TEST_ENV, CAMPAIGN_TAGS_PER_DAY: '2' }
    for (const tag of ['cap_a', 'cap_b', 'cap_c', 'cap_d', 'cap_a']) {
      const { res } = await visit(`/state/Ohio?sub=${tag}`, { env: capped })
      // The visitor's answer and cookie are the same either way.
      expect(campCookie(res)).toMatch(new RegExp(`^camp=v1\\.${tag}\\.`))
      // A day's first tags are those whose flushes reach D1 first: one landing at a time here.
      await flushAggregators()
    }
    expect((await rowsFor('cap_a')).map((r) => r.count)).toEqual([2])
    expect((await rowsFor('cap_b')).map((r) => r.count)).toEqual([1])
    expect(await rowsFor('cap_c')).toEqual([])
    const today = new Date().toISOString().slice(0, 10)
    const other = (await rowsFor(OTHER_CAMPAIGN)).filter((r) => r.day === today)
    expect(other.map((r) => [r.event, r.count])).toEqual([['landing', 2]])
    const lines = errors.mock.calls
      .map(([line]) => JSON.parse(String(line)) as { event: string })
      .filter((line) => line.event === 'campaign_tags_capped')
    expect(lines).toEqual([
      {
        event: 'campaign_tags_capped',
        day: today,
        limit: 2,
        error: 'more than 2 new tags: (other)',
      },
    ])
  })
})

describe('landing-page credit', () => {
  it('counts a signup under the page the visitor landed on and the page that sent the form', async () => {
    const landing = await visit('/state/Ohio?sub=credit_a')
    const cookie = campCookie(landing.res)!.split(';')[0]!
    mockBackend(answerJson(200, {}))
    await postSignup({ ...VALID_SIGNUP, affiliate_subid: 'city' }, { cookie, agent: DESKTOP })
    // The landing is held by its aggregator until it flushes; the signup is written at once.
    await flushAggregators()
    const { results } = await DB.prepare(
      `SELECT event, landing_page, page, SUM(count) AS count FROM campaign_counts
       WHERE campaign = 'credit_a' GROUP BY event, landing_page, page ORDER BY event`,
    ).all()
    expect(results).toEqual([
      { event: 'landing', landing_page: '', page: 'state', count: 1 },
      { event: 'signup_attempt', landing_page: 'state', page: 'city', count: 1 },
      { event: 'signup_created', landing_page: 'state', page: 'city', count: 1 },
    ])
  })
})
