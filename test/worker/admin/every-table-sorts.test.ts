/**
 * Every admin table sorts by any column through a link (`?{table}_sort=&{table}_dir=`), so it
 * works without JavaScript: the dashboard's broken-links and totals tables, the postbacks page's
 * templates (sorted in SQL, its pages keeping the order), answers and waiting postbacks, the
 * tests page's arms, and the rules page's rules, preview and audit log.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Env } from '../../../src/env'
import { DB } from '../campaign/campaign-helpers'
import { ORIGIN, TEST_ENV, textOf } from '../helpers'
import { adminClient, formTokenIn } from '../../support/admin-client'

const TOKEN = 'every-table-token'
const ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN }
const ADMIN = adminClient(ENV, { ip: '192.0.2.61' })
const DAY = '2025-07-02'
const RANGE = `from=${DAY}&to=${DAY}`

const admin = ADMIN.get

async function html(path: string): Promise<string> {
  const res = await admin(path)
  expect(res.status, path).toBe(200)
  return res.text()
}

/** The order in which `names` first appear in the page's text. */
function orderOf(page: string, names: readonly string[]): string[] {
  const text = textOf(page)
  return [...names].sort((a, b) => text.indexOf(a) - text.indexOf(b))
}

/** Every column header of a page: its text, and its sort link's query when it has one. */
function columnHeaders(page: string) {
  return [...page.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/gs)].map(([, inner]) => {
    const href = inner!.match(/<a href="([^"]+)"/)?.[1]
    return {
      text: textOf(inner!).trim(),
      query: href ? new URL(href.replaceAll('&amp;', '&'), ORIGIN).searchParams : undefined,
    }
  })
}

/** The rows each table needs: three of everything, ordered apart by each column. */
beforeAll(async () => {
  const hour = `${DAY}T10`
  await DB.batch([
    // Broken links: cost refused 5/1/3, click ids refused 0/4/2.
    ...(
      [
        ['bl_alpha', 5, 0],
        ['bl_bravo', 1, 4],
        ['bl_charlie', 3, 2],
      ] as const
    ).flatMap(([campaign, cost, cid]) => [
      DB.prepare(
        `INSERT INTO campaign_counts (hour, event, campaign, count) VALUES (?1, 'cost_rejected', ?2, ?3)`,
      ).bind(hour, campaign, cost),
      DB.prepare(
        `INSERT INTO campaign_counts (hour, event, campaign, count) VALUES (?1, 'cid_rejected', ?2, ?3)`,
      ).bind(hour, campaign, cid),
      DB.prepare(
        `INSERT INTO campaign_counts (hour, event, campaign, count) VALUES (?1, 'landing', ?2, 10)`,
      ).bind(hour, campaign),
    ]),
    // Postback templates: payouts 3, 1, 2.
    ...(
      [
        ['pb_a', '3000000'],
        ['pb_b', '1000000'],
        ['pb_c', '2000000'],
      ] as const
    ).map(([campaign, payout]) =>
      DB.prepare(
        `INSERT INTO postback_templates (campaign, template, payout_micros, fire, updated)
         VALUES (?1, 'https://example.com/pb?c={cid}', ?2, 'signup', '2025-07-01T00:00:00Z')`,
      ).bind(campaign, Number(payout)),
    ),
    ...(
      [
        ['pb_a', 500, 'first-answer'],
        ['pb_a', 200, 'second-answer'],
        ['pb_b', 404, 'third-answer'],
      ] as const
    ).map(([template, status, body], index) =>
      DB.prepare(
        `INSERT INTO postback_answers (template, campaign, at, event, outcome, status, tries, click, body)
         VALUES (?1, ?1, ?2, 'signup', 'sent', ?3, 1, 'ab…yz', ?4)`,
      ).bind(template, `2025-07-01T0${index}:00:00Z`, status, body),
    ),
    // Rules 1–3, scopes in another order than their ids; their audit log.
    ...['ru_zulu', 'ru_alpha', 'ru_mike'].map((scope) =>
      DB.prepare(
        `INSERT INTO zone_rules (scope, action, enabled, updated) VALUES (?1, 'block', 0, ?2)`,
      ).bind(scope, '2025-07-01T00:00:00Z'),
    ),
    ...(
      [
        ['zone-m', 'ru_mike', '2025-07-01T02:00:00Z'],
        ['zone-a', 'ru_alpha', '2025-07-01T01:00:00Z'],
        ['zone-z', 'ru_zulu', '2025-07-01T03:00:00Z'],
      ] as const
    ).map(([value, campaign, at]) =>
      DB.prepare(
        `INSERT INTO rule_actions (rule_id, campaign, dimension, value, action, reason, outcome, at)
         VALUES (1, ?1, 'sub1', ?2, 'block', 'spent 3.1× payout', 'blocked', ?3)`,
      ).bind(campaign, value, at),
    ),
  ])
})

