/**
 * The same answers, byte for byte, before and after a refactor: requests a fixed list of
 * addresses (every page type, the gate, 404s, /go with a campaign, a landing with sub-ids, robots,
 * the sitemap, the admin pages and CSVs, the partner's postback) from one build on plain workerd,
 * and writes each answer's status, headers (Date left out) and body's SHA-256 to a JSON file.
 *
 *   node bench/compare-answers.ts record <out.json> [root]   (root: another checkout, built)
 *   node bench/compare-answers.ts compare <a.json> <b.json>
 *
 * `root` is a checkout whose `npm run build` has run (its dist/ and generated files); the bundle
 * is made there with `wrangler deploy --dry-run`, so one copy of this script records any build.
 * D1 and the aggregators are stubs that answer every statement with no rows (bench/workerd.ts),
 * so the admin pages and CSVs are their empty forms; what is compared is the code's answers.
 */
import { createHash } from 'node:crypto'
import { execFileSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import {
  BROWSER_HEADERS,
  compatibilityDate,
  progress,
  ROOT,
  siteVars,
  startWorkerd,
  stopWorkerd,
  waitFor,
  WORK,
} from './workerd.ts'
import { NOT_PAGE_ROUTES, PAGE_TYPES } from '../test/support/page-types.ts'

const PORT = 8799
const ADMIN_TOKEN = 'compare-answers-admin'
const POSTBACK_SECRET = 'compare-answers-postback'
const ADMIN = { authorization: `Basic ${btoa(`admin:${ADMIN_TOKEN}`)}` }
/** A first visit: no 18+ cookie, so the gate; a fixed session, since a session shuffles the ads. */
const FIRST_VISIT = {
  'user-agent': BROWSER_HEADERS['user-agent'],
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  cookie: 'sid=0123456789abcdef0123456789abcdef',
}

interface Ask {
  name: string
  path: string
  headers: Record<string, string>
  method?: string
}

/** Every address asked, with the headers it is asked with. */
function asks(): Ask[] {
  const list: Ask[] = []
  for (const page of PAGE_TYPES) {
    list.push({ name: `${page.name} (returning)`, path: page.path, headers: BROWSER_HEADERS })
    list.push({ name: `${page.name} (first visit, gate)`, path: page.path, headers: FIRST_VISIT })
  }
  const more: [string, string, Record<string, string>][] = [
    ['404 deep', '/texas/no-such-city', BROWSER_HEADERS],
    ['404 ad id', '/texas/houston/ad-99999', BROWSER_HEADERS],
    ['robots', '/robots.txt', BROWSER_HEADERS],
    ['sitemap', '/sitemap.xml', BROWSER_HEADERS],
    ['manifest', '/manifest.webmanifest', BROWSER_HEADERS],
    ['city suggestions', '/api/cities?q=hou', BROWSER_HEADERS],
    ['go with a campaign', '/go?c=spring-push&s1=zone7&s2=ad42', BROWSER_HEADERS],
    ['go without a campaign', '/go', BROWSER_HEADERS],
    ['go with a bad campaign', '/go?c=%00bad%20tag', BROWSER_HEADERS],
    [
      'landing with sub-ids',
      '/city/Texas/Houston?c=spring-push&s1=zone7&s2=ad42&cid=abc123',
      FIRST_VISIT,
    ],
    ['landing, returning', '/?c=spring-push&s1=zone7', BROWSER_HEADERS],
    ['old ad route', '/city/texas/houston/ad/7', BROWSER_HEADERS],
    ['admin, no login', '/admin', BROWSER_HEADERS],
    ['admin, wrong login', '/admin', { ...BROWSER_HEADERS, authorization: 'Basic YWRtaW46bm8=' }],
    ['postback, wrong secret', '/postback/nope?token=x&txid=1&payout=1&status=approved', {}],
    ['postback, no token', `/postback/${POSTBACK_SECRET}?txid=1&payout=1&status=approved`, {}],
    [
      'postback, bad token',
      `/postback/${POSTBACK_SECRET}?token=abc&txid=1&payout=1&status=approved`,
      {},
    ],
  ]
  for (const [name, path, headers] of more) list.push({ name, path, headers })
  for (const path of NOT_PAGE_ROUTES.filter((route) => route.startsWith('/admin'))) {
    list.push({ name: `admin ${path}`, path, headers: { ...BROWSER_HEADERS, ...ADMIN } })
  }
  list.push({
    name: 'admin report by sub-id',
    path: '/admin/report?by=s1',
    headers: { ...BROWSER_HEADERS, ...ADMIN },
  })
  list.push({
    name: 'admin report.csv by device',
    path: '/admin/report.csv?by=device',
    headers: { ...BROWSER_HEADERS, ...ADMIN },
  })
  const form = {
    'content-type': 'application/x-www-form-urlencoded',
    origin: `http://127.0.0.1:${PORT}`,
  }
  list.push(
    { name: 'age check', path: '/age-check', headers: { ...FIRST_VISIT, ...form }, method: 'POST' },
    {
      name: 'neutral title',
      path: '/neutral-title',
      headers: { ...BROWSER_HEADERS, ...form },
      method: 'POST',
    },
    {
      name: 'clear data',
      path: '/clear-data',
      headers: { ...BROWSER_HEADERS, ...form },
      method: 'POST',
    },
  )
  list.push({
    name: 'signup POST, cross-site',
    path: '/api/signup',
    headers: BROWSER_HEADERS,
    method: 'POST',
  })
  return list
}

/** Plain workerd with the bench's stubs, serving the bundle made in `root`. */
function writeConfig(root: string): string {
  const work = `${WORK}/compare-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`
  mkdirSync(work, { recursive: true })
  execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', `${work}/dist`], {
    cwd: root,
    stdio: 'ignore',
  })
  // Every D1 statement runs and reads no rows.
  writeFileSync(
    `${work}/d1-stub.js`,
    `export default function makeD1Stub() {
  const statement = { bind() { return statement }, all() { return Promise.resolve({ success: true, results: [], meta: {} }) }, first() { return Promise.resolve(null) }, run() { return Promise.resolve({ success: true, results: [], meta: { changes: 0 } }) }, raw() { return Promise.resolve([]) } }
  return { prepare() { return statement }, batch(statements) { return Promise.resolve(statements.map(() => ({ success: true, results: [], meta: { changes: 0 } }))) } }
}
`,
  )
  writeFileSync(
    `${work}/aggregator-stub.js`,
    `export default function makeAggregatorStub() {
  const aggregator = { add() { return Promise.resolve() }, unflushed() { return Promise.resolve({ shard: '', rows: [] }) }, addOnce() { return Promise.resolve({ cappedDays: [] }) }, runPostback() { return Promise.resolve() } }
  return { idFromName(name) { return { name } }, get() { return aggregator } }
}
`,
  )
  const vars = siteVars({
    CAMPAIGN_SECRET: 'compare-answers-campaign',
    ADMIN_TOKEN,
    POSTBACK_SECRET,
  })
  const bindings = Object.entries(vars)
    .map(([name, value]) => `(name = "${name}", text = "${value}")`)
    .join(', ')
  const config = `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = .main)],
  sockets = [(name = "main", address = "127.0.0.1:${PORT}", http = (), service = "main")],
  extensions = [(modules = [(name = "bench:d1-stub", esModule = embed "d1-stub.js", internal = true), (name = "bench:aggregator-stub", esModule = embed "aggregator-stub.js", internal = true)])],
);
const main :Workerd.Worker = (
  modules = [(name = "index.js", esModule = embed "dist/index.js")],
  bindings = [${bindings}, (name = "DB", wrapped = (moduleName = "bench:d1-stub")), (name = "COUNT_AGGREGATOR", wrapped = (moduleName = "bench:aggregator-stub"))],
  compatibilityDate = "${compatibilityDate()}",
);
`
  writeFileSync(`${work}/workerd.capnp`, config)
  return `${work}/workerd.capnp`
}

