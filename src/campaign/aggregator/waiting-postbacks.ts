/**
 * The created signups' postbacks an aggregator holds until they are sent (postback-queue.ts):
 * the alarm that wakes for the next one.
 */
import type { PostbackQueue } from '../conversions'

/** Sets the alarm for the next waiting postback, unless one is set for earlier. */
export async function wakeForPostbacks(
  storage: DurableObjectStorage,
  postbacks: PostbackQueue,
): Promise<void> {
  const next = postbacks.nextWake()
  if (next === undefined) return
  const set = await storage.getAlarm()
  if (set === null || next < set) await storage.setAlarm(next)
}

/**
 * Saves a created signup's postback, then tries it at once (its first try, returned and kept
 * running with `waitUntil`); the alarm tries it again until it is sent or has failed for good.
 */
export async function tryPostback(
  storage: DurableObjectStorage,
  postbacks: PostbackQueue,
  waitUntil: (promise: Promise<unknown>) => void,
  { campaign, cid, at }: { campaign: string; cid: string; at: string },
): Promise<void> {
  const id = await postbacks.add(campaign, cid, at)
  const first = postbacks.run(id).then(() => wakeForPostbacks(storage, postbacks))
  waitUntil(first)
  return first
}

/** Every waiting postback, due or not: one failing D1 call puts the rest off (postback-queue.ts). */
export async function runWaitingPostbacks(
  storage: DurableObjectStorage,
  postbacks: PostbackQueue,
): Promise<void> {
  await postbacks.run()
  await wakeForPostbacks(storage, postbacks)
}
