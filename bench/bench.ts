/**
 * npm run bench: the built worker on plain workerd (what production runs; wrangler dev's proxy
 * caps throughput), loaded by wrk (Debian: apt-get install wrk). For each route: requests/s,
 * p50/p99 latency, gzipped size, and throughput as a ratio to a trivial static response served
 * by the same workerd, measured right before it.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { freePort } from '../test/support/free-port.ts'
import { measureColdStarts } from './cold-start.ts'
import { measureCountingLoad, printCountingLoad } from './counting-load.ts'
import { measureFirstRenders } from './first-render-cpu.ts'
import { CONNECTIONS, DURATION_S, get, load, ROUNDS, warmCpuMs } from './load.ts'
import { measurePostbackLatency, printPostbackLatency } from './postback-latency.ts'
import { measureReads, printReads } from './read-side.ts'
import { measureScriptAtLoad, printScriptAtLoad } from './script-at-load.ts'
import { formatMs, summarize } from './samples.ts'
import {
  BROWSER_COOKIE,
  BROWSER_HEADERS,
  bundleWorker,
  freePorts,
  progress,
  ROOT,
  startWorkerd,
  stopWorkerd,
  waitFor,
  WORK,
  WORKERD,
  writeConfig,
} from './workerd.ts'
import { GO_PATH } from '../src/shared/paths.ts'

/**
 * The parts to run, comma-separated (default all): routes, counting (on vs off),
 * counting-load (isolates → aggregators → D1), postback (a signup's latency with its postback),
 * first-renders (and cold starts), script-at-load (script fetched before interaction), reads
 * (the admin views at BENCH_READ_SIZES count rows: ms and D1 rows read, read-side.ts).
 */
const ONLY = process.env.BENCH_ONLY?.split(',')
const runs = (part: string) => !ONLY || ONLY.includes(part)
async function main() {
  mkdirSync(WORK, { recursive: true })
  progress('bundling the worker (wrangler deploy --dry-run)')
  bundleWorker()
  if (runs('script-at-load')) printScriptAtLoad(await measureScriptAtLoad())
  if (runs('routes') || runs('counting')) await measureOnPlainWorkerd()

  // Counting at load: isolates → aggregators → D1, on Miniflare (see counting-load.ts).
  if (runs('counting-load')) printCountingLoad(await measureCountingLoad())
  // A created signup with a postback against one without, on Miniflare (see postback-latency.ts).
  if (runs('postback')) printPostbackLatency(await measurePostbackLatency())
  if (runs('first-renders')) await printFreshIsolates()
  // The admin views on seeded data, raw rows against rollups, on Miniflare (see read-side.ts).
  if (runs('reads')) printReads(await measureReads())
}

