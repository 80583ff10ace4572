/**
 * The app's side of lander tests: the request's arm (the one the front door chose, when it did)
 * set for renderPage and cachePages, and a new visitor's `arm` cookie on the page they see.
 */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../http/app-env'
import { chooseArm } from '../lander-tests/choose-arm'
import { addCookie } from './landing'

export function answerArms(): MiddlewareHandler<AppEnv> {
  return async function answerArms(c, next) {
    const arm = await chooseArm(c.req.raw, c.env)
    if (arm) c.set('arm', arm)
    await next()
    const html = c.res.headers.get('Content-Type')?.startsWith('text/html')
    if (arm?.setCookie && html && c.res.status < 500) addCookie(c, arm.setCookie)
  }
}
