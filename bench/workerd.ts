/** The built worker on plain workerd, for the benchmarks: bundle, config, start and stop. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { fileURLToPath } from 'node:url'
import { freePort } from '../test/support/free-port.ts'

export const ROOT = fileURLToPath(new URL('../', import.meta.url))
export const WORK = `${ROOT}.wrangler/bench`
export const WORKERD = `${ROOT}node_modules/.bin/workerd`

/** The 18+ and session cookies of a returning visitor. */
export const BROWSER_COOKIE = 'age_ok=1; sid=0123456789abcdef0123456789abcdef'
/** A phone's browser, as most visitors' are: campaign counting reads it (bot check, device). */
const USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
/**
 * What a returning browser sends when it opens a page, in every benchmark: its user agent,
 * cookies, gzip, and the fetch metadata of a navigation (campaign counting counts only those).
 */
export const BROWSER_HEADERS = {
  'user-agent': USER_AGENT,
  cookie: BROWSER_COOKIE,
  'accept-encoding': 'gzip, deflate, br',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
}

/** Bundles the worker as `wrangler deploy` would, without deploying it. */
export function bundleWorker(): string {
  execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', `${WORK}/dist`], {
    cwd: ROOT,
    stdio: 'ignore',
  })
  return `${WORK}/dist/index.js`
}

/** wrangler.toml's compatibility date, for every worker the benchmarks start. */
export function compatibilityDate(): string {
  return readFileSync(`${ROOT}wrangler.toml`, 'utf8').match(/^compatibility_date = "(.*)"$/m)![1]!
}

