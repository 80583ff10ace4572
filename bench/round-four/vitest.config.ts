/**
 * The fourth adversarial round's probe (`npx vitest run --config bench/round-four/vitest.config.ts`,
 * after `npm run build`): the worker tests' workerd, D1, Durable Objects and bindings, this folder's
 * probe only. Not part of `npm test`: it sends about 7,000 requests and prints what they came to
 * (docs/campaigns.md, "Adversarial checks, fourth round").
 */
import { defineConfig } from 'vitest/config'
import suite from '../../test/vitest.config.ts'

export default defineConfig(async (env) => {
  const config = await (typeof suite === 'function' ? suite(env) : suite)
  return {
    ...config,
    test: {
      ...config.test,
      testTimeout: 900_000,
      projects: [
        { extends: true, test: { name: 'probe', include: ['bench/round-four/*.probe.ts'] } },
      ],
    },
  }
})
