/** Unit and worker-integration tests, run inside workerd by the Workers Vitest integration. */
import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { writeHermeticConfig } from './support/hermetic-config.ts'
import { scanStorageFiles } from './support/storage-file-scan.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

export default defineConfig(async () => ({
  root,
  plugins: [
    cloudflareTest({
      // A copy in a folder of its own: a developer's .dev.vars changes nothing here.
      wrangler: { configPath: writeHermeticConfig('vitest') },
      miniflare: {
        bindings: {
          SITE_URL: 'https://nightgator.test',
          BACKEND_URL: 'https://backend.test',
          BACKEND_ANON_KEY: 'test-anon-key',
          CAMPAIGN_SECRET: 'test-campaign-secret',
          POSTBACK_SECRET: 'test-postback-secret',
          // Read in Node, applied inside workerd by test/worker/apply-migrations.ts.
          TEST_MIGRATIONS: await readD1Migrations(`${root}migrations`),
          // The counting model's seeds (test/worker/model/every-figure.test.ts): how many, and the
          // first; `npm run test:model` runs many (docs/testing.md).
          MODEL_SEEDS: process.env.MODEL_SEEDS ?? '',
          MODEL_SEED: process.env.MODEL_SEED ?? '',
          // 'full' in `npm run test:scale`: the scale tests at their full size (test/worker/scale.ts).
          TEST_SCALE: process.env.TEST_SCALE ?? '',
          // The moment the worker tests' clock starts at ('' for now): test/worker/fake-date.ts.
          FAKE_NOW: process.env.FAKE_NOW ?? '',
          // A count's send to its aggregator waited for 60 s, not 3 s: at load 20 an add took over
          // 3 s, was given up on, and landed after the test read D1 (987 of 1,000 counted). The
          // deadline's own test sets 3 s (docs/decisions/045-test-scale-and-count-deadline.md).
          COUNT_TIMEOUT_MS: '60000',
        },
        // The /admin door's limiter refusing a client's second failure in a minute, not its 11th:
        // a test that throttles 1,001 clients sends 2,002 requests instead of 11,011.
        ratelimits: {
          ADMIN_RATE_LIMITER_ONE: { namespace_id: '9002', simple: { limit: 1, period: 60 } },
        },
        // The aggregators' SQLite files read raw, from Node (test/support/storage-file-scan.ts).
        serviceBindings: { STORAGE_FILES: scanStorageFiles },
      },
    }),
  ],
  test: {
    setupFiles: ['test/worker/fake-date.ts', 'test/worker/apply-migrations.ts'],
    // A request through the worker takes 10 to 30 ms on a quiet machine and up to a second at load
    // 20 on the 2-core machine (another suite beside this one): a test of a few dozen requests
    // then outran vitest's 5 s default, and its body, still running, failed the tests after it.
    // Tests heavier than that state their own budget (docs/testing.md).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Four files at a time, on any machine: most of a worker test's time is waiting (deadlines,
    // retries, aggregator windows), not CPU. Vitest's default (cores - 1: one file at a time on
    // two cores) took 169 s for what this runs in 61 s, on the same quiet 2-core machine.
    maxWorkers: 4,
    projects: [
      // Pure functions: one workerd module graph shared by every file, instead of a fresh one per
      // file (about half a second each; none of them keeps state between files).
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.{ts,tsx}'], isolate: false },
      },
      // Whole responses: each file in its own isolate with its own D1 and Durable Objects.
      { extends: true, test: { name: 'worker', include: ['test/worker/**/*.test.{ts,tsx}'] } },
    ],
  },
}))
