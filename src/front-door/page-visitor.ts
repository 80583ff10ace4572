/**
 * A page request's visitor, read from the request once whichever part asks first: the arm
 * (choose-arm.ts, for a new visitor in a running test), the landing (landing.ts) or the arm's
 * count (arms.ts); the front door and the app it hands uncached pages to see the same Request.
 * Read lazily because most page requests are neither a landing nor a new visitor in a test, and
 * reading parses the user agent.
 */
import { type Visitor, visitorOf } from '../campaign/core'
import { getOrBuild } from '../shared/get-or-build'

const READ = new WeakMap<Request, Visitor>()

export function pageVisitor(request: Request): Visitor {
  return getOrBuild(READ, request, visitorOf)
}
