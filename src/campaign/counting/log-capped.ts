/** The campaign_tags_capped line: one per UTC day per isolate is enough to act on. */
import { logError } from '../../shared/log'
import type { WriteResult } from './count-store'

/** The last UTC day a cap was logged for. */
let cappedLoggedFor = ''

/** Logs the days a write capped (each day once per isolate). */
export function logCapped({ cappedDays }: WriteResult, limit: number): void {
  for (const day of cappedDays) {
    if (day <= cappedLoggedFor) continue
    cappedLoggedFor = day
    logError('campaign_tags_capped', { day, limit, error: `more than ${limit} new tags: (other)` })
  }
}
