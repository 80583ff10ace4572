/** End-to-end tests: Debian's Chromium, driven by playwright-core, against the worker in wrangler dev. */
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * `npm test` runs the browser tests as two parts side by side (BROWSER_PART=1 and 2), each with
 * its own wrangler dev, D1 and Chromium: one after the other they were the suite's longest path
 * (459 s of its 512 on a quiet 2-core machine, 2026-12-04). Part 2 is the visitor's side below,
 * about half the time; part 1 every other file, so a new file runs in part 1.
 */
const PART_2 = [
  'age-gate',
  'discreet-browsing',
  'foreign-page',
  'html-validity',
  'no-javascript',
  'phone-details',
  'search',
  'signup-fallback',
  'signup-modal',
  'signup-on-intent',
  'site-files',
  'static-headers',
  'target-size',
].map((name) => `test/browser/${name}.test.ts`)

const part = process.env.BROWSER_PART

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: part === '2' ? PART_2 : ['test/browser/**/*.test.ts'],
    exclude: part === '1' ? PART_2 : [],
    globalSetup: ['test/browser/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One wrangler dev and one Chromium serve every file of a part; running its files one at a
    // time keeps timings (the in-flight state, the backend timeout) steady on a 2-core machine.
    fileParallelism: false,
  },
})
