/** The worker's Hono app: middleware, then the route table. */
import { Hono } from 'hono'
import { trimTrailingSlash } from 'hono/trailing-slash'
import type { AppEnv } from './env'
import { AGE_GATE_PATH, confirmAge, readAgeConfirmation } from './http/age-gate'
import { methodGuard } from './http/method-guard'
import { securityHeaders } from './http/security-headers'
import { cachePages } from './render/page-cache'
import { renderServerError } from './render/render-page'
import { directory } from './routes/directory'
import { editorial } from './routes/editorial'
import { go } from './routes/go'
import { legal } from './routes/legal'
import { notFound } from './routes/not-found'
import { seo } from './routes/seo'
import { signup } from './routes/signup'
import { webManifest } from './routes/web-manifest'
import { SIGNUP_API_PATH, SIGNUP_PATH } from './shared/island-contract'

const app = new Hono<AppEnv>()

// First: it keeps a cacheable page with the headers every other middleware gave it.
app.use(cachePages())
app.use(securityHeaders())
app.use(methodGuard([AGE_GATE_PATH, SIGNUP_PATH, SIGNUP_API_PATH]))
app.use(trimTrailingSlash())
app.use(readAgeConfirmation())

app.post(AGE_GATE_PATH, confirmAge)
app.route('/', seo)
app.route('/', webManifest)
app.route('/', go)
app.route('/', signup)
app.route('/', legal)
app.route('/', directory)
// Last: its one-segment routes would otherwise shadow the fixed paths above.
app.route('/', editorial)

app.notFound((c) => notFound(c))
app.onError((error, c) => renderServerError(c, error))

export default app
