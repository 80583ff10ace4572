/** The worker's Hono app: middleware, then the route table. */
import { Hono } from 'hono'
import { PatternRouter } from 'hono/router/pattern-router'
import { trimTrailingSlash } from 'hono/trailing-slash'
import type { AppEnv } from './env'
import { AGE_GATE_PATH, confirmAge, readAgeConfirmation } from './http/age-gate'
import { methodGuard } from './http/method-guard'
import { securityHeaders } from './http/security-headers'
import { cachePages } from './render/page-cache'
import { renderServerError } from './render/render-page'
import { admin } from './routes/admin'
import { directory } from './routes/directory'
import { editorial } from './routes/editorial'
import { go } from './routes/go'
import { legal } from './routes/legal'
import { notFound } from './routes/not-found'
import { seo } from './routes/seo'
import { signup } from './routes/signup'
import { SIGNUP_API_PATH, SIGNUP_PATH } from './shared/island-contract'

// PatternRouter compiles each route as it is added (at module load) instead of building one
// matcher on the first request as the default RegExpRouter does: about 1 ms less CPU on a fresh
// isolate's first request. Cached pages never reach the router (the front door answers them).
const app = new Hono<AppEnv>({ router: new PatternRouter() })

// First: it keeps a cacheable page with the headers every other middleware gave it.
app.use(cachePages())
app.use(securityHeaders())
app.use(methodGuard([AGE_GATE_PATH, SIGNUP_PATH, SIGNUP_API_PATH]))
// Always, before routing: PatternRouter would otherwise also match a path with a trailing slash.
app.use(trimTrailingSlash({ alwaysRedirect: true }))
app.use(readAgeConfirmation())

app.post(AGE_GATE_PATH, confirmAge)
app.route('/', seo)
app.route('/', go)
app.route('/', signup)
app.route('/', legal)
app.route('/', admin)
app.route('/', directory)
// Last: its one-segment routes would otherwise shadow the fixed paths above.
app.route('/', editorial)

app.notFound((c) => notFound(c))
app.onError((error, c) => renderServerError(c, error))

export default app
