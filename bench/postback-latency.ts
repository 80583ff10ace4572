/**
 * The postback part of `npm run bench` (BENCH_ONLY=postback; alone: `npx node
 * bench/postback-latency.ts`, NO_BUNDLE=1 reuses the last bundle): a created signup's
 * visitor-facing latency with its campaign's postback sent, with it failing (503, retried), with
 * only the template lookup (a click id, no template), and with no postback, in one run, in random
 * order, against a postback server that answers slowly. Any waiting on the postback would show as
 * its delay in the response; the postbacks the server received are counted, so a run that sent
 * none proves nothing and fails.
 */
import { createServer, get, type Server } from 'node:http'
import { convertV4MiniflareOptions, Miniflare } from 'miniflare'
import { saveTemplate } from '../src/campaign/conversions/postback-store.ts'
import { startFakeBackend, WELCOME_URL } from '../test/support/fake-backend.ts'
import { freePort } from '../test/support/free-port.ts'
import { applyMigrations, siteModule } from './miniflare-site.ts'
import { percentile, summarize, type Summary } from './samples.ts'
import { BROWSER_HEADERS, compatibilityDate, progress, siteVars, WORK } from './workerd.ts'

/** How long the postback server takes to answer each GET: a slow tracker. */
const DELAY_MS = Number(process.env.BENCH_POSTBACK_DELAY_MS ?? 300)
/** Rounds, and signups per case in each round (one of each case at a time, in random order). */
const ROUNDS = Number(process.env.BENCH_POSTBACK_ROUNDS ?? 5)
const SIGNUPS = Number(process.env.BENCH_POSTBACK_SIGNUPS ?? 20)
/**
 * Idle time after each signup: the work a signup leaves running (its counts, the template lookup)
 * ends before the next one starts, instead of landing on whichever case comes next.
 */
const PAUSE_MS = 10
/** Untimed signups per case first: the isolate compiles the signup path on its first ones. */
const WARM_UPS = 3
/** Tries a 503 gets (send-postback.ts's MAX_TRIES; the pauses between them are 0.5 s and 2 s). */
const TRIES_ON_503 = 3

interface Case {
  name: string
  /** The landing's campaign tag, and the click id it carries (none for no postback). */
  campaign: string
  cid?: string
  /** The postback server's path the campaign's template calls, and its answer. */
  path?: '/ok' | '/unavailable'
  /** GETs the postback server should receive per signup. */
  getsPerSignup: number
}

const CASES: Case[] = [
  {
    name: `postback sent (200 after ${DELAY_MS} ms)`,
    campaign: 'pb_sent',
    cid: 'bench.click-1',
    path: '/ok',
    getsPerSignup: 1,
  },
  {
    name: `postback failing (503 after ${DELAY_MS} ms, ${TRIES_ON_503} tries)`,
    campaign: 'pb_failing',
    cid: 'bench.click-2',
    path: '/unavailable',
    getsPerSignup: TRIES_ON_503,
  },
  {
    name: 'template lookup only (click id, no template)',
    campaign: 'pb_lookup',
    cid: 'bench.click-3',
    getsPerSignup: 0,
  },
  { name: 'no postback (no template, no click id)', campaign: 'pb_none', getsPerSignup: 0 },
]
/** The cases a postback case is divided by: the one without, and the lookup without a send. */
const BASELINE = CASES.length - 1
const LOOKUP_ONLY = CASES.length - 2
/** The worker's log lines these signups should write: their outcomes, the 503s' failures. */
const EXPECTED_LOG =
  /^\{"event":"(signup","outcome":"created"|postback_failed","campaign":"pb_failing")/

export interface CaseResult {
  name: string
  /** Time to the response's last byte of each timed signup, ms. */
  samples: number[]
  /** Per round: this case's median over the baseline's, and over the lookup-only case's. */
  ratio: Summary
  overLookup: Summary
  signups: number
  gets: number
  outcomes: { sent: number; failed: number }
}

/** The postback server: answers every GET after DELAY_MS, 200 on /ok, 503 on /unavailable. */
function startTracker(port: number): Promise<{ server: Server; gets: Map<string, number> }> {
  const gets = new Map<string, number>()
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://tracker')
    const sub = url.searchParams.get('sub') ?? ''
    gets.set(sub, (gets.get(sub) ?? 0) + 1)
    setTimeout(() => {
      res.writeHead(url.pathname === '/ok' ? 200 : 503).end()
    }, DELAY_MS)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ server, gets })))
}

let nextClient = 1
/**
 * A client address of its own for every signup, sent as CF-Connecting-IP (what the worker keys
 * the SIGNUP rate limiter by): the real limiter runs, and no signup is refused by it.
 */