interface Answer {
  status: number
  headers: [string, string][]
  sha256: string
  bytes: number
}

async function record(out: string, root: string): Promise<void> {
  progress(`bundling ${root}`)
  let workerd: ChildProcess | undefined
  try {
    workerd = startWorkerd(writeConfig(root), 'ignore')
    await waitFor(`http://127.0.0.1:${PORT}/robots.txt`)
    const answers: Record<string, Answer> = {}
    for (const ask of asks()) {
      const response = await fetch(`http://127.0.0.1:${PORT}${ask.path}`, {
        method: ask.method ?? 'GET',
        headers: ask.headers,
        redirect: 'manual',
      })
      const body = new Uint8Array(await response.arrayBuffer())
      answers[`${ask.method ?? 'GET'} ${ask.path} · ${ask.name}`] = {
        status: response.status,
        headers: [...response.headers].filter(([name]) => name !== 'date'),
        sha256: createHash('sha256').update(body).digest('hex'),
        bytes: body.length,
      }
    }
    writeFileSync(out, `${JSON.stringify(answers, null, 2)}\n`)
    progress(`${Object.keys(answers).length} answers written to ${out}`)
  } finally {
    if (workerd) await stopWorkerd(workerd)
  }
}

function compare(a: string, b: string): void {
  const before = JSON.parse(readFileSync(a, 'utf8')) as Record<string, Answer>
  const after = JSON.parse(readFileSync(b, 'utf8')) as Record<string, Answer>
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  const differing = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
  for (const key of differing) {
    console.log(
      `differs: ${key}\n  before: ${JSON.stringify(before[key])}\n  after:  ${JSON.stringify(after[key])}`,
    )
  }
  console.log(
    `${keys.length} answers compared, ${differing.length === 0 ? 'identical' : `${differing.length} differ`}`,
  )
  if (differing.length > 0) process.exitCode = 1
}

const [command, first, second] = process.argv.slice(2)
if (command === 'record' && first) await record(resolve(first), resolve(second ?? ROOT))
else if (command === 'compare' && first && second) compare(first, second)
else {
  console.error(
    'usage: node bench/compare-answers.ts record <out.json> [root] | compare <a.json> <b.json>',
  )
  process.exitCode = 2
}