describe('the dashboard’s broken-links and totals tables', () => {
  it('sorts the broken links by any column through links_sort, keeping the filters', async () => {
    const names = ['bl_alpha', 'bl_bravo', 'bl_charlie']
    const section = (page: string) => page.slice(page.indexOf('id="link-problems"'))
    const usual = section(await html(`/admin?${RANGE}`))
    expect(orderOf(usual, names)).toEqual(['bl_alpha', 'bl_bravo', 'bl_charlie'])
    const byCost = section(await html(`/admin?${RANGE}&links_sort=cost_rejected&links_dir=desc`))
    expect(orderOf(byCost, names)).toEqual(['bl_alpha', 'bl_charlie', 'bl_bravo'])
    const byCid = section(await html(`/admin?${RANGE}&links_sort=cid_rejected&links_dir=asc`))
    expect(orderOf(byCid, names)).toEqual(['bl_alpha', 'bl_charlie', 'bl_bravo'])
    const header = columnHeaders(usual).find(({ text }) => text.startsWith('Cost refused'))!
    expect(header.query?.get('links_sort')).toBe('cost_rejected')
    expect(header.query?.get('links_dir')).toBe('desc')
    expect(header.query?.get('from')).toBe(DAY)
  })

  it('sorts the totals by this period’s figure, and back to the funnel’s order by measure', async () => {
    const lines = ['Clicks on campaign links', 'Landings', 'Bots (not counted above)']
    const totals = (page: string) =>
      page.slice(page.indexOf('id="totals"'), page.indexOf('id="health"'))
    const usual = totals(await html(`/admin?${RANGE}`))
    expect(orderOf(usual, lines)).toEqual(lines)
    // 30 landings, no clicks, no bots: landings first; the zeros keep the funnel's order.
    const byNow = totals(await html(`/admin?${RANGE}&totals_sort=now&totals_dir=desc`))
    expect(orderOf(byNow, lines)).toEqual([
      'Landings',
      'Clicks on campaign links',
      'Bots (not counted above)',
    ])
    const reversed = totals(await html(`/admin?${RANGE}&totals_sort=measure&totals_dir=desc`))
    expect(orderOf(reversed, lines)).toEqual([...lines].reverse())
  })

  it('answers 400 naming the columns for a column the table does not have', async () => {
    const res = await admin(`/admin?${RANGE}&links_sort=colour`)
    expect(res.status).toBe(400)
    expect(textOf(await res.text())).toContain('links_sort= must be one of campaign,')
  })
})

describe('the postbacks page’s tables', () => {
  it('sorts the templates in SQL by any column, and its page links keep the order', async () => {
    const names = ['pb_a', 'pb_b', 'pb_c']
    const list = (page: string) =>
      page.slice(page.indexOf('id="postback-list"'), page.indexOf('id="postback-answers"'))
    expect(orderOf(list(await html('/admin/postbacks')), names)).toEqual(['pb_a', 'pb_b', 'pb_c'])
    const byPayout = list(await html('/admin/postbacks?templates_sort=payout&templates_dir=desc'))
    expect(orderOf(byPayout, names)).toEqual(['pb_a', 'pb_c', 'pb_b'])
    const header = columnHeaders(byPayout).find(({ text }) => text.startsWith('Payout'))!
    expect(header.query?.get('templates_dir')).toBe('asc')
    const bad = await admin('/admin/postbacks?templates_sort=secret')
    expect(bad.status).toBe(400)
  })

  it('sorts the last answers by status', async () => {
    const bodies = ['first-answer', 'second-answer', 'third-answer']
    const answers = (page: string) => page.slice(page.indexOf('id="postback-answers"'))
    // Newest first by default.
    expect(orderOf(answers(await html('/admin/postbacks')), bodies)).toEqual([
      'third-answer',
      'second-answer',
      'first-answer',
    ])
    const byStatus = await html('/admin/postbacks?answers_sort=status&answers_dir=asc')
    expect(orderOf(answers(byStatus), bodies)).toEqual([
      'second-answer',
      'third-answer',
      'first-answer',
    ])
  })
})