function freshClient(): string {
  const n = nextClient++
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

/**
 * The signed `camp` cookie a landing on the campaign (with its click id) sets. Through node:http:
 * fetch() would replace the navigation's Sec-Fetch-Mode, and a landing that is not a navigation
 * gets no cookie.
 */
function landingCookie(site: string, { campaign, cid }: Case): Promise<string> {
  const query = new URLSearchParams({ sub: campaign, ...(cid && { cid }) })
  return new Promise((resolve, reject) => {
    get(`${site}/state/Texas?${query}`, { headers: BROWSER_HEADERS }, (response) => {
      response.resume()
      const camp = response.headers['set-cookie']?.find((c) => c.startsWith('camp='))
      if (camp) resolve(camp.split(';')[0]!)
      else reject(new Error(`the landing on ${campaign} set no camp cookie`))
    }).once('error', reject)
  })
}

/** One created signup, as the modal posts it; resolves with ms to the response's last byte. */
async function timedSignup(site: string, camp: string, n: number): Promise<number> {
  const body = JSON.stringify({
    email: `ok+${n}@example.org`,
    password: 'correct-horse-battery',
    age: 34,
    consent: true,
    affiliate_subid: 'state',
    website: '',
  })
  const headers = {
    'user-agent': BROWSER_HEADERS['user-agent'],
    cookie: `${BROWSER_HEADERS.cookie}; ${camp}`,
    'content-type': 'application/json',
    origin: site,
    'sec-fetch-site': 'same-origin',
    'cf-connecting-ip': freshClient(),
  }
  const started = performance.now()
  const response = await fetch(`${site}/api/signup`, { method: 'POST', headers, body })
  const answer = (await response.json()) as { redirectUrl?: string }
  const ms = performance.now() - started
  if (response.status !== 200 || answer.redirectUrl !== WELCOME_URL) {
    throw new Error(`signup not created: ${response.status} ${JSON.stringify(answer)}`)
  }
  return ms
}

/** The values in random order (Fisher–Yates). */
function shuffled(values: Iterable<number>): number[] {
  const order = [...values]
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  return order
}

/** Waits until `done()` holds, or the deadline passes (the bench then reports what it saw). */
async function settle(done: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await done()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export async function measurePostbackLatency(): Promise<CaseResult[]> {
  const [sitePort, backendPort, trackerPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
  ]
  const backend = await startFakeBackend(backendPort)
  const tracker = await startTracker(trackerPort)
  // Plain workerd has no D1 (the bench's stub answers no query), so no template could be found
  // there: Miniflare runs the same workerd with a local D1, the aggregators and the rate limiter.
  // The direct socket reaches the site without Miniflare's entry worker in between.
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      compatibilityDate: compatibilityDate(),
      modulesRoot: `${WORK}/dist`,
      modules: [siteModule()],
      bindings: siteVars({
        BACKEND_URL: backend.url,
        CAMPAIGN_SECRET: 'bench-campaign-secret',
        POSTBACK_ALLOW_LOCAL: 'on',
      }),
      d1Databases: { DB: 'bench-postbacks' },
      durableObjects: { COUNT_AGGREGATOR: { className: 'CountAggregator', useSQLite: true } },
      // As wrangler.toml: 10 signups a minute per client.
      ratelimits: {
        SIGNUP_RATE_LIMITER: { namespace_id: '1001', simple: { limit: 10, period: 60 } },
      },
      unsafeDirectSockets: [{ host: '127.0.0.1', port: sitePort }],
      // Every signup logs its outcome and every failing postback its failure, as expected (D1's
      // outcomes are checked below): kept out of the table; any other line goes to stderr.
      handleStructuredLogs: ({ message }) => {
        if (!EXPECTED_LOG.test(message)) process.stderr.write(`${message}\n`)
      },
    }),
  )
  try {
    await mf.ready
    const db: D1Database = await mf.getD1Database('DB')
    await applyMigrations(db)
    const updated = new Date().toISOString()
    for (const { campaign, path } of CASES) {
      if (!path) continue
      const template = `http://127.0.0.1:${trackerPort}${path}?cid={cid}&txid={txid}&sub={sub}`
      await saveTemplate(db, {
        campaign,
        template,
        payoutMicros: 2_500_000,
        fire: 'signup',
        updated,
      })
    }
    const site = `http://127.0.0.1:${sitePort}`
    const cookies = await Promise.all(CASES.map((c) => landingCookie(site, c)))
    let n = 0
    for (let i = 0; i < WARM_UPS; i++) {
      for (const cookie of cookies) await timedSignup(site, cookie, n++)
    }

    progress(
      `postback: ${ROUNDS} rounds × ${SIGNUPS} signups per case, in random order (postback server answers after ${DELAY_MS} ms)`,
    )
    const rounds = Array.from({ length: ROUNDS }, () => CASES.map((): number[] => []))
    for (const samples of rounds) {
      for (let i = 0; i < SIGNUPS; i++) {
        for (const which of shuffled(CASES.keys())) {
          samples[which]!.push(await timedSignup(site, cookies[which]!, n++))
          await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
        }
      }
    }

    // The failing case's last postback ends about 3 × DELAY_MS + 2.5 s of pauses after its signup.
    const signups = WARM_UPS + ROUNDS * SIGNUPS
    const expected = (c: Case) => c.getsPerSignup * signups
    progress('postback: waiting for the last postbacks and their outcomes in D1')
    const outcomes = async () => {
      const { results } = await db
        .prepare(
          'SELECT campaign, outcome, SUM(count) AS count FROM postback_outcomes GROUP BY campaign, outcome',
        )
        .all<{ campaign: string; outcome: 'sent' | 'failed'; count: number }>()
      return results
    }
    const recorded = async () =>
      (await outcomes()).reduce((total, row) => total + row.count, 0) ===
      CASES.filter((c) => c.path).length * signups
    await settle(
      async () =>
        CASES.every((c) => (tracker.gets.get(c.campaign) ?? 0) >= expected(c)) &&
        (await recorded()),
      3 * DELAY_MS + 2500 + 10_000,
    )
    // A moment more: a GET beyond the expected count (a duplicate) must show too.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const rows = await outcomes()
    const median = (s: number[]) => percentile(s, 50)
    return CASES.map((c, which) => ({
      name: c.name,
      samples: rounds.flatMap((r) => r[which]!),
      ratio: summarize(rounds.map((r) => median(r[which]!) / median(r[BASELINE]!))),
      overLookup: summarize(rounds.map((r) => median(r[which]!) / median(r[LOOKUP_ONLY]!))),
      signups,
      gets: tracker.gets.get(c.campaign) ?? 0,
      outcomes: {
        sent: rows.find((r) => r.campaign === c.campaign && r.outcome === 'sent')?.count ?? 0,
        failed: rows.find((r) => r.campaign === c.campaign && r.outcome === 'failed')?.count ?? 0,
      },
    }))
  } finally {
    await mf.dispose()
    await backend.close()
    tracker.server.closeAllConnections()
    await new Promise((resolve) => tracker.server.close(resolve))
  }
}

