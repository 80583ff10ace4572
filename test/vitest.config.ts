/** Unit and worker-integration tests, run inside workerd by the Workers Vitest integration. */
import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { writeHermeticConfig } from './support/hermetic-config.ts'

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
        },
      },
    }),
  ],
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/worker/**/*.test.{ts,tsx}'],
    setupFiles: ['test/worker/apply-migrations.ts'],
  },
}))
