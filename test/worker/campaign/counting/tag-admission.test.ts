/**
 * Who makes a campaign tag new for the day: only a counted person, at most
 * NEW_TAGS_PER_CLIENT tags per client a day, and declared campaigns always by their own name.
 * See docs/decisions/007-per-client-tag-budget.md.
 */
import { describe, expect, it } from 'vitest'
import { saveTemplate } from '../../../../src/campaign/conversions/postback-store'
import { OTHER_CAMPAIGN } from '../../../../src/campaign/counting/count-store'
import { NEW_TAGS_PER_CLIENT } from '../../../../src/campaign/counting/tag-budget'
import type { Env } from '../../../../src/env'
import { GO_PATH } from '../../../../src/shared/paths'
import { TEST_ENV } from '../../helpers'
import { flushAggregators } from '../count-helpers'
import { atScale } from '../../scale'
import {
  countToday,
  DB,
  GOOGLEBOT,
  inWaves,
  listedToday,
  person,
  tagOf,
  TODAY,
  visit,
} from '../campaign-helpers'

const countOf = (campaign: string) => countToday(campaign)
const tag = tagOf

/**
 * Sizes: bot tags as many as the day's cap (set to that number), so bots listing any would leave
 * the campaign seen after without room; one client's tags five times its budget. `npm run
 * test:scale` sends the 1,000 and 1,100 first written here.
 */
const BOT_TAGS = atScale(200, 1_000)
const ONE_CLIENT_TAGS = atScale(100, 1_100)

describe('a new tag of the day', () => {
  it(`is never listed by bots: ${BOT_TAGS.toLocaleString('en-US')} HEAD and crawler tags leave the cap to a campaign seen after`, async () => {
    const env: Env = { ...TEST_ENV, CAMPAIGN_TAGS_PER_DAY: String(BOT_TAGS) }
    const others = await countOf(OTHER_CAMPAIGN)
    await inWaves(BOT_TAGS, (i) =>
      i % 2
        ? visit(`/state/Texas?sub=${tag('flood_', i)}`, { method: 'HEAD', env })
        : visit(`${GO_PATH}?sub=${tag('flood_', i)}`, {
            headers: { 'User-Agent': GOOGLEBOT, 'CF-Connecting-IP': '203.0.113.9' },
            env,
          }),
    )
    await visit('/state/Texas?sub=after_flood', { headers: person('198.51.100.200'), env })
    expect(await listedToday('flood_')).toBe(0)
    expect(await countOf('after_flood')).toBe(1)
    // Every bot event is still counted, under (other).
    expect((await countOf(OTHER_CAMPAIGN)) - others).toBe(BOT_TAGS)
    // At full scale, 1,000 requests: 24 s in a full run at load 24 on the 2-core machine.
  }, 120_000)

  it(`is listed by one client (an IPv4 address or an IPv6 /64) ${NEW_TAGS_PER_CLIENT} times a day at most`, async () => {
    const others = await countOf(OTHER_CAMPAIGN)
    await inWaves(ONE_CLIENT_TAGS, (i) =>
      visit(`/state/Texas?sub=${tag('one_', i)}`, { headers: person('198.51.100.7') }),
    )
    expect(await listedToday('one_')).toBe(NEW_TAGS_PER_CLIENT)
    expect((await countOf(OTHER_CAMPAIGN)) - others).toBe(ONE_CLIENT_TAGS - NEW_TAGS_PER_CLIENT)
    // Every address of one /64 is one client; a click is a person's event too.
    for (let i = 0; i < 30; i++) {
      const ip = `2001:db8:25:7::${(i + 1).toString(16)}`
      if (i % 2) await visit(`/state/Ohio?sub=${tag('six_', i)}`, { headers: person(ip) })
      else await visit(`${GO_PATH}?sub=${tag('six_', i)}`, { headers: person(ip) })
    }
    await flushAggregators()
    expect(await listedToday('six_')).toBe(NEW_TAGS_PER_CLIENT)
    // A tag that client could not list is listed by the next person who brings it, by name.
    await visit(`/state/Texas?sub=${tag('one_', ONE_CLIENT_TAGS - 1)}`, {
      headers: person('192.0.2.44'),
    })
    expect(await countOf(tag('one_', ONE_CLIENT_TAGS - 1))).toBe(1)
    // And the first client, its budget spent, still counts by name a tag someone listed.
    await visit(`/state/Ohio?sub=${tag('one_', ONE_CLIENT_TAGS - 1)}`, {
      headers: person('198.51.100.7'),
    })
    expect(await countOf(tag('one_', ONE_CLIENT_TAGS - 1))).toBe(2)
    // At full scale, about 1,100 requests: 19 s in a full run at load 24 on the 2-core machine.
  }, 120_000)
})

describe('a declared campaign', () => {
  it('is counted by its own name past the daily cap and past its client’s budget', async () => {
    // Today's room is taken (earlier tests listed more than one tag).
    const env: Env = { ...TEST_ENV, CAMPAIGN_TAGS_PER_DAY: '1' }
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    await DB.prepare('INSERT INTO campaign_tags (day, campaign) VALUES (?1, ?2)')
      .bind(yesterday, 'running_a')
      .run()
    await saveTemplate(DB, {
      campaign: 'declared_a',
      template: 'https://tracker.example.com/pb?cid={cid}',
      payoutMicros: 0,
      fire: 'signup',
      updated: new Date().toISOString(),
    })
    const spent = '198.51.100.99'
    await inWaves(NEW_TAGS_PER_CLIENT, (i) =>
      visit(`/state/Texas?sub=${tag('spend_', i)}`, { headers: person(spent) }),
    )
    for (const campaign of ['declared_a', 'running_a', 'undeclared_a']) {
      await visit(`/state/Texas?sub=${campaign}`, { headers: person('192.0.2.70'), env })
      await visit(`/state/Ohio?sub=${campaign}`, { headers: person(spent), env })
    }
    expect(await countOf('declared_a')).toBe(2)
    expect(await countOf('running_a')).toBe(2)
    expect(await countOf('undeclared_a')).toBe(0)
    // Listed for today as carried (it stays declared tomorrow), taking no place of the day; the
    // carried room has the cap's size too (1 here), so one of the two is listed.
    const carried = await DB.prepare(
      'SELECT campaign, carried FROM campaign_tags WHERE day = ?1 AND campaign IN (?2, ?3, ?4)',
    )
      .bind(TODAY(), 'declared_a', 'running_a', 'undeclared_a')
      .all<{ campaign: string; carried: number }>()
    expect(carried.results).toHaveLength(1)
    expect(carried.results[0]!.carried).toBe(1)
  })
})
