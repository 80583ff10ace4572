/**
 * Two builds' warm throughput and CPU per request side by side:
 * `npx node bench/compare-warm.ts A.js B.js` (bundles from `wrangler deploy --dry-run`;
 * BENCH_ROUNDS, BENCH_SECONDS as for npm run bench). Each build runs alone in its own workerd;
 * for each route the two are loaded by wrk in turn (A, B, A, B...) and the median of the rounds'
 * ratios B ÷ A is reported, with each one's CPU per request over 500 sequential requests
 * (median of 5, alternating). A ratio measured in one run survives a noisy machine.
 */
import { copyFileSync } from 'node:fs'
import { freePort } from '../test/support/free-port.ts'
import { CONNECTIONS, DURATION_S, load, ROUNDS, warmCpuMs } from './load.ts'
import { summarize } from './samples.ts'
import {
  progress,
  startWorkerd,
  stopWorkerd,
  WORK,
  waitForPort,
  writeSingleWorkerConfig,
} from './workerd.ts'

/** The routes compared; COMPARE_ROUTES (comma-separated) picks some. */
const ROUTES = process.env.COMPARE_ROUTES?.split(',') ?? [
  '/',
  '/state/Texas',
  '/city/Texas/Houston',
  '/city/Texas/Houston/7',
  '/search?q=san',
  '/api/cities?q=hou',
  '/state/Texas?sub=bench',
]

/** Starts a workerd serving `bundle` alone; resolves once it has answered a request. */
async function serve(bundle: string) {
  copyFileSync(bundle, `${WORK}/dist/index.js`)
  const port = await freePort()
  const workerd = startWorkerd(writeSingleWorkerConfig(port, 'site'), 'ignore')
  await waitForPort(port)
  await (await fetch(`http://127.0.0.1:${port}/robots.txt`)).arrayBuffer()
  return { workerd, url: `http://127.0.0.1:${port}` }
}

const [a, b] = process.argv.slice(2)
if (!a || !b) throw new Error('usage: compare-warm.ts A.js B.js')
const sideA = await serve(a)
const sideB = await serve(b)
try {
  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S} s per route\n`,
  )
  console.log('| route | req/s A | req/s B | B ÷ A: median (all rounds) | CPU ms/request A, B |')
  console.log('|---|---|---|---|---|')
  for (const route of ROUTES) {
    progress(`compare warm: ${route}`)
    const [urlA, urlB] = [sideA.url + route, sideB.url + route]
    load(urlA, 4, 1)
    load(urlB, 4, 1)
    const rounds = Array.from({ length: ROUNDS }, () => {
      const [ra, rb] = [load(urlA), load(urlB)]
      return { ra, rb, ratio: rb.requestsPerSecond / ra.requestsPerSecond }
    }).sort((x, y) => x.ratio - y.ratio)
    const median = rounds[Math.floor(ROUNDS / 2)]!
    const cpu = { a: [] as number[], b: [] as number[] }
    for (let i = 0; i < 5; i++) {
      cpu.a.push(await warmCpuMs(sideA.workerd.pid!, urlA))
      cpu.b.push(await warmCpuMs(sideB.workerd.pid!, urlB))
    }
    const all = rounds.map((r) => r.ratio.toFixed(2)).join(', ')
    console.log(
      `| \`${route}\` | ${Math.round(median.ra.requestsPerSecond)} | ${Math.round(median.rb.requestsPerSecond)} | ${median.ratio.toFixed(2)} (${all}) | ${summarize(cpu.a).median.toFixed(3)}, ${summarize(cpu.b).median.toFixed(3)} |`,
    )
  }
} finally {
  await stopWorkerd(sideA.workerd)
  await stopWorkerd(sideB.workerd)
}
