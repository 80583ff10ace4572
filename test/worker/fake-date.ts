/**
 * Setup file of every worker test file: with FAKE_NOW set (an ISO time, `npm run test:dates`),
 * the clock of the file's isolate (its tests, the worker and its Durable Objects) starts at that
 * moment and runs on from it, so the suite is proven on days other than the one it runs on: a
 * month's last day, the first, a DST change in New York, the year's last evening. Timers are left
 * alone: only what reads the date moves (and Durable Object alarms, which the runtime keeps in
 * real time, are set and read in the shifted one).
 */
import { env, runInDurableObject } from 'cloudflare:test'

const fakeNow = (env as unknown as { FAKE_NOW?: string }).FAKE_NOW
if (fakeNow) {
  const target = Date.parse(fakeNow)
  if (Number.isNaN(target)) throw new Error(`FAKE_NOW is not a date: ${fakeNow}`)
  const RealDate = Date
  const offset = target - RealDate.now()
  const now = () => RealDate.now() + offset
  // A Date that reads the shifted clock when given no time; otherwise the real constructor's.
  const ShiftedDate = function (this: unknown, ...args: unknown[]) {
    if (!new.target) return new RealDate(now()).toString()
    return args.length === 0
      ? new RealDate(now())
      : new (RealDate as new (...a: unknown[]) => Date)(...args)
  } as unknown as DateConstructor
  Object.defineProperties(ShiftedDate, Object.getOwnPropertyDescriptors(RealDate))
  ShiftedDate.now = now
  Object.defineProperty(ShiftedDate, 'prototype', { value: RealDate.prototype })
  globalThis.Date = ShiftedDate

  // A Durable Object's alarm is an absolute time kept by the runtime's real clock: an alarm set
  // at the shifted "now + 2 s" would ring months late (a moment ahead) or at once (behind). The
  // storage's alarm calls take and give shifted times, stored as real ones.
  const namespace = (env as unknown as { COUNT_AGGREGATOR?: DurableObjectNamespace })
    .COUNT_AGGREGATOR
  if (namespace) {
    const probe = namespace.get(namespace.idFromName('fake-date-probe'))
    await runInDurableObject(probe, (_instance, state) => {
      const storage = Object.getPrototypeOf(state.storage) as DurableObjectStorage
      const { setAlarm, getAlarm } = storage
      storage.setAlarm = function (at, options) {
        const when = at instanceof RealDate ? at.getTime() : Number(at)
        return setAlarm.call(this, when - offset, options)
      }
      storage.getAlarm = async function (options) {
        const at = await getAlarm.call(this, options)
        return at === null ? null : at + offset
      }
    })
  }
}
