/**
 * Setup file of every worker test file: with FAKE_NOW set (an ISO time, `npm run test:dates`),
 * the clock of the file's isolate (its tests, the worker and its Durable Objects) starts at that
 * moment and runs on from it, so the suite is proven on days other than the one it runs on: a
 * month's last day, the first, a DST change in New York, the year's last evening. Timers are left
 * alone: only what reads the date moves.
 */
import { env } from 'cloudflare:test'

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
}