/** The routes' throughput and counting on vs off: plain workerd, loaded by wrk. */
async function measureOnPlainWorkerd() {
  // A first start only reads the headers a cached page carries, for the reference worker.
  const siteHeaders = await readSiteHeaders()
  const ports = await freePorts()
  const site = `http://127.0.0.1:${ports.site}`
  const off = `http://127.0.0.1:${ports.siteCountingOff}`
  const inTest = `http://127.0.0.1:${ports.siteInTest}`
  const workerd = startWorkerd(writeConfig(ports, siteHeaders))
  try {
    await waitFor(`${site}/robots.txt`)
    const asset = readdirSync(`${ROOT}dist/client/assets`).find((f) => f.endsWith('.css'))!
    const routes: [string, string][] = [
      ['/', `${site}/`],
      ['/state/Texas', `${site}/state/Texas`],
      ['/city/Texas/Houston', `${site}/city/Texas/Houston`],
      ['/city/Texas/Houston/7', `${site}/city/Texas/Houston/7`],
      ['/search?q=san', `${site}/search?q=san`],
      ['/api/cities?q=hou', `${site}/api/cities?q=hou`],
      [`static /assets/${asset}`, `http://127.0.0.1:${ports.assets}/assets/${asset}`],
      [
        "reference: trivial + the site's headers",
        `http://127.0.0.1:${ports.trivial}/with-site-headers`,
      ],
    ]
    const trivialUrl = `http://127.0.0.1:${ports.trivial}/`
    // Campaign counting on (DB bound to a stub, see workerd.ts) against the same site with
    // CAMPAIGN_COUNTS = "off", in alternating rounds; links as a pop/native source sends them,
    // with sub-ids and a cost.
    const campaign = 'sub=bench&sub1=zone-12345&sub2=site.987&sub3=creative-4'
    const go = `${GO_PATH}?${campaign}`
    const landing = `/state/Texas?${campaign}&cost=0.0105`
    // At Cloudflare's edge every request names its client (CF-Connecting-IP), and a landing's
    // counting then hashes it for the tag budget (tag-budget.ts): measured as a row of its own.
    const atTheEdge = { ...BROWSER_HEADERS, 'cf-connecting-ip': '203.0.113.7' }
    const countingPairs: [string, string, string, Record<string, string>][] = [
      [go, `${site}${go}`, `${off}${go}`, BROWSER_HEADERS],
      [landing, `${site}${landing}`, `${off}${landing}`, BROWSER_HEADERS],
      [`${landing}, with CF-Connecting-IP`, `${site}${landing}`, `${off}${landing}`, atTheEdge],
      // A lander test live on state pages (workerd.ts, LANDER_TEST_ROW): every request a new
      // visitor of the test, drawn an arm and given its cookie, the draw counted, the page one of
      // two cached copies. Against counting off (the bound), then against the plain landing.
      [`${landing}, in a lander test`, `${inTest}${landing}`, `${off}${landing}`, atTheEdge],
      [
        `${landing}, in a lander test ÷ not (both counting)`,
        `${inTest}${landing}`,
        `${site}${landing}`,
        atTheEdge,
      ],
    ]

    for (const [, url] of [...routes, ['', trivialUrl]]) load(url!, 4, 1) // warm-up
    // Each route is measured right after its own trivial run: the ratio survives machine drift.
    const rows: (string | number)[][] = []
    for (const [name, url] of runs('routes') ? routes : []) {
      progress(`load: ${name} (${ROUNDS} rounds of ${DURATION_S} s against the trivial worker)`)
      const body = Buffer.from(await (await get(url, { cookie: BROWSER_COOKIE })).arrayBuffer())
      const { ratio, rounds, result, trivial } = alternate(trivialUrl, url)
      // CPU per request of the route and of the trivial worker, each right after the other in the
      // same process, alternating three times (medians): the ratio holds on a busy machine.
      let cpu: number | undefined
      let trivialCpu: number | undefined
      if (!name.startsWith('static')) {
        const samples = { route: [] as number[], trivial: [] as number[] }
        for (let i = 0; i < 3; i++) {
          samples.trivial.push(await warmCpuMs(workerd.pid!, trivialUrl))
          samples.route.push(await warmCpuMs(workerd.pid!, url))
        }
        cpu = summarize(samples.route).median
        trivialCpu = summarize(samples.trivial).median
      }
      const ratios = summarize(rounds.split(', ').map(Number))
      rows.push([
        name,
        Math.round(result.requestsPerSecond),
        result.p50.toFixed(2),
        result.p99.toFixed(2),
        `${(gzipSync(body).length / 1024).toFixed(1)} KB`,
        Math.round(trivial.requestsPerSecond),
        // Refused, as the fresh-isolate figures are, when the rounds disagree too much.
        ratios.trustworthy ? `${ratio.toFixed(2)} (${rounds})` : `too noisy (${rounds})`,
        cpu === undefined ? '–' : `${cpu.toFixed(3)} vs ${trivialCpu!.toFixed(3)}`,
        cpu === undefined ? '–' : (cpu / trivialCpu!).toFixed(2),
      ])
    }
    if (rows.length) printRoutes(rows)

    if (runs('counting')) {
      console.log('\ncampaign counting on vs off, side by side:\n')
      console.log(
        '| route | req/s counting on | req/s counting off | on ÷ off: median (all rounds) | CPU ms/request on, off (median of 5 × 500) | off ÷ on CPU |',
      )
      console.log('|---|---|---|---|---|---|')
      for (const [name, onUrl, offUrl, headers] of countingPairs) {
        progress(`counting: ${name} on vs off (${ROUNDS} rounds)`)
        for (const url of [onUrl, offUrl]) load(url, 4, 1, headers)
        const { ratio, rounds, result, trivial } = alternate(offUrl, onUrl, headers)
        // CPU per request is what counting adds; unlike req/s it holds on a busy machine.
        const cpu = { on: [] as number[], off: [] as number[] }
        for (let i = 0; i < 5; i++) {
          cpu.on.push(await warmCpuMs(workerd.pid!, onUrl, headers))
          cpu.off.push(await warmCpuMs(workerd.pid!, offUrl, headers))
        }
        const [on, off] = [summarize(cpu.on).median, summarize(cpu.off).median]
        console.log(
          `| ${name} | ${Math.round(result.requestsPerSecond)} | ${Math.round(trivial.requestsPerSecond)} | ${ratio.toFixed(2)} (${rounds}) | ${on.toFixed(3)}, ${off.toFixed(3)} | ${(off / on).toFixed(2)} |`,
        )
      }
    }
  } finally {
    await stopWorkerd(workerd)
  }
}

