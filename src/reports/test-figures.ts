/**
 * Each test arm's figures, from the campaign counters filed under its arm ('3B') and the
 * partner's revenue credited to it, and the verdict on each arm against arm A (stats/). Read
 * from D1 only (the arm rollups of every retained day, the raw rows of hours not rolled up:
 * count-rollups.ts): rows an aggregator has not flushed yet (at most a minute's) are not in them.
 */
import type { Arm, LanderTest } from '../lander-tests/lander-test'
import { armKey } from '../lander-tests/lander-test'
import { compareArms, plannedVisitorsPerArm, type Verdict } from '../stats/sequential-test'
import { MANUAL_COST_SQL } from './manual-cost'
import { pulledCost, type CostView } from './pulled-cost'
import { planRanges, rollupSource } from './count-rollups'

interface ArmFigures {
  /** People given the arm (its visitors). */
  visitors: number
  landings: number
  gatePassed: number
  clicks: number
  uniqueClicks: number
  signups: number
  /** Approved partner revenue less reversals, in millionths. */
  revenueMicros: number
  /**
   * The arm's cost, in millionths: the links' cost macro plus its campaigns' manual cost of its
   * paid visits (MANUAL_COST_SQL, as every report charges them).
   */
  costMicros: number
}

export interface ArmReport {
  arm: Arm
  key: string
  figures: ArmFigures
  /** Against arm A; none for arm A itself. */
  verdict?: Verdict
}

export interface TestReport {
  test: LanderTest
  /** Visitors each arm needs before a "no difference" can be said. */
  plannedPerArm: number
  arms: ArmReport[]
}

const EVENT_FIELDS: Record<string, keyof ArmFigures> = {
  arm_assigned: 'visitors',
  landing: 'landings',
  gate_passed: 'gatePassed',
  click: 'clicks',
  unique_click: 'uniqueClicks',
  signup_created: 'signups',
}

const NO_FIGURES: ArmFigures = {
  visitors: 0,
  landings: 0,
  gatePassed: 0,
  clicks: 0,
  uniqueClicks: 0,
  signups: 0,
  revenueMicros: 0,
  costMicros: 0,
}

/** A test's figures are of every retained hour. */
const EVERY_HOUR = { first: '0000-01-01T00', last: '9999-12-31T23' }

/** The manual cost of each arm's paid visits and signups, per campaign as the reports charge it. */
const MANUAL_COSTS = `WITH c AS (
  SELECT key AS arm, campaign,
    SUM(CASE WHEN event = 'landing' THEN count ELSE 0 END) AS landings,
    SUM(CASE WHEN event = 'direct_click' THEN count ELSE 0 END) AS directClicks,
    SUM(CASE WHEN event = 'signup_created' THEN count ELSE 0 END) AS signups
  FROM ${rollupSource('arm', `campaign <> ''`)} WHERE key IN (SELECT value FROM json_each(?7))
  GROUP BY key, campaign)
SELECT c.arm AS arm, 'manual' AS event, 0 AS n, SUM(${MANUAL_COST_SQL}) AS c
FROM c JOIN campaign_costs mc ON mc.campaign = c.campaign GROUP BY c.arm`

/** The arms as pulled-cost.ts reads their cells: spend on zones without a landing is no arm's. */
const ARM_COST_VIEW: CostView = {
  keySql: 'arm',
  filterSql: 'TRUE',
  filterValues: [],
  sourceOnly: 'none',
}

/** The figures of every arm of `tests`, by arm key, in three queries and the pulled spend's. */
export async function loadArmFigures(
  db: D1Database,
  tests: readonly LanderTest[],
): Promise<Map<string, ArmFigures>> {
  const keys = tests.flatMap((test) => test.arms.map((arm) => armKey(test, arm.letter)))
  const figures = new Map(keys.map((key) => [key, { ...NO_FIGURES }]))
  if (keys.length === 0) return figures
  const json = JSON.stringify(keys)
  // Every hour retained, all campaigns, no unflushed rows; then the plan (rolled days, raw hours).
  const [plan] = await planRanges(db, [EVERY_HOUR])
  const every = [EVERY_HOUR.first, EVERY_HOUR.last, '', '[]', plan!.rolled, plan!.raw]
  const [counts, revenue, manual] = await db.batch<{
    arm: string
    event: string
    n: number
    c: number
  }>([
    db
      .prepare(
        `SELECT key AS arm, event, SUM(count) AS n, SUM(cost_micros) AS c
         FROM ${rollupSource('arm')} WHERE key IN (SELECT value FROM json_each(?7))
         GROUP BY key, event`,
      )
      .bind(...every, json),
    db
      .prepare(
        `SELECT arm, status AS event, 0 AS n, SUM(micros) AS c FROM partner_revenue
         WHERE arm IN (SELECT value FROM json_each(?1)) AND status IN ('approved', 'reversed')
         GROUP BY arm, status`,
      )
      .bind(json),
    db.prepare(MANUAL_COSTS).bind(...every, json),
  ])
  for (const row of manual!.results) figures.get(row.arm)!.costMicros += row.c
  for (const row of counts!.results) {
    const arm = figures.get(row.arm)!
    const field = EVENT_FIELDS[row.event]
    if (field) arm[field] += row.n
    arm.costMicros += row.c
  }
  for (const row of revenue!.results) {
    figures.get(row.arm)!.revenueMicros += row.event === 'approved' ? row.c : -row.c
  }
  // Pulled and pushed spend in the hours it covers, as every report charges it (decision 047).
  const pulled = await pulledCost(db, { ...EVERY_HOUR, campaign: '' }, ARM_COST_VIEW)
  for (const [arm, adjustment] of pulled) {
    const figure = figures.get(arm)
    if (figure) figure.costMicros += adjustment.deltaMicros
  }
  return figures
}

/** A test's arms with their figures and verdicts against arm A. */
export function reportOf(test: LanderTest, figures: Map<string, ArmFigures>): TestReport {
  const plan = {
    baselineRate: test.baselineRate,
    minimumLift: test.minimumLift,
    comparisons: test.arms.length - 1,
  }
  const arms = test.arms.map((arm) => {
    const key = armKey(test, arm.letter)
    return { arm, key, figures: figures.get(key) ?? { ...NO_FIGURES } }
  })
  const control = arms[0]!.figures
  const asCount = (f: ArmFigures) => ({ visitors: f.visitors, conversions: f.signups })
  return {
    test,
    plannedPerArm: plannedVisitorsPerArm(plan),
    arms: arms.map((arm, i) =>
      i === 0
        ? arm
        : { ...arm, verdict: compareArms(asCount(control), asCount(arm.figures), plan) },
    ),
  }
}

/** Signups per visitor ('' with no visitors). */
export function signupRate(figures: ArmFigures): number | undefined {
  return figures.visitors > 0 ? figures.signups / figures.visitors : undefined
}
