/**
 * What a visit of a campaign usually costs, from its own last 7 days' counts
 * (docs/decisions/046-untiltable-zone-cost.md): the zones' cost per visitor, each zone weighing
 * its people, as a median (typical) and a 95th percentile (high). From them, kept in D1
 * (`campaign_cost_profiles`) for the count aggregators: the most one visit may cost without a bid
 * (its ceiling) and the line over which a visit is a costly one, whose cost the guards measure.
 * Worked out by the 10-minute cron in each hour's first run; a campaign with too few people in
 * its window has none (the flat UNBID_VISIT_CEILING_MICROS holds, nothing is costly).
 */
import { planRanges, rollupSource } from '../reports/count-rollups'

/** Days of counts a profile is read from (the hours before the current one). */
export const PROFILE_DAYS = 7
/** People (a zone's visitors of a day, summed) a campaign needs in its window for a profile. */
export const PROFILE_MIN_VISITORS = 1_000
/** The ceiling: this many times the high (95th percentile) cost per visitor… */
export const CEILING_MULTIPLE = 5
/** …and never above the flat ceiling of a campaign without a history (1.00). */
const FLAT_CEILING_MICROS = 1_000_000
/** The costly line: this many times the typical cost per visitor, and at least the high one. */
export const COSTLY_MULTIPLE = 2

const HOUR_MS = 3_600_000

/** A campaign's profile, in millionths of the unit. */
export interface CostProfile {
  campaign: string
  typicalMicros: number
  highMicros: number
  ceilingMicros: number
  costlyMicros: number
  visitors: number
}

/** A zone of a campaign over the window: its cost and people. */
export interface ZoneCost {
  costMicros: number
  visitors: number
}

/** The cost per visitor at `share` of the people, zones sorted by it (a weighted quantile). */
function weightedQuantile(zones: readonly ZoneCost[], share: number): number {
  const sorted = zones
    .map((zone) => ({ perVisitor: zone.costMicros / zone.visitors, weight: zone.visitors }))
    .sort((a, b) => a.perVisitor - b.perVisitor)
  const total = sorted.reduce((sum, zone) => sum + zone.weight, 0)
  let seen = 0
  for (const zone of sorted) {
    seen += zone.weight
    if (seen >= share * total) return zone.perVisitor
  }
  return 0
}

/** A campaign's profile from its zones' cost and people, or undefined under the people it needs. */
export function profileOf(campaign: string, zones: readonly ZoneCost[]): CostProfile | undefined {
  const costed = zones.filter((zone) => zone.visitors > 0 && zone.costMicros > 0)
  const visitors = costed.reduce((sum, zone) => sum + zone.visitors, 0)
  return profileFrom(
    campaign,
    weightedQuantile(costed, 0.5),
    weightedQuantile(costed, 0.95),
    visitors,
  )
}

/** The profile of a campaign's typical and high cost per visitor over its people. */
function profileFrom(
  campaign: string,
  typical: number,
  high: number,
  visitors: number,
): CostProfile | undefined {
  if (visitors < PROFILE_MIN_VISITORS) return undefined
  const typicalMicros = Math.max(1, Math.round(typical))
  const highMicros = Math.max(typicalMicros, Math.round(high))
  return {
    campaign,
    typicalMicros,
    highMicros,
    ceilingMicros: Math.min(FLAT_CEILING_MICROS, CEILING_MULTIPLE * highMicros),
    costlyMicros: Math.max(COSTLY_MULTIPLE * typicalMicros, highMicros),
    visitors,
  }
}

/** Events whose cost a visit carries, and whose rows count its people. */
const VISIT_COST = `campaign <> '' AND event IN ('landing', 'click', 'cost_costly')`

/**
 * Each campaign's zones' cost per visitor at half and at 95 % of its people (zones in order of
 * it, each weighing its people: weightedQuantile in SQL, so a run reads one row a campaign
 * whatever its zones), and its people. ?1 to ?6: rollupSource's.
 */
