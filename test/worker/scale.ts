/**
 * The size a scale test runs at. `npm test` proves each property at the smallest size that shows
 * it; `npm run test:scale` (TEST_SCALE=full, passed by test/vitest.config.ts) runs the same tests
 * at the scale they were first written for, a long job (docs/testing.md, "Smallest size that
 * shows it").
 */
import { env } from 'cloudflare:workers'

/** True in `npm run test:scale`. */
export const FULL_SCALE = (env as unknown as { TEST_SCALE?: string }).TEST_SCALE === 'full'

/** `small` in `npm test`, `full` in `npm run test:scale`. */
export function atScale<T>(small: T, full: T): T {
  return FULL_SCALE ? full : small
}
