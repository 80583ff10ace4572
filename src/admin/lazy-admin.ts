/**
 * The operator's routes in the app's route table, with the operator's app built on its first
 * request: a public page's cold start runs none of it (its dashboard formats alone started ICU,
 * several ms of CPU). Its modules are imported statically, not with `import()`: esbuild wraps a
 * dynamically imported module and everything it imports (here most of the site) in lazy
 * initialisers, which V8 parses once as the isolate starts and again as each runs; without
 * them a fresh isolate's exec to first response was about 2-3 ms less CPU
 * (docs/decisions/010-lazily-built-admin-app.md). A module of the operator's declares functions
 * and constants only.
 *
 * No list here mirrors the operator's routes (docs/decisions/044-operator-trees.md): every
 * request under OPERATOR_PATHS is matched against the operator's own app, built on the first
 * one, and its matched handlers run in the app's request, in order, as Hono's compose runs them
 * (a handler's error answered by the app's error handler where it was thrown, so the middleware
 * around it sees `c.error`, as body-limit does). The 405 check learns the operator's paths from
 * withOperatorRoutes, on the first 404. test/unit/admin/lazy-admin.test.ts keeps every operator
 * route under OPERATOR_PATHS.
 */
import type { Context, Handler, Hono as FullHono, Next } from 'hono'
import { Hono } from 'hono/tiny'
import { buildOperatorApp } from './admin'
import type { AppEnv } from '../http/app-env'
import { answerError } from '../routes/answer-error'
import { ADMIN_PATH } from '../shared/paths'

/** The roots the operator's app answers under (the postbacks' screen too): a path equal to one or below it. */
export const OPERATOR_PATHS: readonly string[] = [ADMIN_PATH]

let operatorApp: Hono<AppEnv> | undefined

function operator(): Hono<AppEnv> {
  operatorApp ??= buildOperatorApp()
  return operatorApp
}

/** Whether a request's path is the operator's. */
export function isOperatorPath(path: string): boolean {
  return OPERATOR_PATHS.some((root) => path === root || path.startsWith(`${root}/`))
}

export const admin = new Hono<AppEnv>()

function operatorRoutes(c: Context<AppEnv>, next: Next): Promise<void> {
  if (!isOperatorPath(c.req.path)) return next()
  // Hono matches a HEAD as a GET (and answers it without the body).
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method
  const [matched] = operator().router.match(method, c.req.path)
  const handlers = matched.map(([[handler]]) => handler as Handler<AppEnv>)
  return runInOrder(c, handlers, next)
}

admin.use(operatorRoutes)

/**
 * The handlers one after another, each one's `next` the one after it and the last one's the
 * app's: Hono's compose (hono/dist/compose.js), which the package does not export.
 */
async function runInOrder(
  c: Context<AppEnv>,
  handlers: readonly Handler<AppEnv>[],
  next: Next,
): Promise<void> {
  let index = -1
  async function dispatch(at: number): Promise<void> {
    if (at <= index) throw new Error('next() called multiple times')
    index = at
    const handler = handlers[at]
    if (!handler) return next()
    let res: Response | void | undefined
    let isError = false
    try {
      res = (await handler(c, () => dispatch(at + 1))) as Response | void
    } catch (error) {
      if (!(error instanceof Error)) throw error
      c.error = error
      res = await answerError(error, c)
      isError = true
    }
    if (res && (c.finalized === false || isError)) c.res = res
  }
  await dispatch(0)
}

/**
 * The app as its 405 check reads it (hono/method-not-allowed reads `routes` on the first 404
 * to learn which methods each path answers): the operator's routes where the app hands
 * requests to them, so each path's methods come in the order they did when they were listed.
 */
export function withOperatorRoutes(app: Hono<AppEnv>): FullHono<AppEnv> {
  return new Proxy(app, {
    get(target, key, receiver) {
      if (key !== 'routes') return Reflect.get(target, key, receiver)
      const at = target.routes.findIndex((route) => route.handler === operatorRoutes)
      if (at < 0) return target.routes
      return [...target.routes.slice(0, at), ...operator().routes, ...target.routes.slice(at + 1)]
    },
  }) as unknown as FullHono<AppEnv>
}
