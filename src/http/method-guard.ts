/** Answers 405 with its page to any method a path does not take (GET and HEAD everywhere, POST on forms). */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { errorPage } from '../routes/not-found'

export function methodGuard(postPaths: readonly string[]): MiddlewareHandler<AppEnv> {
  const posts = new Set(postPaths)
  return async function methodGuard(c, next) {
    const method = c.req.method
    if (method === 'GET' || method === 'HEAD' || (method === 'POST' && posts.has(c.req.path))) {
      return next()
    }
    const allow = posts.has(c.req.path) ? 'GET, HEAD, POST' : 'GET, HEAD'
    return errorPage(c, 405, 'Method not allowed', 'This address only answers page requests.', {
      Allow: allow,
    })
  }
}
