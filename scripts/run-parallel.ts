/**
 * `node scripts/run-parallel.ts <command>…`: runs the read-only checks of `npm test` side by
 * side, as many at a time as the machine has cores, each command's output printed whole once it
 * ends (never interleaved), and exits 1 if any failed, after all have ended. A command is an npm
 * script's name (`check:bundle`) or, with a space, a command line (`tsc -p src`) run through
 * `npx`. None of them writes what another reads: the bundle goes to .wrangler/dry-run, the
 * type-checks and the lint only read.
 */
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'

interface Finished {
  command: string
  code: number
  seconds: number
  output: string
}

/** Runs one command, its stdout and stderr kept together in the order they came. */
function run(command: string): Promise<Finished> {
  const started = performance.now()
  const args = command.includes(' ') ? ['npx', ...command.split(' ')] : ['npm', 'run', command]
  return new Promise((resolve) => {
    const child = spawn(args[0]!, args.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] })
    const chunks: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk))
    const done = (code: number) =>
      resolve({
        command,
        code,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString(),
      })
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`))
      done(1)
    })
    child.on('close', (code) => done(code ?? 1))
  })
}

/** Runs `commands`, at most `width` at once, printing each as it ends; resolves to the failures. */
export async function runParallel(commands: readonly string[], width: number): Promise<string[]> {
  const queue = [...commands]
  const failed: string[] = []
  async function worker(): Promise<void> {
    for (let command = queue.shift(); command !== undefined; command = queue.shift()) {
      const result = await run(command)
      const mark = result.code === 0 ? 'ok' : `FAILED (exit ${result.code})`
      process.stdout.write(`\n> ${command}: ${mark}, ${result.seconds.toFixed(1)} s\n`)
      process.stdout.write(result.output)
      if (result.code !== 0) failed.push(command)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, width) }, worker))
  return failed
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const commands = process.argv.slice(2)
  const failed = await runParallel(commands, availableParallelism())
  if (failed.length > 0) {
    process.stderr.write(`\nFailed: ${failed.join(', ')}\n`)
    process.exit(1)
  }
}
