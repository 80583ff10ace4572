/** The worker's Hono app: middleware, then the route table. */
import { Hono } from 'hono'
import { methodNotAllowed } from 'hono/method-not-allowed'
import { trimTrailingSlash } from 'hono/trailing-slash'
import type { AppEnv } from './env'
import { AGE_GATE_PATH, confirmAge, limitAgeCheckBody, readAgeConfirmation } from './http/age-gate'
import { answerError } from './http/answer-error'
import { SECURITY_HEADERS } from './http/security-headers'
import { directory } from './routes/directory'
import { editorial } from './routes/editorial'
import { go } from './routes/go'
import { legal } from './routes/legal'
import { methodNotAllowedPage, notFound } from './routes/not-found'
import { seo } from './routes/seo'
import { signup } from './routes/signup'

const app = new Hono<AppEnv>()

app.use(SECURITY_HEADERS)
// A 404 on a path the router knows under other methods becomes a 405 listing those methods.
app.use(methodNotAllowed({ app, onMethodNotAllowed: methodNotAllowedPage }))
app.use(trimTrailingSlash())
app.use(readAgeConfirmation())

app.post(AGE_GATE_PATH, limitAgeCheckBody(), confirmAge)
app.route('/', seo)
app.route('/', go)
app.route('/', signup)
app.route('/', legal)
app.route('/', directory)
// Last: its one-segment routes would otherwise shadow the fixed paths above.
app.route('/', editorial)

app.notFound((c) => notFound(c))
app.onError(answerError)

export default app
