/**
 * The deploy guard, first step of `npm run build`, which wrangler runs before every `deploy` and
 * `versions upload` (`[build]` in wrangler.toml), whether started by `npm run deploy`, a plain
 * `npx wrangler deploy` or Cloudflare's Git builds. It reads the configuration that deploy would
 * upload and lists each placeholder still in it (deploy-placeholders.ts):
 * - a real upload stops there, before anything is sent, unless ALLOW_PLACEHOLDERS=1 (a staging
 *   deploy that keeps them on purpose);
 * - `--dry-run` (CI, the benchmarks) prints the same list as a warning and goes on.
 * Any other build (`wrangler dev`, `npm run build` alone) is not a deploy: it does nothing.
 * A refusal is the list alone: wrangler would follow a build that exits non-zero with about 140
 * lines of its own stack trace and child-process dump, so the guard ends wrangler itself (see
 * stopWrangler) once the list is printed.
 */
import { findPlaceholders, placeholderLines, type DeployConfig } from './deploy-placeholders.ts'
import {
  configPathOf,
  findWranglerInvocation,
  type WranglerInvocation,
} from './wrangler-invocation.ts'

/** The WRANGLER_COMMAND values of builds whose result is uploaded (or, with --dry-run, not). */
const UPLOADING_COMMANDS = new Set(['deploy', 'versions upload'])

/** The configuration wrangler will upload: its file, the environment, then `--var` overrides. */
export async function readDeployConfig(
  invocation: WranglerInvocation | undefined,
): Promise<DeployConfig> {
  // Loaded only for a deploy: wrangler's own reader knows every format and [env.NAME] rule.
  const { unstable_readConfig } = await import('wrangler')
  const config = unstable_readConfig(
    { config: configPathOf(invocation), env: invocation?.env ?? process.env.CLOUDFLARE_ENV },
    { hideWarnings: true },
  )
  return {
    vars: { ...config.vars, ...invocation?.vars },
    d1Databases: config.d1_databases,
  }
}

async function main(command: string): Promise<void> {
  const invocation = findWranglerInvocation()
  const placeholders = findPlaceholders(await readDeployConfig(invocation))
  if (placeholders.length === 0) {
    console.log('deploy guard: no placeholder values in the configuration')
    return
  }
  const list = [
    `Placeholder values still set for production (wrangler.toml${
      invocation?.env ? `, [env.${invocation.env}]` : ''
    }):`,
    ...placeholderLines(placeholders),
  ]
  if (invocation?.dryRun) {
    console.warn(
      ['deploy guard: warning (--dry-run goes on; a real deploy stops here).', ...list].join('\n'),
    )
    return
  }
  if (process.env.ALLOW_PLACEHOLDERS === '1') {
    console.warn(['deploy guard: ALLOW_PLACEHOLDERS=1, deploying them anyway.', ...list].join('\n'))
    return
  }
  console.error(
    [
      `deploy guard: wrangler ${command} stopped before uploading anything.`,
      ...list,
      ...(invocation
        ? []
        : ['(The wrangler command line could not be read, so this counts as a real deploy.)']),
      'Set real values (docs/operations.md, "Deploy from scratch"), or deploy them on purpose (staging) with',
      `ALLOW_PLACEHOLDERS=1 npx wrangler ${command}.`,
    ].join('\n'),
  )
  if (invocation) await stopWrangler(invocation.pids)
  process.exit(1)
}

/** How long wrangler is given to print the list: it relays a build's output line by line. */
const RELAY_MS = 500

/**
 * Ends the refused deploy without wrangler's trace. Its bin wrapper goes first, by SIGKILL: it
 * catches SIGINT and SIGTERM and exits 0 when its CLI ends by a signal, which a CI would read as
 * a deploy done. Then the CLI, by SIGTERM (its exit handlers remove its temporary files). The
 * command then exits non-zero (137, killed), the list the last thing printed; nothing was
 * uploaded, the build had not finished. A process already gone is skipped; should none be
 * stopped, wrangler still fails the deploy on this script's exit code, trace included.
 */
async function stopWrangler(pids: readonly number[]): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, RELAY_MS))
  const [cli, ...wrappers] = pids
  for (const pid of wrappers.reverse()) signal(pid, 'SIGKILL')
  if (cli !== undefined) signal(cli, 'SIGTERM')
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name)
  } catch {
    // Already gone.
  }
}

// Imported by its tests, it does nothing: WRANGLER_COMMAND is set only in builds wrangler runs.
const command = process.env.WRANGLER_COMMAND
if (command !== undefined && UPLOADING_COMMANDS.has(command)) await main(command)
