/**
 * A page request's visitor, read from the request once whichever part asks first: the arm
 * (choose-arm.ts, for a new visitor in a running test), the landing (landing.ts) or the arm's
 * count (arms.ts); the front door and the app it hands uncached pages to see the same Request.
 * Read lazily because most page requests are neither a landing nor a new visitor in a test, and
 * reading parses the user agent.
 */
import { type Visitor, visitorOf } from '../campaign/core'

const READ = new WeakMap<Request, Visitor>()

export function pageVisitor(request: Request): Visitor {
  let visitor = READ.get(request)
  if (!visitor) {
    visitor = visitorOf(request)
    READ.set(request, visitor)
  }
  return visitor
}
