/**
 * First-render CPU per page type: for each page, a fresh workerd (a fresh isolate, nothing
 * memoized), one request, and the CPU time the whole workerd process spent on it, read from
 * /proc/PID/task/* /schedstat (nanoseconds on CPU, every thread) before and after. Background
 * work the request starts (ctx.waitUntil: memoizing, gzip) is included: it is billed too.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { freePort } from '../test/support/free-port.ts'
import { summarize, type Summary } from './samples.ts'
import {
  BROWSER_HEADERS,
  progress,
  startWorkerd,
  stopWorkerd,
  waitForPort,
  writeSingleWorkerConfig,
} from './workerd.ts'
import { PAGE_TYPES } from '../test/support/page-types.ts'

/** One page of each type (test/support/page-types.ts), the largest of its kind where sizes differ. */
export const FIRST_RENDER_PAGES: [string, string][] = PAGE_TYPES.map(({ name, path }) => [
  name,
  path,
])

/** CPU nanoseconds the process has used so far, all threads. */
export function processCpuNs(pid: number): number {
  let total = 0
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0])
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return total
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** CPU ms of one first request to `path` in a fresh workerd. */
async function firstRequestCpuMs(path: string): Promise<number> {
  const port = await freePort()
  // The site alone: a second worker in the process would add its own start-up and timers.
  const workerd = startWorkerd(writeSingleWorkerConfig(port, 'site'), 'ignore')
  try {
    await waitForPort(port)
    await sleep(400)
    // Idle drift over the same window, subtracted below.
    const idleStart = processCpuNs(workerd.pid!)
    await sleep(300)
    const idle = processCpuNs(workerd.pid!) - idleStart
    const before = processCpuNs(workerd.pid!)
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      headers: BROWSER_HEADERS,
      redirect: 'manual',
    })
    await response.arrayBuffer()
    await sleep(300)
    const after = processCpuNs(workerd.pid!)
    // Not clamped: a result at or below zero (the idle window drifted more than the request
    // cost) makes its set untrustworthy in summarize(), instead of printing 0.0 ms.
    return (after - before - idle) / 1e6
  } finally {
    await stopWorkerd(workerd)
  }
}

/** `runs` fresh-isolate first requests per page type, summarised. */
export async function measureFirstRenders(runs = 5): Promise<[string, string, Summary][]> {
  const rows: [string, string, Summary][] = []
  for (const [name, path] of FIRST_RENDER_PAGES) {
    const samples: number[] = []
    for (let i = 0; i < runs; i++) samples.push(await firstRequestCpuMs(path))
    rows.push([name, path, summarize(samples)])
    progress(`first render: ${path} done (${rows.length}/${FIRST_RENDER_PAGES.length})`)
  }
  return rows
}

// Alone: `npx node bench/first-render-cpu.ts` (NO_BUNDLE=1 reuses the last bundle).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { bundleWorker } = await import('./workerd.ts')
  if (!process.env.NO_BUNDLE) bundleWorker()
  const { formatMs } = await import('./samples.ts')
  for (const [name, path, summary] of await measureFirstRenders(Number(process.env.RUNS ?? 5))) {
    console.log(`| ${name} | \`${path}\` | ${formatMs(summary)} |`)
  }
}
