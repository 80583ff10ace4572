/**
 * The read side's data for `npm run bench` (BENCH_ONLY=reads): 30 days of count rows as the
 * aggregators' flushes write them, for 20 campaigns bought from 8 sources, zones (sub1) drawn
 * Zipf-skewed per campaign, the daily cap of new sub-id values applied in first-sight order
 * (values past it counted as `(other)`), landings with cost and visitors, and the funnel's other
 * events at realistic shares. Seeded, so two runs write the same rows.
 */

/** Campaigns, their sources, days. */
export const CAMPAIGNS = 20
const SOURCES = [
  'exoclick',
  'trafficstars',
  'hilltopads',
  'adsterra',
  'propellerads',
  'trafficjunky',
  'juicyads',
  'clickadu',
]
export const DAYS = 30
/** Zones a campaign's source has, and how many new ones a day the flush admits (its cap). */
const ZONES = 5_000
const SUB_VALUES_PER_DAY = 500

const EVENTS: [string, number][] = [
  ['landing', 0.42],
  ['gate_shown', 0.2],
  ['gate_passed', 0.15],
  ['click', 0.1],
  ['unique_click', 0.06],
  ['signup_attempt', 0.03],
  ['signup_created', 0.02],
  ['bot', 0.02],
]
const COUNTRIES = ['US', 'US', 'US', 'US', 'CA', 'GB', 'DE', 'AU']
const DEVICES = ['phone', 'phone', 'phone', 'desktop', 'tablet']
const OS = ['android', 'ios', 'windows', 'macos']
const BROWSERS = ['chrome', 'safari', 'samsung', 'firefox']
const PAGES = ['home', 'state', 'city', 'ad']
const STATES = ['TX', 'CA', 'FL', 'NY', 'IL', '']

/** A seeded generator (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A Zipf(1) draw from 1..n by inverse transform on the harmonic sums (precomputed). */
function zipf(n: number) {
  const sums: number[] = []
  let total = 0
  for (let k = 1; k <= n; k++) sums.push((total += 1 / k))
  return (u: number) => {
    const target = u * total
    let low = 0
    let high = n - 1
    while (low < high) {
      const middle = (low + high) >> 1
      if (sums[middle]! < target) low = middle + 1
      else high = middle
    }
    return low + 1
  }
}

/** Campaign n's tag (1..20): its number and its source, 8 sources in turn. */
export function campaignTag(n: number): string {
  return `camp_${String(n).padStart(2, '0')}_${SOURCES[(n - 1) % SOURCES.length]}`
}

const pick = <T>(list: readonly T[], u: number): T => list[Math.floor(u * list.length)]!

/** The columns written, in order (an INSERT … SELECT FROM json_each reads them). */
export const ROW_COLUMNS = [
  'hour',
  'event',
  'campaign',
  'landing_page',
  'page',
  'country',
  'sub1',
  'sub2',
  'state',
  'os',
  'device',
  'browser',
  'count',
  'cost_micros',
  'visitors',
] as const

/**
 * About `rows` distinct count rows over DAYS days ending the day before `lastDay` (rows that
 * meet the same key are one, as the flush's upsert makes them), in batches of `batch` rows.
 */
export function* countRows(rows: number, lastDay: string, batch = 1_000) {
  const next = random(44)
  const zone = zipf(ZONES)
  const campaign = zipf(CAMPAIGNS)
  const start = Date.parse(`${lastDay}T00:00:00Z`) - DAYS * 86_400_000
  const perDay = Math.ceil(rows / DAYS)
  let out: (string | number)[][] = []
  for (let day = 0; day < DAYS; day++) {
    // The day's admitted zones per campaign, in first-sight order (the flush's cap).
    const admitted = new Map<string, Set<string>>()
    for (let i = 0; i < perDay; i++) {
      const hour = new Date(start + day * 86_400_000 + Math.floor(next() * 24) * 3_600_000)
      const c = campaignTag(campaign(next()))
      let u = next()
      const event = EVENTS.find(([, share]) => (u -= share) < 0)?.[0] ?? 'landing'
      let sub1 = `z${zone(next())}`
      let zones = admitted.get(c)
      if (!zones) admitted.set(c, (zones = new Set()))
      if (!zones.has(sub1)) {
        if (zones.size < SUB_VALUES_PER_DAY) zones.add(sub1)
        else sub1 = '(other)'
      }
      const bot = event === 'bot'
      const landing = event === 'landing'
      out.push([
        hour.toISOString().slice(0, 13),
        event,
        c,
        event.startsWith('signup') || event.includes('click') ? pick(PAGES, next()) : '',
        event.startsWith('signup') ? 'signup' : pick(PAGES, next()),
        pick(COUNTRIES, next()),
        bot ? '' : sub1,
        bot ? '' : `s${Math.floor(next() * 4)}`,
        bot ? '' : pick(STATES, next()),
        bot ? '' : pick(OS, next()),
        bot ? '' : pick(DEVICES, next()),
        bot ? '' : pick(BROWSERS, next()),
        1 + Math.floor(next() * 3),
        landing ? 1_000 + Math.floor(next() * 4_000) : 0,
        landing ? 1 : 0,
      ])
      if (out.length >= batch) {
        yield out
        out = []
      }
    }
  }
  if (out.length) yield out
}

/** The INSERT of one batch (bound as JSON ?1), merging rows of one key as the flush does. */
export const INSERT_ROWS = `INSERT INTO campaign_counts (${ROW_COLUMNS.join(', ')})
SELECT ${ROW_COLUMNS.map((column, i) => `json_extract(value, '$[${i}]')`).join(', ')}
FROM json_each(?1) WHERE TRUE
ON CONFLICT DO UPDATE SET count = count + excluded.count,
  cost_micros = cost_micros + excluded.cost_micros, visitors = visitors + excluded.visitors`

/** The same merge for one row bound as positional values (node:sqlite, bench/read-file.ts). */
export const INSERT_ROWS_SQLITE = `INSERT INTO campaign_counts (${ROW_COLUMNS.join(', ')})
VALUES (${ROW_COLUMNS.map(() => '?').join(', ')})
ON CONFLICT DO UPDATE SET count = count + excluded.count,
  cost_micros = cost_micros + excluded.cost_micros, visitors = visitors + excluded.visitors`