describe('the tests page’s arms', () => {
  it('sorts every test’s arms by any column through arms_sort', async () => {
    const page = await html('/admin/tests')
    const started = await ADMIN.post('/admin/tests', {
      csrf: formTokenIn(page, '/admin/tests'),
      name: 'Sorted arms',
      scope: 'all',
      page: 'home',
      difference: 'copy',
      baseline: '5',
      lift: '20',
      weightA: '50',
      weightB: '50',
      ctaB: 'Create a Free Account',
    })
    expect(started.status).toBe(303)
    const id = new URL(started.headers.get('Location')!, ORIGIN).searchParams.get('started')!
    await DB.prepare(
      `INSERT INTO campaign_counts (hour, event, campaign, arm, count)
       VALUES ('2025-07-02T10', 'arm_assigned', '', ?1, 10), ('2025-07-02T10', 'arm_assigned', '', ?2, 30)`,
    )
      .bind(`${id}A`, `${id}B`)
      .run()
    const arms = (text: string) => text.match(/Arms of test \d+ Arm .*?(?=Arm A:)/)![0]
    const rowsOf = (text: string) =>
      [...arms(textOf(text)).matchAll(/ ([AB]) \d+ /g)].map(([, l]) => l)
    expect(rowsOf(await html('/admin/tests'))).toEqual(['A', 'B'])
    expect(rowsOf(await html('/admin/tests?arms_sort=visitors&arms_dir=desc'))).toEqual(['B', 'A'])
  })
})

describe('the rules page’s tables', () => {
  it('sorts the rules and the audit log by any column, each by its own parameters', async () => {
    const scopes = ['ru_zulu', 'ru_alpha', 'ru_mike']
    const rules = (page: string) =>
      page.slice(page.indexOf('id="rules"'), page.indexOf('id="new-rule"'))
    const audit = (page: string) => page.slice(page.indexOf('id="audit-log"'))
    const usual = await html('/admin/rules')
    expect(orderOf(rules(usual), scopes)).toEqual(['ru_zulu', 'ru_alpha', 'ru_mike'])
    expect(orderOf(audit(usual), ['zone-a', 'zone-m', 'zone-z'])).toEqual([
      'zone-z',
      'zone-m',
      'zone-a',
    ])
    const sorted = await html('/admin/rules?rules_sort=what&rules_dir=asc&audit_sort=zone')
    expect(orderOf(rules(sorted), scopes)).toEqual(['ru_alpha', 'ru_mike', 'ru_zulu'])
    expect(orderOf(audit(sorted), ['zone-a', 'zone-m', 'zone-z'])).toEqual([
      'zone-a',
      'zone-m',
      'zone-z',
    ])
    // A header's link keeps the other table's order.
    const header = columnHeaders(sorted).find(({ text }) => text.startsWith('Campaign'))!
    expect(header.query?.get('audit_sort')).toBe('campaign')
    expect(header.query?.get('rules_sort')).toBe('what')
  })
})

describe('every admin table', () => {
  it('makes every column header a sort link, on every admin page', async () => {
    for (const path of [
      `/admin?${RANGE}`,
      '/admin/postbacks',
      '/admin/rules',
      '/admin/tests',
      `/admin/report?by=campaign&${RANGE}`,
    ]) {
      const plain = columnHeaders(await html(path)).filter(
        // A column of buttons has nothing to sort by.
        ({ query, text }) => !query && text !== 'Actions' && text !== 'Block list',
      )
      expect(plain.map(({ text }) => `${path}: ${text}`)).toEqual([])
    }
  })
})
