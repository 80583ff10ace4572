/**
 * Cold start as a visitor meets it: a fresh workerd is started (exec) and sent one request; the
 * CPU time of the whole process (all threads, /proc/PID/task/* /schedstat) from exec until that
 * response is complete, minus the same for a trivial worker, is what the site's code costs a
 * cold isolate: module evaluation plus the first render. The first-render table
 * (first-render-cpu.ts) shows only the second part.
 */
import { freePort } from '../test/support/free-port.ts'
import { FIRST_RENDER_PAGES, processCpuNs } from './first-render-cpu.ts'
import { summarize, type Summary } from './samples.ts'
import {
  BROWSER_HEADERS,
  progress,
  startWorkerd,
  stopWorkerd,
  waitForPort,
  writeSingleWorkerConfig,
} from './workerd.ts'

/** CPU ms from exec to the first response complete, in a fresh workerd serving `worker`. */
export async function coldRequestCpuMs(worker: 'site' | 'trivial', path: string): Promise<number> {
  const port = await freePort()
  const workerd = startWorkerd(writeSingleWorkerConfig(port, worker), 'ignore')
  try {
    await waitForPort(port, 10)
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      headers: BROWSER_HEADERS,
      redirect: 'manual',
    })
    await response.arrayBuffer()
    return processCpuNs(workerd.pid!) / 1e6
  } finally {
    await stopWorkerd(workerd)
  }
}

export interface ColdStartRow {
  name: string
  path: string
  /** The site's cold start minus the trivial worker's, started just before it, per pair. */
  summary: Summary
  /** The trivial worker's own cold starts, one per pair. */
  trivial: Summary
}

/**
 * Per page type, `runs` pairs of fresh starts, the trivial worker then the site: each sample is
 * the site minus the trivial worker started just before it, so a machine that speeds up or slows
 * down during the run moves both sides of a pair alike.
 */
export async function measureColdStarts(runs = 5): Promise<ColdStartRow[]> {
  const rows: ColdStartRow[] = []
  for (const [name, path] of FIRST_RENDER_PAGES) {
    const samples: number[] = []
    const trivial: number[] = []
    for (let i = 0; i < runs; i++) {
      trivial.push(await coldRequestCpuMs('trivial', '/'))
      samples.push((await coldRequestCpuMs('site', path)) - trivial[i]!)
    }
    rows.push({ name, path, summary: summarize(samples), trivial: summarize(trivial) })
    progress(`cold start: ${path} done (${rows.length}/${FIRST_RENDER_PAGES.length})`)
  }
  return rows
}

// Alone: `npx node bench/cold-start.ts` (NO_BUNDLE=1 reuses the last bundle, RUNS=n).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { bundleWorker } = await import('./workerd.ts')
  const { formatMs } = await import('./samples.ts')
  if (!process.env.NO_BUNDLE) bundleWorker()
  for (const row of await measureColdStarts(Number(process.env.RUNS ?? 5))) {
    console.log(`| ${row.name} | \`${row.path}\` | ${formatMs(row.summary)} |`)
  }
}