/**
 * First renders in a fresh isolate: CPU of one request each (see first-render-cpu.ts), and cold
 * starts as a visitor meets them: exec to first response, start-up included.
 */
async function printFreshIsolates() {
  const firstRenders = await measureFirstRenders()
  const coldStarts = await measureColdStarts()
  console.log(
    '\nfresh isolate, CPU per page type (median of 5 fresh workerd, range in brackets; targets: first render ≤ 10 ms, cold start ≤ 30 ms over trivial; each cold start paired with a trivial worker started just before it):\n',
  )
  console.log(
    '| page type | path | first render (request only) | cold start (exec to response, minus trivial) | trivial worker, exec to response |',
  )
  console.log('|---|---|---|---|---|')
  firstRenders.forEach(([name, path, summary], i) => {
    const { summary: cold, trivial } = coldStarts[i]!
    console.log(
      `| ${name} | \`${path}\` | ${formatMs(summary)} | ${formatMs(cold)} | ${formatMs(trivial)} |`,
    )
  })
}

function printRoutes(rows: (string | number)[][]): void {
  console.log(
    `\nworkerd ${execFileSync(WORKERD, ['--version']).toString().trim()}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S}s per route\n`,
  )
  console.log(
    '| route | req/s | p50 ms | p99 ms | gzipped body | trivial req/s | vs trivial: median (all rounds) | CPU ms/request, warm: route vs trivial (medians of 3 × 500) | CPU ÷ trivial |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|')
  for (const row of rows) console.log(`| ${row.join(' | ')} |`)
}

/** Alternating runs of a baseline and a URL; the round with the median ratio is reported. */
function alternate(
  baselineUrl: string,
  url: string,
  headers: Record<string, string> = BROWSER_HEADERS,
) {
  const all = Array.from({ length: ROUNDS }, () => {
    const trivial = load(baselineUrl, CONNECTIONS, DURATION_S, headers)
    const result = load(url, CONNECTIONS, DURATION_S, headers)
    return { trivial, result, ratio: result.requestsPerSecond / trivial.requestsPerSecond }
  }).sort((a, b) => a.ratio - b.ratio)
  const median = all[Math.floor(ROUNDS / 2)]!
  return { ...median, rounds: all.map((r) => r.ratio.toFixed(2)).join(', ') }
}

async function readSiteHeaders(): Promise<Record<string, string>> {
  const [sitePort, staticPort, assetPort] = [await freePort(), await freePort(), await freePort()]
  const site = `http://127.0.0.1:${sitePort}`
  const workerd = startWorkerd(
    writeConfig({ site: sitePort, trivial: staticPort, assets: assetPort }),
  )
  try {
    await waitFor(`${site}/robots.txt`)
    for (let i = 0; i < 3; i++)
      await (await fetch(`${site}/`, { headers: BROWSER_HEADERS })).arrayBuffer()
    const sample = await fetch(`${site}/`, { headers: { ...BROWSER_HEADERS, connection: 'close' } })
    await sample.arrayBuffer()
    const skip = ['content-encoding', 'content-length', 'date', 'connection']
    return Object.fromEntries([...sample.headers].filter(([name]) => !skip.includes(name)))
  } finally {
    await stopWorkerd(workerd)
  }
}

await main()
