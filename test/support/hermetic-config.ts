/**
 * A copy of wrangler.toml with absolute paths, written to `.wrangler/<name>/`, for the test
 * servers and the workerd test pool. wrangler reads `.dev.vars` (or `.env`) from the folder of the
 * config it is given, so a copy in a folder of its own keeps a developer's local secrets and
 * variables out of every test: `npm test` runs on the committed configuration only.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

interface HermeticConfigOptions {
  /** Signups a minute per client, instead of wrangler.toml's (the browser tests share one IP). */
  signupLimitPerMinute?: number
  /**
   * The [build] command instead of wrangler.toml's, kept under TEST_BUILT (the deploy guard's
   * test runs the guard, the build's first step, without the rest rewriting dist/).
   */
  buildCommand?: string
}

/** Writes the copy and returns its path. */
export function writeHermeticConfig(name: string, options: HermeticConfigOptions = {}): string {
  let toml = readFileSync(`${ROOT}wrangler.toml`, 'utf8')
    .replace(/^main = ".*"$/m, `main = "${ROOT}src/index.ts"`)
    .replace(/^directory = ".*"$/m, `directory = "${ROOT}dist/client"`)
    // The [build] step (the client bundle) runs from the project, not from the copy's folder.
    .replace(/^\[build\]$/m, `[build]\ncwd = "${ROOT}"`)
    .replace(/^watch_dir = \[(.*)\]$/m, (_, dirs: string) => {
      return `watch_dir = [${dirs.replace(/"([^"]+)"/g, `"${ROOT}$1"`)}]`
    })
    .replace(/^migrations_dir = ".*"$/m, `migrations_dir = "${ROOT}migrations"`)
  // `npm test` builds once (check:bundle) before its suites run side by side: a second build by
  // wrangler dev would empty dist/ and rewrite the generated modules while the worker suite, the
  // type-check and ESLint read them. TEST_BUILT=1 serves that build as it is.
  if (options.buildCommand)
    toml = toml.replace(/^command = ".*"$/m, `command = ${JSON.stringify(options.buildCommand)}`)
  else if (process.env.TEST_BUILT === '1') toml = toml.replace(/^\[build\]\n(?:[^[\n].*\n)*/m, '')
  const limit = options.signupLimitPerMinute
  if (limit) toml = toml.replace(/^limit = \d+$/m, `limit = ${limit}`)
  const dir = `${ROOT}.wrangler/${name}`
  mkdirSync(dir, { recursive: true })
  writeFileSync(`${dir}/wrangler.toml`, toml)
  return `${dir}/wrangler.toml`
}
