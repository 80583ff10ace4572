/**
 * The counting load run of `npm run bench` (alone: `npx node bench/counting-load.ts`, after
 * a bench has bundled the worker): several isolates of the built site, each a worker of its own
 * on its own port, take landings from wrk at increasing rates and send their counts through real
 * SQLite-backed aggregators into a local D1, all on Miniflare (one workerd; plain workerd has
 * neither D1 nor wrangler's Durable Objects). Per step: landings/s sent, RPCs, D1 statements and
 * rows written, and counts lost, which must be 0.
 */
import { execFileSync, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { convertV4MiniflareOptions, Miniflare } from 'miniflare'
import { freePort } from '../test/support/free-port.ts'
import { applyMigrations, siteModule } from './miniflare-site.ts'
import { BROWSER_HEADERS, compatibilityDate, progress, siteVars, WORK } from './workerd.ts'

/** Isolates sending landings (workers of their own, as separate isolates are in production). */
const ISOLATES = Number(process.env.BENCH_COUNT_ISOLATES ?? 3)
/** wrk connections per isolate, one step each: the rate rises with them until the CPU is full. */
const STEPS = (process.env.BENCH_COUNT_STEPS ?? '1,4,16').split(',').map(Number)
const SECONDS = Number(process.env.BENCH_COUNT_SECONDS ?? 10)
/** Campaigns the landings rotate through (each step its own), as a real day's traffic has many. */
const CAMPAIGNS = 20

/**
 * The aggregators' worker: the site's own CountAggregator, its D1 wrapped to count batches,
 * statements and rows written, its storage's SQL to count rows written there, and its adds; a
 * fetch handler reads those counters (/stats) and flushes every shard now (/flush).
 */
const AGGREGATORS_MAIN = `import { CountAggregator } from './index.js'
const stats = { adds: 0, flushes: 0, statements: 0, d1RowsWritten: 0, doRowsWritten: 0 }
function countingDb(db) {
  return new Proxy(db, {
    get(target, name) {
      if (name === 'batch') {
        return async (statements) => {
          const results = await target.batch(statements)
          stats.flushes++
          stats.statements += statements.length
          for (const result of results) stats.d1RowsWritten += result.meta?.rows_written ?? 0
          return results
        }
      }
      const value = Reflect.get(target, name)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
export class BenchAggregator extends CountAggregator {
  constructor(ctx, env) {
    super(ctx, { ...env, DB: countingDb(env.DB) })
    const sql = ctx.storage.sql
    const exec = sql.exec.bind(sql)
    sql.exec = (...args) => {
      const cursor = exec(...args)
      stats.doRowsWritten += cursor.rowsWritten
      return cursor
    }
  }
  async add(rows) {
    stats.adds++
    return super.add(rows)
  }
  async benchFlush() {
    await this.alarm()
  }
}
export default {
  async fetch(request, env) {
    if (new URL(request.url).pathname === '/flush') {
      const shards = Number(env.CAMPAIGN_SHARDS)
      for (let n = 0; n < shards; n++) {
        await env.COUNT_AGGREGATOR.get(env.COUNT_AGGREGATOR.idFromName('shard-' + n)).benchFlush()
      }
    }
    return Response.json(stats)
  },
}
`

interface Stats {
  adds: number
  flushes: number
  statements: number
  d1RowsWritten: number
  doRowsWritten: number
}

export interface CountingStep {
  connections: number
  seconds: number
  sent: number
  counted: number
  stats: Stats
}

/** wrk's Lua: each request a landing on a campaign of the step, in rotation. */
function wrkScript(step: number): string {
  const path = `${WORK}/counting-step-${step}.lua`
  writeFileSync(
    path,
    `local i = 0
request = function()
  i = i + 1
  return wrk.format(nil, "/state/Texas?sub=load${step}c" .. (i % ${CAMPAIGNS}))
end
`,
  )
  return path
}

/** Runs wrk against one isolate; resolves with the requests it completed (all answered 200). */
function wrk(port: number, connections: number, script: string): Promise<number> {
  const headers = Object.entries(BROWSER_HEADERS).flatMap(([n, v]) => ['-H', `${n}: ${v}`])
  const args = ['-t1', `-c${connections}`, `-d${SECONDS}s`, '-s', script, ...headers]
  const child = spawn('wrk', [...args, `http://127.0.0.1:${port}/`])
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  return new Promise((resolve, reject) =>
    child.on('exit', () => {
      if (/Non-2xx|Socket errors/.test(output))
        return reject(new Error(`errors under load\n${output}`))
      resolve(Number(output.match(/(\d+) requests in/)![1]))
    }),
  )
}

export async function measureCountingLoad(): Promise<CountingStep[]> {
  writeFileSync(`${WORK}/dist/bench-aggregators.js`, AGGREGATORS_MAIN)
  const modules = (main: 'index.js' | 'bench-aggregators.js') => [
    ...(main === 'bench-aggregators.js'
      ? [
          {
            type: 'ESModule' as const,
            path: `${WORK}/dist/bench-aggregators.js`,
            contents: AGGREGATORS_MAIN,
          },
        ]
      : []),
    siteModule(),
  ]
  const common = {
    compatibilityDate: compatibilityDate(),
    modulesRoot: `${WORK}/dist`,
    bindings: siteVars(),
    d1Databases: { DB: 'bench-counts' },
  }
  const ports = await Promise.all(Array.from({ length: ISOLATES }, () => freePort()))
  // This miniflare takes wrangler 4's option shape through its converter.
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      workers: [
        {
          ...common,
          name: 'aggregators',
          modules: modules('bench-aggregators.js'),
          durableObjects: { COUNT_AGGREGATOR: { className: 'BenchAggregator', useSQLite: true } },
        },
        ...ports.map((port, i) => ({
          ...common,
          name: `site-${i}`,
          modules: modules('index.js'),
          durableObjects: {
            COUNT_AGGREGATOR: {
              className: 'BenchAggregator',
              scriptName: 'aggregators',
              useSQLite: true,
            },
          },
          unsafeDirectSockets: [{ host: '127.0.0.1', port }],
        })),
      ],
    }),
  )
  try {
    await mf.ready
    const db = await mf.getD1Database('DB', 'aggregators')
    await applyMigrations(db)
    const stats = async (path = '/stats') =>
      (await (await mf.dispatchFetch(`http://bench${path}`)).json()) as Stats
    for (const port of ports) {
      for (let i = 0; i < 3; i++) await (await fetch(`http://127.0.0.1:${port}/state/Texas`)).text()
    }
    const steps: CountingStep[] = []
    for (const [step, connections] of STEPS.entries()) {
      progress(`counting load: ${ISOLATES} isolates × ${connections} connections, ${SECONDS} s`)
      const before = await stats()
      const script = wrkScript(step)
      const sent = (await Promise.all(ports.map((port) => wrk(port, connections, script)))).reduce(
        (a, b) => a + b,
      )
      // The isolates' last batches (1 s at most) and their acknowledgement, then every shard's flush.
      await new Promise((resolve) => setTimeout(resolve, 3000))
      const after = await stats('/flush')
      const row = await db
        .prepare('SELECT COALESCE(SUM(count), 0) AS n FROM campaign_counts WHERE campaign LIKE ?')
        .bind(`load${step}c%`)
        .first<{ n: number }>()
      steps.push({
        connections,
        seconds: SECONDS,
        sent,
        counted: row!.n,
        stats: Object.fromEntries(
          Object.entries(after).map(([k, v]) => [k, v - before[k as keyof Stats]]),
        ) as unknown as Stats,
      })
    }
    return steps
  } finally {
    await mf.dispose()
  }
}