/** wrangler.toml's [vars], with any overrides. */
export function siteVars(overrides: Record<string, string> = {}): Record<string, string> {
  const toml = readFileSync(`${ROOT}wrangler.toml`, 'utf8')
  const vars = toml.split('[vars]')[1]!.split(/^\[/m)[0]!
  const values = Object.fromEntries(
    [...vars.matchAll(/^([A-Z_]+) = "(.*)"$/gm)].map(([, name, value]) => [name!, value!]),
  )
  return { ...values, ...overrides }
}

/** wrangler.toml's [vars], with any overrides, as workerd text bindings. */
function textBindings(overrides: Record<string, string> = {}): string {
  return Object.entries(siteVars(overrides))
    .map(([name, value]) => `(name = "${name}", text = "${value}")`)
    .join(', ')
}

export interface Ports {
  site: number
  trivial: number
  assets: number
  /** The same site with CAMPAIGN_COUNTS = "off", for the side-by-side counting rows. */
  siteCountingOff?: number
  /** The same site with a lander test live on its state pages (LANDER_TEST_ROW). */
  siteInTest?: number
}

/** Free ports for every worker of writeConfig: the site, its counting-off and lander-test copies. */
export async function freePorts(): Promise<Required<Ports>> {
  return {
    site: await freePort(),
    trivial: await freePort(),
    assets: await freePort(),
    siteCountingOff: await freePort(),
    siteInTest: await freePort(),
  }
}

/**
 * Plain workerd has no D1: the bench binds DB to this stub, which accepts every statement at
 * once and reads nothing. Only signups write to DB from the site itself (clicks and landings go to
 * the aggregators); `rows` is what every read answers (the lander tests, for the site in a test).
 */
function d1Stub(rows: readonly object[] = []): string {
  return `const ROWS = ${JSON.stringify(rows)}
export default function makeD1Stub() {
  const statement = {
    bind() { return statement },
    all() { return Promise.resolve({ success: true, results: ROWS }) },
    first() { return Promise.resolve(ROWS[0] ?? null) },
    run() { return Promise.resolve({ success: true, results: [], meta: { changes: 0 } }) },
  }
  return {
    prepare() { return statement },
    batch(statements) { return Promise.resolve(statements.map(() => ({ success: true, results: [] }))) },
  }
}
`
}

/**
 * The lander test live on the site in a test (`siteInTest`): a headline test of every visitor's
 * state pages, 50/50, as lander-tests/test-store.ts reads it from D1.
 */
const LANDER_TEST_ROW = {
  id: 1,
  name: 'bench: state headline',
  scope: 'all',
  page_type: 'state',
  difference: 'copy',
  arms: JSON.stringify([
    { letter: 'A', weight: 50 },
    { letter: 'B', weight: 50, headline: 'Pick Your City in {state}', cta: 'Join Free' },
  ]),
  baseline_rate: 0.05,
  minimum_lift: 0.2,
  status: 'running',
  kept: '',
  final: '',
  created: '2026-11-27T00:00:00.000Z',
  ended: '',
}

/**
 * Plain workerd has no Durable Objects of wrangler's making either: COUNT_AGGREGATOR is bound to
 * this stub, whose aggregators acknowledge every add at once. The isolate's counting (batching,
 * the split by shard, one RPC per shard and batch) is measured; the aggregators' own work runs
 * elsewhere in production, and is measured by the counting load run (counting-load.ts).
 */
const AGGREGATOR_STUB = `export default function makeAggregatorStub() {
  const aggregator = { add() { return Promise.resolve() }, unflushed() { return Promise.resolve({ shard: '', rows: [] }) } }
  return { idFromName(name) { return { name } }, get() { return aggregator } }
}
`

/** The stubs' bindings (DB answering from `d1`, a module below) and the extension with them. */
const stubBindings = (d1 = 'd1-stub') =>
  `(name = "DB", wrapped = (moduleName = "bench:${d1}")), (name = "COUNT_AGGREGATOR", wrapped = (moduleName = "bench:aggregator-stub"))`
const STUB_EXTENSION = `extensions = [(modules = [(name = "bench:d1-stub", esModule = embed "d1-stub.js", internal = true), (name = "bench:d1-lander-stub", esModule = embed "d1-lander-stub.js", internal = true), (name = "bench:aggregator-stub", esModule = embed "aggregator-stub.js", internal = true)])],`

function writeStubs(): void {
  writeFileSync(`${WORK}/d1-stub.js`, d1Stub())
  writeFileSync(`${WORK}/d1-lander-stub.js`, d1Stub([LANDER_TEST_ROW]))
  writeFileSync(`${WORK}/aggregator-stub.js`, AGGREGATOR_STUB)
}

/**
 * A workerd config serving the site, a trivial worker (the yardstick: a constant page, and the
 * same with the headers the site's pages carry) and the static folder from disk.
 */
export function writeConfig(ports: Ports, siteHeaders: Record<string, string> = {}): string {
  const compat = compatibilityDate()
  writeFileSync(
    `${WORK}/static.js`,
    `const BODY = '<!DOCTYPE html><title>ok</title><p>ok</p>'
const SITE_HEADERS = new Headers(${JSON.stringify(siteHeaders)})
export default {
  fetch(request) {
    if (request.url.endsWith('/with-site-headers')) return new Response(BODY, { headers: SITE_HEADERS })
    return new Response(BODY, { headers: { 'Content-Type': 'text/html' } })
  },
}
`,
  )
  writeStubs()
  const site = (
    name: string,
    overrides: Record<string, string> = {},
    d1?: string,
  ) => `const ${name} :Workerd.Worker = (
  modules = [(name = "index.js", esModule = embed "dist/index.js")],
  compatibilityDate = "${compat}",
  bindings = [${textBindings({ CAMPAIGN_SECRET: 'bench-campaign-secret', ...overrides })}, ${stubBindings(d1)}],
);`
  const off = ports.siteCountingOff
  const inTest = ports.siteInTest
  const config = `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "site", worker = .site),
    (name = "siteCountingOff", worker = .siteCountingOff),
    (name = "siteInTest", worker = .siteInTest),
    (name = "trivial", worker = .trivial),
    (name = "assets", disk = (path = "${ROOT}dist/client", writable = false)),
  ],
  sockets = [
    (name = "site", address = "127.0.0.1:${ports.site}", http = (), service = "site"),
    (name = "trivial", address = "127.0.0.1:${ports.trivial}", http = (), service = "trivial"),
    (name = "assets", address = "127.0.0.1:${ports.assets}", http = (), service = "assets"),${
      off
        ? `
    (name = "off", address = "127.0.0.1:${off}", http = (), service = "siteCountingOff"),`
        : ''
    }${
      inTest
        ? `
    (name = "inTest", address = "127.0.0.1:${inTest}", http = (), service = "siteInTest"),`
        : ''
    }
  ],
  ${STUB_EXTENSION}
);
${site('site')}
${site('siteCountingOff', { CAMPAIGN_COUNTS: 'off' })}
${site('siteInTest', {}, 'd1-lander-stub')}
const trivial :Workerd.Worker = (
  modules = [(name = "static.js", esModule = embed "static.js")],
  compatibilityDate = "${compat}",
);
`
  const path = `${WORK}/workerd-${ports.site}.capnp`
  writeFileSync(path, config)
  return path
}

/**
 * A workerd config serving one worker on `port`: the built site, or the trivial worker (the
 * yardstick the cold-start table subtracts: workerd's own start-up and a request's plumbing);
 * `d1` names the site's D1 stub module (`d1-lander-stub`: a lander test live).
 */
export function writeSingleWorkerConfig(
  port: number,
  worker: 'site' | 'trivial',
  d1?: string,
): string {
  const compat = compatibilityDate()
  writeFileSync(
    `${WORK}/trivial-alone.js`,
    `export default { fetch: () => new Response('<!DOCTYPE html><title>ok</title><p>ok</p>', { headers: { 'Content-Type': 'text/html' } }) }\n`,
  )
  writeStubs()
  const body =
    worker === 'site'
      ? `modules = [(name = "index.js", esModule = embed "dist/index.js")],
  bindings = [${textBindings(d1 ? { CAMPAIGN_SECRET: 'bench-campaign-secret' } : {})}, ${stubBindings(d1)}],`
      : `modules = [(name = "static.js", esModule = embed "trivial-alone.js")],`
  const config = `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = .main)],
  sockets = [(name = "main", address = "127.0.0.1:${port}", http = (), service = "main")],
  ${STUB_EXTENSION}
);
const main :Workerd.Worker = (
  ${body}
  compatibilityDate = "${compat}",
);
`
  const path = `${WORK}/workerd-alone-${worker}-${port}.capnp`
  writeFileSync(path, config)
  return path
}

/** A progress line on stderr, so a long run is never silent (the tables go to stdout). */
export function progress(message: string): void {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`)
}

/** A workerd serving `config`; `flags` are more of its command-line options (inspector, trace). */
export function startWorkerd(
  config: string,
  stdio: 'inherit' | 'ignore' = 'inherit',
  flags: string[] = [],
): ChildProcess {
  return spawn(WORKERD, ['serve', config, '--experimental', ...flags], { stdio })
}

export function stopWorkerd(workerd: ChildProcess): Promise<void> {
  if (workerd.exitCode !== null) return Promise.resolve()
  const exited = new Promise<void>((resolve) => workerd.once('exit', () => resolve()))
  workerd.kill()
  return exited
}

/** Resolves once the worker at `url` answers without a server error (10 s at most). */
export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not come up`)
}

/** Resolves once something accepts TCP connections on the port (without sending a request). */
export async function waitForPort(port: number, everyMs = 50): Promise<void> {
  for (let i = 0; i < 10_000 / everyMs; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  throw new Error(`nothing listens on ${port}`)
}