const CAMPAIGN_QUANTILES = `
WITH zones AS (
  SELECT campaign, SUM(cost_micros) * 1.0 / SUM(visitors) AS perVisitor, SUM(visitors) AS people
  FROM ${rollupSource('sub1', VISIT_COST)} GROUP BY campaign, key
  HAVING SUM(cost_micros) > 0 AND SUM(visitors) > 0),
ranked AS (
  SELECT campaign, perVisitor,
    SUM(people) OVER (PARTITION BY campaign ORDER BY perVisitor ROWS UNBOUNDED PRECEDING) AS seen,
    SUM(people) OVER (PARTITION BY campaign) AS total
  FROM zones)
SELECT campaign, total AS visitors,
  MIN(CASE WHEN seen >= 0.5 * total THEN perVisitor END) AS typical,
  MIN(CASE WHEN seen >= 0.95 * total THEN perVisitor END) AS high
FROM ranked GROUP BY campaign, total HAVING total >= ${PROFILE_MIN_VISITORS}`

/** Profiles written per statement (as one JSON array). */
const PROFILES_PER_STATEMENT = 500

/**
 * Works out every campaign's profile from the PROFILE_DAYS × 24 hours before `now`'s, replacing
 * the stored ones in one batch (a campaign without enough people loses its own). Runs in the
 * first 10-minute run of an hour unless `always`.
 */
export async function updateCostProfiles(
  env: { DB?: D1Database },
  now: Date,
  always = false,
): Promise<void> {
  const db = env.DB
  if (!db || (!always && now.getUTCMinutes() >= 10)) return
  const hourOf = (ms: number) => new Date(ms).toISOString().slice(0, 13)
  const range = {
    first: hourOf(now.getTime() - PROFILE_DAYS * 24 * HOUR_MS),
    last: hourOf(now.getTime() - HOUR_MS),
  }
  const [plan] = await planRanges(db, [range])
  const { results } = await db
    .prepare(CAMPAIGN_QUANTILES)
    .bind(range.first, range.last, '', '[]', plan!.rolled, plan!.raw)
    .all<{ campaign: string; visitors: number; typical: number; high: number }>()
  const profiles = results.flatMap(
    (row) => profileFrom(row.campaign, row.typical, row.high, row.visitors) ?? [],
  )
  const computed = hourOf(now.getTime())
  const inserts = []
  for (let i = 0; i < profiles.length; i += PROFILES_PER_STATEMENT) {
    const chunk = profiles.slice(i, i + PROFILES_PER_STATEMENT)
    inserts.push(
      db
        .prepare(
          `INSERT INTO campaign_cost_profiles (campaign, typical_micros, high_micros,
             ceiling_micros, costly_micros, visitors, computed)
           SELECT json_extract(value, '$.campaign'), json_extract(value, '$.typicalMicros'),
             json_extract(value, '$.highMicros'), json_extract(value, '$.ceilingMicros'),
             json_extract(value, '$.costlyMicros'), json_extract(value, '$.visitors'), ?2
           FROM json_each(?1)`,
        )
        .bind(JSON.stringify(chunk), computed),
    )
  }
  await db.batch([db.prepare('DELETE FROM campaign_cost_profiles'), ...inserts])
}

/** A campaign's stored profile, if it has one (the report page shows its ceiling). */
export async function readCostProfile(
  db: D1Database,
  campaign: string,
): Promise<CostProfile | undefined> {
  const row = await db
    .prepare(
      `SELECT campaign, typical_micros AS typicalMicros, high_micros AS highMicros,
         ceiling_micros AS ceilingMicros, costly_micros AS costlyMicros, visitors
       FROM campaign_cost_profiles WHERE campaign = ?1`,
    )
    .bind(campaign)
    .first<CostProfile>()
  return row ?? undefined
}
