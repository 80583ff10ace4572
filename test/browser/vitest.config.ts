/** End-to-end tests: Debian's Chromium, driven by playwright-core, against the worker in wrangler dev. */
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/browser/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One wrangler dev and one Chromium serve every file; running files one at a time keeps
    // timings (the in-flight state, the backend timeout) steady on a 2-core machine.
    fileParallelism: false,
  },
})
