/**
 * Two builds' cold starts side by side: `npx node bench/compare-cold-starts.ts A.js B.js`
 * (bundles from `wrangler deploy --dry-run`; RUNS=n per page type, default 5). For each page type
 * the two are started in turn, fresh each time (A, B, A, B...), so a noisy machine slows both
 * alike: whole-process CPU from exec until the first response is complete, as cold-start.ts
 * measures it (workerd may evaluate the worker's modules after it starts listening, so the
 * whole span is what compares). It decided the start-up warm-up:
 * docs/decisions/012-warm-up-after-start-up.md.
 * `PART=first` compares the first request's own CPU instead (first-render-cpu.ts's measure: a
 * fresh workerd left idle after start-up, then one request), which moving work between start-up
 * and the first request changes in opposite directions from the whole span.
 */
import { copyFileSync } from 'node:fs'
import { coldRequestCpuMs } from './cold-start.ts'
import { FIRST_RENDER_PAGES, firstRequestCpuMs } from './first-render-cpu.ts'
import { formatMs, summarize } from './samples.ts'
import { progress, WORK } from './workerd.ts'

/** One fresh workerd serving `bundle`: CPU ms from exec to the first response complete. */
function coldStartMs(bundle: string, path: string): Promise<number> {
  copyFileSync(bundle, `${WORK}/dist/index.js`)
  return process.env.PART === 'first' ? firstRequestCpuMs(path) : coldRequestCpuMs('site', path)
}

const [a, b] = process.argv.slice(2)
if (!a || !b) throw new Error('usage: compare-cold-starts.ts A.js B.js')
const runs = Number(process.env.RUNS ?? 5)
const only = process.env.PAGES?.split(',')
const pages = only ? FIRST_RENDER_PAGES.filter(([name]) => only.includes(name)) : FIRST_RENDER_PAGES
console.log(`| Page | A | B | B − A (median of pairs) |`)
console.log(`|---|---|---|---|`)
for (const [name, path] of pages) {
  const pairs: [number, number][] = []
  for (let i = 0; i < runs; i++)
    pairs.push([await coldStartMs(a, path), await coldStartMs(b, path)])
  const [sideA, sideB] = [summarize(pairs.map(([x]) => x)), summarize(pairs.map(([, y]) => y))]
  const difference = summarize(pairs.map(([x, y]) => y - x)).median
  console.log(`| ${name} | ${formatMs(sideA)} | ${formatMs(sideB)} | ${difference.toFixed(1)} ms |`)
  progress(`compare cold starts: ${path} done`)
}
