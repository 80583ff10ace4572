/**
 * The deploy guard under wrangler itself, on the sample configuration: a real `wrangler deploy`
 * stops in its build step, before it would log in or upload; `--dry-run` warns and goes on.
 * wrangler runs a copy of wrangler.toml whose build is the guard alone, the first step of
 * `npm run build` (held below): the rest would rewrite dist/ and the generated modules under the
 * suites `npm test` runs beside this one.
 */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { after, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { readDeployConfig } from './deploy-guard.ts'
import { findPlaceholders } from './deploy-placeholders.ts'
import { writeHermeticConfig } from '../test/support/hermetic-config.ts'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const OUT = mkdtempSync(`${tmpdir()}/deploy-guard-`)
const GUARD = 'node scripts/deploy-guard.ts'
const CONFIG = writeHermeticConfig('deploy-guard', { buildCommand: GUARD })
after(() => rmSync(OUT, { recursive: true }))

/** The sample configuration's placeholders (deploy-placeholders.test.ts pins the list). */
const SETTINGS = findPlaceholders(await readDeployConfig(undefined)).map((p) => p.setting)

/**
 * `npx wrangler ...args` from the project, its output. Should the guard ever let a deploy
 * through, nothing can be uploaded: the token is made up and the API is an address nobody
 * listens on.
 */
function wrangler(args: string[], env: Record<string, string> = {}) {
  const { ALLOW_PLACEHOLDERS, WRANGLER_COMMAND, ...inherited } = process.env
  const result = spawnSync('npx', ['wrangler', ...args, '-c', CONFIG], {
    cwd: ROOT,
    encoding: 'utf8',
    shell: process.platform === 'win32',
    env: {
      ...inherited,
      CI: '1',
      CLOUDFLARE_API_TOKEN: 'deploy-guard-test',
      CLOUDFLARE_API_BASE_URL: 'http://127.0.0.1:9/client/v4',
      WRANGLER_SEND_METRICS: 'false',
      ...env,
    },
  })
  return {
    status: result.status,
    signal: result.signal,
    output: `${result.stdout}${result.stderr}`,
  }
}

/** `--var` overrides giving every variable a real-looking value but the ones in `vars`. */
function realVars(vars: Record<string, string>): string[] {
  const real: Record<string, string> = {
    SITE_URL: 'https://nightgator.com',
    CONTACT_EMAIL: 'privacy@nightgator.com',
    BACKEND_URL: 'https://backend.nightgator.com',
    PARTNER_URL: 'https://www.partnerdating.com/join?aff=1',
    PARTNER_SIGNUP_URL: 'https://www.partnerdating.com/signup?aff=1',
    REDIRECT_HOSTS: 'www.partnerdating.com',
    ...vars,
  }
  return ['--var', ...Object.entries(real).map(([name, value]) => `${name}:${value}`)]
}

describe('deploy guard', () => {
  it('is the first step of the build wrangler runs before every deploy', () => {
    const toml = readFileSync(`${ROOT}wrangler.toml`, 'utf8')
    assert.match(toml, /^\[build\]\ncommand = "npm run build"$/m)
    const { scripts } = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8'))
    assert.ok(scripts.build.startsWith(`${GUARD} && `), scripts.build)
    assert.match(readFileSync(CONFIG, 'utf8'), new RegExp(`^command = "${GUARD}"$`, 'm'))
  })

  it('stops a real wrangler deploy of the sample configuration, listing each placeholder', () => {
    assert.ok(SETTINGS.length > 0)
    const { status, output } = wrangler(['deploy'])
    assert.notEqual(status, 0)
    assert.match(output, /wrangler deploy stopped before uploading anything/)
    for (const setting of SETTINGS) assert.match(output, new RegExp(`- ${setting} = `), setting)
    assert.match(output, /ALLOW_PLACEHOLDERS=1 npx wrangler deploy/)
    // Stopped in the build: wrangler never reached bundling.
    assert.doesNotMatch(output, /Total Upload/)
  })

  it('prints the list alone: no wrangler stack trace or child-process dump after it', () => {
    const { status, signal, output } = wrangler(['deploy'])
    assert.ok(status !== 0 || signal !== null, output)
    assert.match(output, /- SITE_URL = /)
    assert.doesNotMatch(output, /\bat .*cli\.js|Process exited with non-zero status|exitCode:/)
    assert.doesNotMatch(output, /Running custom build `npm run build` failed/)
    // What follows the list is the way out, and nothing of wrangler's.
    const after = output.slice(output.indexOf('ALLOW_PLACEHOLDERS=1 npx wrangler deploy.'))
    assert.ok(after.split('\n').filter((line) => line.trim()).length <= 3, after)
  })

  it('refuses an http:// SITE_URL for production, and accepts the https:// one', () => {
    const http = wrangler(['deploy', ...realVars({ SITE_URL: 'http://nightgator.com' })])
    assert.notEqual(http.status, 0)
    assert.match(http.output, /wrangler deploy stopped before uploading anything/)
    assert.match(
      http.output,
      /- SITE_URL = "http:\/\/nightgator\.com": set your site's https origin/,
    )
    const https = wrangler(['deploy', '--dry-run', '--outdir', OUT, ...realVars({})])
    assert.equal(https.status, 0, https.output)
    assert.doesNotMatch(https.output, /- SITE_URL = /)
  })

  it('lets wrangler deploy --dry-run go on, with the same list as a warning', () => {
    const { status, output } = wrangler(['deploy', '--dry-run', '--outdir', OUT])
    assert.equal(status, 0, output)
    assert.match(output, /deploy guard: warning \(--dry-run goes on/)
    for (const setting of SETTINGS) assert.match(output, new RegExp(`- ${setting} = `), setting)
    assert.match(output, /--dry-run: exiting now/)
  })
})
