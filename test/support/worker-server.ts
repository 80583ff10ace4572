/**
 * Runs the worker under `wrangler dev` for browser tests and Lighthouse, from a hermetic copy of
 * wrangler.toml (./hermetic-config.ts) with, optionally, a higher signup rate limit (the browser
 * tests all come from 127.0.0.1).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { writeHermeticConfig } from './hermetic-config.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

interface WorkerServerOptions {
  port: number
  vars?: Record<string, string>
  signupLimitPerMinute?: number
}

interface WorkerServer {
  url: string
  stop(): Promise<void>
}

/** The D1 schema, applied to the local database the server will persist to (as `npm run dev` does). */
async function applyMigrations(config: string, state: string): Promise<void> {
  const args = ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '-c', config]
  const child = spawn('npx', [...args, '--persist-to', state], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const code = await new Promise((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`wrangler d1 migrations apply failed:\n${output}`)
}

export async function startWorkerServer(
  name: string,
  options: WorkerServerOptions,
): Promise<WorkerServer> {
  const config = writeHermeticConfig(name, {
    signupLimitPerMinute: options.signupLimitPerMinute,
  })
  const vars = Object.entries(options.vars ?? {}).flatMap(([key, value]) => [
    '--var',
    `${key}:${value}`,
  ])
  const state = `${ROOT}.wrangler/${name}/state`
  await applyMigrations(config, state)
  const child: ChildProcess = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '-c',
      config,
      '--ip',
      '127.0.0.1',
      '--port',
      String(options.port),
      '--show-interactive-dev-session=false',
      '--persist-to',
      state,
      ...vars,
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    },
  )
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${options.port}`
  // wrangler dev runs the build first ([build] in wrangler.toml): a minute or more on a busy
  // 2-core machine, though a poll, so no slower than the server when the machine is quiet.
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${output}`)
    try {
      const res = await fetch(`${url}/robots.txt`)
      if (res.ok) break
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  if (Date.now() >= deadline) throw new Error(`wrangler dev did not start:\n${output}`)
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid!, 'SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
    },
  }
}
