/**
 * `npm run dev`: applies the D1 migrations to the local database, then `wrangler dev` on the port
 * in $PORT (default 8787) with SITE_URL on that port and local CAMPAIGN_SECRET, POSTBACK_SECRET and
 * ADMIN_DEV_TOKEN, each unless .dev.vars sets it, passing on any other arguments.
 */
import { spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { devSecretArgs, devSiteUrlArgs, readDevVars } from './dev-vars.ts'

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

const devVars = readDevVars(ROOT)
// SITE_URL on this port and the local secrets, each only where .dev.vars sets none.
const vars = [...devSiteUrlArgs(port, devVars), ...devSecretArgs(devVars)]
const wrangler = spawn('wrangler', ['dev', '--port', port, ...vars, ...process.argv.slice(2)], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => wrangler.kill(signal))
}
wrangler.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
