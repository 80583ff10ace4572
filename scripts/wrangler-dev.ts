/**
 * `npm run dev`: applies the D1 migrations to the local database, then `wrangler dev` on the port
 * in $PORT (default 8787) with SITE_URL on that port and local CAMPAIGN_SECRET, POSTBACK_SECRET and
 * ADMIN_DEV_TOKEN, each unless .dev.vars sets it, passing on any other arguments; once the site
 * answers, prints its address and the dashboard's with the local login (dev-vars.ts, devBanner).
 */
import { spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { devBanner, devSecretArgs, devSiteUrlArgs, readDevVars } from './dev-vars.ts'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const DEFAULT_PORT = '8787'
const port = process.env.PORT || DEFAULT_PORT
if (!/^\d{1,5}$/.test(port)) {
  console.error(`PORT must be a port number, not "${port}"`)
  process.exit(1)
}

// A script rather than `--port ${PORT:-8787}` in package.json: npm runs scripts with cmd.exe on
// Windows, which has no such expansion. wrangler is on PATH inside npm scripts; Windows needs a
// shell to run its .cmd shim.
// Local only (--local); stdin closed so wrangler applies them without asking, on every platform.
const migrations = spawnSync('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  shell: process.platform === 'win32',
})
if (migrations.status !== 0) process.exit(migrations.status ?? 1)

/** Whether something answers on the port (another server holds it: wrangler will say so). */
const answers = () =>
  fetch(`http://localhost:${port}/robots.txt`).then(
    (response) => response.ok,
    () => false,
  )
const portTaken = await answers()

const devVars = readDevVars(ROOT)
// SITE_URL on this port and the local secrets, each only where .dev.vars sets none.
const args = [...devSiteUrlArgs(port, devVars), ...devSecretArgs(devVars), ...process.argv.slice(2)]
const wrangler = spawn('wrangler', ['dev', '--port', port, ...args], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => wrangler.kill(signal))
}
let running = true
wrangler.on('exit', (code, signal) => {
  running = false
  process.exit(code ?? (signal ? 1 : 0))
})

// wrangler's output stays its own (a terminal, with its key shortcuts), so the banner waits for
// the site to answer rather than for a line of that output: after wrangler's "Ready on".
const READY_POLL_MS = 500
const READY_TIMEOUT_MS = 120_000
for (const start = Date.now(); !portTaken && running && Date.now() - start < READY_TIMEOUT_MS;) {
  await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS))
  if (await answers()) {
    console.log(devBanner(port, devVars, args))
    break
  }
}