/** "1.02 (0.95–1.10)": the rounds' median ratio and range, or saying the rounds disagree. */
function formatRatio({ median, min, max, trustworthy }: Summary): string {
  const range = `${min.toFixed(2)}–${max.toFixed(2)}`
  return trustworthy ? `${median.toFixed(2)} (${range})` : `too noisy (${range})`
}

/**
 * Prints the table, and sets a failing exit code when a case's median response is later than the
 * baseline's by half the server's delay or more (the response waited for the postback), or when
 * the postback server or D1 did not receive exactly what the signups should have sent.
 */
export function printPostbackLatency(results: CaseResult[]): void {
  console.log(
    `\npostback latency: POST /api/signup, each a created signup (fake backend answering at once), on Miniflare; the postback server answers after ${DELAY_MS} ms; ${ROUNDS} rounds × ${SIGNUPS} signups per case, the cases in random order, ${PAUSE_MS} ms apart; time to the response's last byte\n`,
  )
  console.log(
    '| case | median ms | p95 ms | ÷ no postback: median of rounds (range) | ÷ lookup only | postback GETs received (expected) | D1 outcomes sent, failed |',
  )
  console.log('|---|---|---|---|---|---|---|')
  const baseline = percentile(results[BASELINE]!.samples, 50)
  for (const [which, r] of results.entries()) {
    const c = CASES[which]!
    const expected = c.getsPerSignup * r.signups
    const outcomes = c.path === '/ok' ? [r.signups, 0] : c.path ? [0, r.signups] : [0, 0]
    const p50 = percentile(r.samples, 50)
    const cells = [
      r.name,
      p50.toFixed(1),
      percentile(r.samples, 95).toFixed(1),
      which === BASELINE ? '1' : formatRatio(r.ratio),
      c.path ? formatRatio(r.overLookup) : '–',
      `${r.gets} (${expected})`,
      `${r.outcomes.sent}, ${r.outcomes.failed}`,
    ]
    console.log(`| ${cells.join(' | ')} |`)
    const problems = [
      r.gets !== expected && `received ${r.gets} postback GETs, expected ${expected}`,
      (r.outcomes.sent !== outcomes[0] || r.outcomes.failed !== outcomes[1]) &&
        `D1 recorded ${r.outcomes.sent} sent, ${r.outcomes.failed} failed, expected ${outcomes.join(', ')}`,
      p50 - baseline >= DELAY_MS / 2 &&
        `median ${p50.toFixed(1)} ms against ${baseline.toFixed(1)} ms: the response waited for the postback`,
    ].filter(Boolean)
    for (const problem of problems) console.error(`postback bench, ${r.name}: ${problem}`)
    if (problems.length) process.exitCode = 1
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { bundleWorker } = await import('./workerd.ts')
  if (!process.env.NO_BUNDLE) bundleWorker()
  printPostbackLatency(await measurePostbackLatency())
}
