/** The worker's Hono app: middleware, then the route table. */
import { Hono } from 'hono/tiny'
import { methodNotAllowed } from 'hono/method-not-allowed'
import { trimTrailingSlash } from 'hono/trailing-slash'
import type { AppEnv } from './http/app-env'
import { confirmAge, limitAgeCheckBody, readAgeConfirmation } from './http/age-gate'
import { countGatePassed } from './campaign/counting'
import { chooseNeutralTitle, readNeutralTitle } from './http/neutral-title'
import { answerError } from './routes/answer-error'
import { SECURITY_HEADERS } from './http/security-headers'
import { answerLandings } from './front-door/landing'
import { answerArms } from './front-door/arms'
import { visitorArm } from './lander-tests/choose-arm'
import { cachePages } from './front-door/page-cache'
import { admin, withOperatorRoutes } from './admin/lazy-admin'
import { clearData } from './routes/clear-data'
import { directory } from './routes/directory'
import { editorial } from './routes/editorial'
import { go } from './routes/go'
import { legal } from './routes/legal'
import { methodNotAllowedPage, notFound } from './routes/not-found'
import { partnerPostback } from './routes/partner-postback'
import { search } from './routes/search'
import { seo } from './routes/seo'
import { signup } from './routes/signup'
import { webManifest } from './routes/web-manifest'
import { AGE_GATE_PATH, NEUTRAL_TITLE_PATH } from './shared/paths'

// Hono's tiny preset, here and in every route module: its PatternRouter compiles each route as
// it is added (at module load) instead of building one matcher on the first request as the
// default preset's RegExpRouter does (about 1 ms less CPU on a fresh isolate's first request).
// The route modules' apps, whose routes this one copies, compile theirs too (never matched),
// where the default preset's SmartRouter built a trie and kept a list: together with
// RegExpRouter and SmartRouter left out of the bundle, start-up measured 0.2-0.6 ms less. Cached
// pages never reach the router (the front door answers them).
const app = new Hono<AppEnv>()

// First: it keeps a cacheable page with the headers every other middleware gave it.
app.use(cachePages())
// Next: a landing's cookie goes on the page the visitor sees, never into the cache's copy.
app.use(answerLandings())
// A page in a lander test: its arm, read or drawn, before the page is rendered (and its cookie).
app.use(answerArms())
app.use(SECURITY_HEADERS)
// A 404 on a path the router knows under other methods becomes a 405 listing those methods.
app.use(
  methodNotAllowed({ app: withOperatorRoutes(app), onMethodNotAllowed: methodNotAllowedPage }),
)
// Always, before routing: PatternRouter would otherwise also match a path with a trailing slash.
app.use(trimTrailingSlash({ alwaysRedirect: true }))
app.use(readAgeConfirmation())
app.use(readNeutralTitle())

app.post(AGE_GATE_PATH, limitAgeCheckBody(), countGatePassed(visitorArm), confirmAge)
// The switch's form is one short field too: the same 4 KB limit.
app.post(NEUTRAL_TITLE_PATH, limitAgeCheckBody(), chooseNeutralTitle)
app.route('/', seo)
app.route('/', webManifest)
app.route('/', go)
app.route('/', partnerPostback)
app.route('/', signup)
app.route('/', legal)
app.route('/', clearData)
app.route('/', admin)
app.route('/', directory)
app.route('/', search)
// Last: its one-segment routes would otherwise shadow the fixed paths above.
app.route('/', editorial)

app.notFound((c) => notFound(c))
app.onError(answerError)

export default app