/**
 * Prints the table. wrk reports the requests it completed; requests it sent but stopped before
 * reading are counted by the site too, so `counted` may exceed `landings` by at most wrk's open
 * connections. Fewer is a loss, more than that a double count: either sets a failing exit code.
 */
export function printCountingLoad(steps: CountingStep[]): void {
  console.log(
    `\ncounting load: ${ISOLATES} isolates (workers) → ${siteVars().CAMPAIGN_SHARDS} aggregators → local D1, on Miniflare; ${CAMPAIGNS} campaigns a step; every shard flushed at the end of each ${SECONDS} s step\n`,
  )
  console.log(
    '| wrk connections per isolate | landings/s sent | landings (completed) | counted | lost | RPCs (adds) per 1,000 landings | D1 statements/s | D1 statements per 1,000 landings | D1 rows written per 1,000 landings | aggregator rows written per 1,000 landings |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|')
  for (const s of steps) {
    const per1000 = (n: number) => ((n / s.sent) * 1000).toFixed(2)
    const lost = Math.max(0, s.sent - s.counted)
    if (lost > 0 || s.counted - s.sent > s.connections * ISOLATES) process.exitCode = 1
    console.log(
      `| ${s.connections} | ${Math.round(s.sent / s.seconds)} | ${s.sent} | ${s.counted} | ${lost} | ${per1000(s.stats.adds)} | ${(s.stats.statements / s.seconds).toFixed(2)} | ${per1000(s.stats.statements)} | ${per1000(s.stats.d1RowsWritten)} | ${per1000(s.stats.doRowsWritten)} |`,
    )
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  execFileSync('which', ['wrk'])
  printCountingLoad(await measureCountingLoad())
}
