/**
 * One cost, every report: a campaign's manual CPM, CPC or CPA is charged to the same events once,
 * whatever the report is split by, so every split of a campaign adds up to its row.
 */
import { describe, expect, it } from 'vitest'
import type { Env } from '../../../src/env'
import { saveCampaignCost, type CostModel } from '../../../src/campaign-settings/campaign-costs'
import { REPORT_DIMENSIONS } from '../../../src/reports/report-data'
import { GO_PATH } from '../../../src/shared/paths'
import { TEST_ENV } from '../helpers'
import { DB, visit } from '../campaign/campaign-helpers'
import { flushAggregators } from '../campaign/count-helpers'
import { adminClient } from '../../support/admin-client'

const TOKEN = 'one-cost-admin-token'
const ADMIN_ENV: Env = { ...TEST_ENV, ADMIN_TOKEN: TOKEN }
const ADMIN = adminClient(ADMIN_ENV, { ip: '192.0.2.37' })

async function report(query: string): Promise<Record<string, string>[]> {
  const res = await ADMIN.get(`/admin/report.csv?${query}`)
  expect(res.status).toBe(200)
  const [header, ...lines] = (await res.text()).trimEnd().split('\r\n')
  const names = header!.split(',')
  return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [names[i], v])))
}

/** An amount of report.csv in millionths (exact: it is written exactly). */
function micros(amount: string): number {
  const [whole, fraction = ''] = amount.replace('-', '').split('.')
  const value = Number(whole) * 1e6 + Number(fraction.padEnd(6, '0'))
  return amount.startsWith('-') ? -value : value
}

/** Five landings on two zones, two direct-link clicks on a third zone, one of them twice. */
async function traffic(campaign: string) {
  for (const zone of ['z1', 'z1', 'z1', 'z2', 'z2'])
    await visit(`/state/Ohio?sub=${campaign}&sub1=${zone}`, {
      cf: { country: 'US', regionCode: 'OH' },
    })
  await visit(`${GO_PATH}?sub=${campaign}&sub1=z3`)
  await visit(`${GO_PATH}?sub=${campaign}&sub1=z3`)
  await flushAggregators()
}

describe('a manual cost', () => {
  const cases: [CostModel, number, number][] = [
    // CPM 0.30: 0.0003 a paid visit, 5 landings and 2 direct clicks.
    ['cpm', 300_000, 7 * 300],
    // CPC 0.05 a paid visit.
    ['cpc', 50_000, 7 * 50_000],
  ]
  for (const [model, rate, expected] of cases) {
    it(`charges a ${model.toUpperCase()} to landings and direct clicks once, the same in every report`, async () => {
      const campaign = `oc_${model}`
      await saveCampaignCost(DB, campaign, model, rate)
      await traffic(campaign)
      const [row] = await report(`by=campaign&campaign=${campaign}`)
      expect(row).toMatchObject({ landings: '5', clicks: '2', direct_clicks: '2' })
      expect(micros(row!.cost!)).toBe(expected)
      for (const by of REPORT_DIMENSIONS) {
        const rows = await report(`by=${by}&campaign=${campaign}`)
        const sum = rows.reduce((total, r) => total + micros(r.cost!), 0)
        expect(sum, `by=${by}`).toBe(expected)
      }
    }, 60_000)
  }
})
