/**
 * A page request's visitor, read from the request once whichever part asks first: the arm
 * (choose-arm.ts, for a new visitor in a running test), the landing (landing.ts) or the arm's
 * count (arms.ts); the front door and the app it hands uncached pages to see the same Request.
 * Read lazily because most page requests are neither a landing nor a new visitor in a test, and
 * reading parses the user agent.
 *
 * Remembered for the last request asked about only, not in a WeakMap by request: a WeakMap's set
 * cost a counted landing about 1.2 µs (a Node-free micro-benchmark in workerd), more than the
 * rest of this lookup, and a request's parts ask one after another. A request whose reads
 * interleave with another's reads its visitor again: the same answer.
 */
import { type Visitor, visitorOf } from '../campaign/core'

let last: { request: Request; visitor: Visitor } | undefined

export function pageVisitor(request: Request): Visitor {
  if (last?.request === request) return last.visitor
  const visitor = visitorOf(request)
  last = { request, visitor }
  return visitor
}
