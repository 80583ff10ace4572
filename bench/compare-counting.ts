/**
 * Two builds' counting cost side by side: `npx node bench/compare-counting.ts A.js B.js` (bundles
 * from `wrangler deploy --dry-run`). Each build runs in its own workerd with the bench's config
 * (the site, its counting-off copy and its lander-test copy: workerd.ts), and every measurement
 * alternates A and B: CPU per request (500 sequential requests, `COMPARE_ROUNDS` rounds, default
 * 11, medians) of a cached landing counted (without, with an IPv4 and an IPv6 `CF-Connecting-IP`,
 * in a lander test), the same landing with counting off and /go on and off; then
 * `COMPARE_THROUGHPUT` rounds (default 7) of wrk's throughput, counting on ÷ off, each build's
 * pair right after the other's. On a shared machine single figures move by ±10 %: read the
 * ratios of one run, never figures of two.
 */
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { load, warmCpuMs } from './load.ts'
import {
  BROWSER_HEADERS,
  freePorts,
  progress,
  startWorkerd,
  stopWorkerd,
  waitFor,
  WORK,
  writeConfig,
} from './workerd.ts'

const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 11)
const THROUGHPUT_ROUNDS = Number(process.env.COMPARE_THROUGHPUT ?? 7)

/** Starts `bundle` in a workerd of its own, with the bench's workers, from a folder of its own. */
async function serve(bundle: string, side: 'A' | 'B') {
  const ports = await freePorts()
  const config = writeConfig(ports)
  const dir = `${WORK}/compare-${side}`
  mkdirSync(`${dir}/dist`, { recursive: true })
  for (const file of readdirSync(WORK))
    if (file.endsWith('.js')) copyFileSync(`${WORK}/${file}`, `${dir}/${file}`)
  copyFileSync(bundle, `${dir}/dist/index.js`)
  writeFileSync(`${dir}/config.capnp`, readFileSync(config, 'utf8'))
  const workerd = startWorkerd(`${dir}/config.capnp`, 'ignore')
  const origin = (port: number) => `http://127.0.0.1:${port}`
  await waitFor(`${origin(ports.site)}/robots.txt`)
  return {
    workerd,
    site: origin(ports.site),
    off: origin(ports.siteCountingOff),
    inTest: origin(ports.siteInTest),
  }
}

type Side = Awaited<ReturnType<typeof serve>>

const [a, b] = process.argv.slice(2)
if (!a || !b) throw new Error('usage: compare-counting.ts A.js B.js')
const sides = { A: await serve(a, 'A'), B: await serve(b, 'B') }
const campaign = 'sub=bench&sub1=zone-12345&sub2=site.987&sub3=creative-4'
const landing = `/state/Texas?${campaign}&cost=0.0105`
const go = `/go?${campaign}`
const ipv4 = { ...BROWSER_HEADERS, 'cf-connecting-ip': '203.0.113.7' }
const ipv6 = { ...BROWSER_HEADERS, 'cf-connecting-ip': '2607:fb90:1a2b:3c4d:5e6f:7a8b:9c0d:1e2f' }
const ROUTES: [string, (side: Side) => string, Record<string, string>][] = [
  ['landing, counting on', (s) => s.site + landing, BROWSER_HEADERS],
  ['landing, counting off', (s) => s.off + landing, BROWSER_HEADERS],
  ['landing with an IPv4 address', (s) => s.site + landing, ipv4],
  ['landing with an IPv6 address', (s) => s.site + landing, ipv6],
  ["a lander test's new visitor (IPv4)", (s) => s.inTest + landing, ipv4],
  ['/go, counting on', (s) => s.site + go, BROWSER_HEADERS],
  ['/go, counting off', (s) => s.off + go, BROWSER_HEADERS],
]
/** A and B, B first every other round. */
const inTurn = (round: number) => (round % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const))
const median = (values: readonly number[]) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!

try {
  const cpu = { A: new Map<string, number[]>(), B: new Map<string, number[]>() }
  for (const side of ['A', 'B'] as const)
    for (const [, url, headers] of ROUTES)
      await warmCpuMs(sides[side].workerd.pid!, url(sides[side]), headers)
  for (let round = 0; round < ROUNDS; round++) {
    progress(`compare counting: CPU round ${round + 1} of ${ROUNDS}`)
    for (const [name, url, headers] of ROUTES)
      for (const side of inTurn(round)) {
        const ms = await warmCpuMs(sides[side].workerd.pid!, url(sides[side]), headers)
        cpu[side].set(name, [...(cpu[side].get(name) ?? []), ms])
      }
  }
  console.log(`\nCPU ms per request, median of ${ROUNDS} alternating rounds of 500\n`)
  console.log('| request | A | B | B ÷ A |')
  console.log('|---|---|---|---|')
  for (const [name] of ROUTES) {
    const [ma, mb] = [median(cpu.A.get(name)!), median(cpu.B.get(name)!)]
    console.log(`| ${name} | ${ma.toFixed(3)} | ${mb.toFixed(3)} | ${(mb / ma).toFixed(2)} |`)
  }
  const throughput = { A: [] as number[], B: [] as number[] }
  for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
    progress(`compare counting: throughput round ${round + 1} of ${THROUGHPUT_ROUNDS}`)
    for (const side of inTurn(round)) {
      const on = load(sides[side].site + landing)
      const off = load(sides[side].off + landing)
      throughput[side].push(on.requestsPerSecond / off.requestsPerSecond)
    }
  }
  for (const side of ['A', 'B'] as const) {
    const m = (name: string) => median(cpu[side].get(name)!)
    const off = m('landing, counting off')
    const all = throughput[side].map((ratio) => ratio.toFixed(2)).join(', ')
    console.log(
      `\n${side}: a landing counting on ÷ off, throughput ${THROUGHPUT_ROUNDS ? median(throughput[side]).toFixed(2) : '–'} (${all}); CPU off ÷ on ${(off / m('landing, counting on')).toFixed(2)}, with IPv4 ${(off / m('landing with an IPv4 address')).toFixed(2)}, IPv6 ${(off / m('landing with an IPv6 address')).toFixed(2)}, in a test ${(off / m("a lander test's new visitor (IPv4)")).toFixed(2)}; /go ${(m('/go, counting off') / m('/go, counting on')).toFixed(2)}`,
    )
  }
} finally {
  await stopWorkerd(sides.A.workerd)
  await stopWorkerd(sides.B.workerd)
}
