/**
 * npm run bench: the built worker on plain workerd (what production runs; wrangler dev's proxy
 * caps throughput), loaded by wrk (Debian: apt-get install wrk). For each route: requests/s,
 * p50/p99 latency, gzipped size, and throughput as a ratio to a trivial static response served
 * by the same workerd, measured right before it.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { freePort } from '../support/free-port.ts'
import { measureFirstRenders } from './first-render-cpu.ts'
import {
  bundleWorker,
  ROOT,
  startWorkerd,
  stopWorkerd,
  WORK,
  WORKERD,
  writeConfig,
} from './workerd.ts'

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4)
/** Alternating trivial/route runs per route: single runs on a shared 2-core machine vary. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const COOKIE = 'age_ok=1; sid=0123456789abcdef0123456789abcdef'
/** What a returning browser sends: the 18+ and session cookies, and gzip support. */
const HEADERS = { cookie: COOKIE, 'accept-encoding': 'gzip, deflate, br' }

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not come up`)
}

interface LoadResult {
  requestsPerSecond: number
  p50: number
  p99: number
}

/** Loads a URL with wrk (a C client: the load generator must cost less than the server). */
function load(url: string, connections = CONNECTIONS, duration = DURATION_S): LoadResult {
  const headerArgs = Object.entries(HEADERS).flatMap(([name, value]) => ['-H', `${name}: ${value}`])
  const output = execFileSync('wrk', [
    '-t1',
    `-c${connections}`,
    `-d${duration}s`,
    '--latency',
    ...headerArgs,
    url,
  ]).toString()
  if (/Non-2xx|Socket errors/.test(output)) throw new Error(`${url}: errors under load\n${output}`)
  const ms = (label: string) => {
    const [, value, unit] = output.match(new RegExp(`^\\s+${label}%\\s+([\\d.]+)(us|ms|s)$`, 'm'))!
    return Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1)
  }
  return {
    requestsPerSecond: Number(output.match(/Requests\/sec:\s+([\d.]+)/)![1]),
    p50: ms('50'),
    p99: ms('99'),
  }
}

/**
 * fetch() that retries once when a pooled keep-alive socket went idle during a long wrk run
 * and the server closed it (undici reports "other side closed").
 */
async function get(url: string, headers: Record<string, string> = HEADERS): Promise<Response> {
  try {
    return await fetch(url, { headers })
  } catch {
    return fetch(url, { headers })
  }
}

/** Mean wall time of 500 requests made one after another: an upper bound on CPU per request. */
async function sequentialMeanMs(url: string): Promise<number> {
  const count = 500
  const started = performance.now()
  for (let i = 0; i < count; i++) await (await get(url)).arrayBuffer()
  return (performance.now() - started) / count
}

/** Median wall time of rendering pages nobody has asked for yet (memo empty), one at a time. */
async function firstRenderMs(site: string, paths: string[]): Promise<number> {
  const times: number[] = []
  for (const path of paths) {
    const started = performance.now()
    await (await get(`${site}${path}`)).arrayBuffer()
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!
}

async function main() {
  mkdirSync(WORK, { recursive: true })
  bundleWorker()
  // A first start only reads the headers a memoized page carries, for the reference worker.
  const siteHeaders = await readSiteHeaders()
  const [sitePort, staticPort, assetPort] = [await freePort(), await freePort(), await freePort()]
  const site = `http://127.0.0.1:${sitePort}`
  const workerd = startWorkerd(
    writeConfig({ site: sitePort, trivial: staticPort, assets: assetPort }, siteHeaders),
  )
  try {
    await waitFor(`${site}/robots.txt`)
    const asset = readdirSync(`${ROOT}static/assets`).find((f) => f.endsWith('.css'))!
    const routes: [string, string][] = [
      ['/', `${site}/`],
      ['/state/Texas', `${site}/state/Texas`],
      ['/city/Texas/Houston', `${site}/city/Texas/Houston`],
      ['/city/Texas/Houston/7', `${site}/city/Texas/Houston/7`],
      ['/go?sub=bench', `${site}/go?sub=bench`],
      ['/state/Texas?sub=bench', `${site}/state/Texas?sub=bench`],
      [`static /assets/${asset}`, `http://127.0.0.1:${assetPort}/assets/${asset}`],
      [
        "reference: trivial + the site's headers",
        `http://127.0.0.1:${staticPort}/with-site-headers`,
      ],
    ]
    const trivialUrl = `http://127.0.0.1:${staticPort}/`

    // First renders (memo empty): the isolate's very first page, then the median of many.
    const veryFirst = await firstRenderMs(site, ['/state/Ohio'])
    const firstRenders = {
      'state page': await firstRenderMs(
        site,
        ['Iowa', 'Idaho', 'Utah', 'Maine', 'Kansas', 'Oregon', 'Nevada', 'Alaska', 'Hawaii'].map(
          (s) => `/state/${s}`,
        ),
      ),
      'city page': await firstRenderMs(
        site,
        ['Boise', 'Nampa', 'Meridian', 'Pocatello', 'Caldwell', "Coeur d'Alene", 'Idaho Falls'].map(
          (c) => `/city/Idaho/${encodeURIComponent(c)}`,
        ),
      ),
      'ad page': await firstRenderMs(
        site,
        [1, 2, 3, 4, 5, 6, 7].map((id) => `/city/Idaho/Boise/${id}`),
      ),
      'article page': await firstRenderMs(
        site,
        [
          'behind-the-scales',
          'memorable-adventures',
          'making-entrance-guide',
          'client-testimonials',
          'transform-your-experience',
        ].map((s) => `/escort-alligator-101/${s}`),
      ),
    }

    for (const [, url] of [...routes, ['', trivialUrl]]) load(url!, 4, 1) // warm-up
    // Each route is measured right after its own trivial run: the ratio survives machine drift.
    const rows: (string | number)[][] = []
    for (const [name, url] of routes) {
      const body = Buffer.from(await (await get(url, { cookie: COOKIE })).arrayBuffer())
      // Alternating rounds; the round with the median ratio is reported.
      const rounds = Array.from({ length: ROUNDS }, () => {
        const trivial = load(trivialUrl)
        const result = load(url)
        return { trivial, result, ratio: result.requestsPerSecond / trivial.requestsPerSecond }
      }).sort((a, b) => a.ratio - b.ratio)
      const { trivial, result, ratio } = rounds[Math.floor(ROUNDS / 2)]!
      rows.push([
        name,
        Math.round(result.requestsPerSecond),
        result.p50.toFixed(2),
        result.p99.toFixed(2),
        `${(gzipSync(body).length / 1024).toFixed(1)} KB`,
        Math.round(trivial.requestsPerSecond),
        `${ratio.toFixed(2)} (${rounds.map((r) => r.ratio.toFixed(2)).join(', ')})`,
        (await sequentialMeanMs(url)).toFixed(2),
      ])
    }
    console.log(
      `\nworkerd ${execFileSync(WORKERD, ['--version']).toString().trim()}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S}s per route\n`,
    )
    console.log(
      '| route | req/s | p50 ms | p99 ms | gzipped HTML | trivial req/s | vs trivial: median (all rounds) | ms/request, one at a time |',
    )
    console.log('|---|---|---|---|---|---|---|---|')
    for (const row of rows) console.log(`| ${row.join(' | ')} |`)
    console.log(
      `\nfirst render (memo empty), one request at a time: the isolate's very first page ${veryFirst.toFixed(1)} ms; medians:`,
    )
    for (const [name, ms] of Object.entries(firstRenders))
      console.log(`  ${name}: ${ms.toFixed(1)} ms`)
  } finally {
    await stopWorkerd(workerd)
  }

  // First renders in a fresh isolate: CPU of one request each (see first-render-cpu.ts).
  console.log('\nfirst render in a fresh isolate, CPU per request (median of 5 fresh workerd):\n')
  console.log('| page type | path | CPU |')
  console.log('|---|---|---|')
  for (const [name, path, ms] of await measureFirstRenders()) {
    console.log(`| ${name} | \`${path}\` | ${ms.toFixed(1)} ms |`)
  }
}

async function readSiteHeaders(): Promise<Record<string, string>> {
  const [sitePort, staticPort, assetPort] = [await freePort(), await freePort(), await freePort()]
  const site = `http://127.0.0.1:${sitePort}`
  const workerd = startWorkerd(
    writeConfig({ site: sitePort, trivial: staticPort, assets: assetPort }),
  )
  try {
    await waitFor(`${site}/robots.txt`)
    for (let i = 0; i < 3; i++) await (await fetch(`${site}/`, { headers: HEADERS })).arrayBuffer()
    const sample = await fetch(`${site}/`, { headers: { ...HEADERS, connection: 'close' } })
    await sample.arrayBuffer()
    const skip = ['content-encoding', 'content-length', 'date', 'connection']
    return Object.fromEntries([...sample.headers].filter(([name]) => !skip.includes(name)))
  } finally {
    await stopWorkerd(workerd)
  }
}

await main()
