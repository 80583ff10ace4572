/**
 * The postbacks the aggregators hold (postback-queue.ts), for /admin/postbacks: every shard asked
 * in parallel, a shard that does not answer in time named in a note rather than failing the page.
 */
import type { Env } from '../env'
import { logError } from '../shared/log'
import { aggregatorOf, shardCount, shardName, withDeadline } from '../campaign/core'
import type { WaitingPostback } from '../campaign/conversions'

/** A shard that has not answered by then is left out, with a note. */
const WAITING_TIMEOUT_MS = 1_500

export async function waitingPostbacks(
  env: Env,
): Promise<{ waiting: WaitingPostback[]; notes: string[] }> {
  const aggregators = env.COUNT_AGGREGATOR
  if (!aggregators) return { waiting: [], notes: [] }
  const waiting: WaitingPostback[] = []
  const unread: string[] = []
  await Promise.all(
    Array.from({ length: shardCount(env) }, async (_, n) => {
      try {
        const held = await withDeadline(
          aggregatorOf(aggregators, n).waitingPostbacks(),
          WAITING_TIMEOUT_MS,
        )
        waiting.push(...held)
      } catch (error) {
        unread.push(shardName(n))
        logError('admin_dashboard_failed', {
          stage: 'waiting postbacks',
          shard: shardName(n),
          error: error instanceof Error ? error.message.slice(0, 200) : String(error),
        })
      }
    }),
  )
  waiting.sort((a, b) => a.at.localeCompare(b.at))
  const notes = unread.length
    ? [`Not shown: postbacks waiting in ${unread.sort().join(', ')}, which did not answer.`]
    : []
  return { waiting, notes }
}
