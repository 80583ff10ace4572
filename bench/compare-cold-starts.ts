/**
 * Two builds' cold starts side by side: `npx node bench/compare-cold-starts.ts A.js B.js`
 * (bundles from `wrangler deploy --dry-run`; RUNS=n per page type, default 5). For each page type
 * the two are started in turn, fresh each time (A, B, A, B...), so a noisy machine slows both
 * alike: whole-process CPU from exec until the first response is complete, as cold-start.ts
 * measures it (workerd may evaluate the worker's modules after it starts listening, so the
 * whole span is what compares). How the start-up warm-up was decided: docs/performance.md, "Cold starts".
 */
import { copyFileSync } from 'node:fs'
import { coldRequestCpuMs } from './cold-start.ts'
import { FIRST_RENDER_PAGES } from './first-render-cpu.ts'
import { formatMs, summarize } from './samples.ts'
import { progress, WORK } from './workerd.ts'

/** One fresh workerd serving `bundle`: CPU ms from exec to the first response complete. */
function coldStartMs(bundle: string, path: string): Promise<number> {
  copyFileSync(bundle, `${WORK}/dist/index.js`)
  return coldRequestCpuMs('site', path)
}

const [a, b] = process.argv.slice(2)
if (!a || !b) throw new Error('usage: compare-cold-starts.ts A.js B.js')
const runs = Number(process.env.RUNS ?? 5)
console.log(`| Page | A | B | B − A (median of pairs) |`)
console.log(`|---|---|---|---|`)
for (const [name, path] of FIRST_RENDER_PAGES) {
  const pairs: [number, number][] = []
  for (let i = 0; i < runs; i++)
    pairs.push([await coldStartMs(a, path), await coldStartMs(b, path)])
  const [sideA, sideB] = [summarize(pairs.map(([x]) => x)), summarize(pairs.map(([, y]) => y))]
  const difference = summarize(pairs.map(([x, y]) => y - x)).median
  console.log(
    `| ${name} | ${formatMs(sideA, 0)} | ${formatMs(sideB, 0)} | ${difference.toFixed(0)} ms |`,
  )
  progress(`compare cold starts: ${path} done`)
}
