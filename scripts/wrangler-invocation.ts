/**
 * The wrangler command a build step runs under. wrangler runs `[build] command` the same way for
 * `deploy` and `deploy --dry-run` and tells the build only WRANGLER_COMMAND ("deploy"), so the
 * flags are read from the wrangler process among the build's ancestors: /proc on Linux (what
 * Cloudflare's Git builds run on), `ps` on macOS and the BSDs, CIM on Windows.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** What the guard needs from wrangler's command line. */
export interface WranglerInvocation {
  dryRun: boolean
  /** `--env` / `-e`: the environment whose [env.NAME] section is deployed. */
  env?: string
  /** `--config` / `-c`, as given. */
  config?: string
  /** `--var NAME:VALUE`: variables that override the configuration's. */
  vars: Record<string, string>
  /**
   * wrangler's own processes, nearest first: its CLI and the `bin/wrangler.js` that started it
   * (not npx or npm above them). Empty when the invocation was parsed from an argv alone.
   */
  pids: number[]
}

/** wrangler's entry in a process's argv: the npm bin (`wrangler`, `wrangler.js`) or its CLI. */
const WRANGLER_ENTRY = /(^|[\\/])(wrangler(\.js|\.cmd|\.exe)?|wrangler-dist[\\/]cli\.js)$/

/** The flags of a wrangler process's argv, or undefined when the process is not wrangler. */
export function parseWranglerArgv(argv: readonly string[]): WranglerInvocation | undefined {
  const entry = argv.findIndex((arg) => WRANGLER_ENTRY.test(arg))
  if (entry === -1) return undefined
  const invocation: WranglerInvocation = { dryRun: false, vars: {}, pids: [] }
  const args = argv.slice(entry + 1)
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (arg === '--') break
    const [flag = '', inline] = arg.startsWith('--') ? splitOnce(arg, '=') : [arg]
    const value = () => inline ?? args[++i]
    switch (flag) {
      case '--dry-run':
      case '--dryRun': {
        // yargs also takes `--dry-run false` and `--dry-run=false`.
        const next = inline ?? args[i + 1]
        invocation.dryRun = next !== 'false'
        if (inline === undefined && (next === 'true' || next === 'false')) i++
        break
      }
      case '--no-dry-run':
        invocation.dryRun = false
        break
      case '--env':
      case '-e':
        invocation.env = value()
        break
      case '--config':
      case '-c':
        invocation.config = value()
        break
      case '--var': {
        // An array option: `--var A:1 B:2` and `--var A:1 --var B:2` alike.
        const values = inline !== undefined ? [inline] : []
        while (inline === undefined && args[i + 1] !== undefined && !args[i + 1]!.startsWith('-')) {
          values.push(args[++i]!)
        }
        for (const pair of values) {
          const [name, setting] = splitOnce(pair, ':')
          if (name && setting !== undefined) invocation.vars[name] = setting
        }
        break
      }
    }
  }
  return invocation
}

/** The configuration file given with `--config`, as an absolute path; undefined for the default. */
export function configPathOf(invocation: WranglerInvocation | undefined): string | undefined {
  // npm runs the build from the package root; INIT_CWD is where it was started, wrangler's folder.
  const cwd = process.env.INIT_CWD || process.cwd()
  return invocation?.config === undefined ? undefined : resolve(cwd, invocation.config)
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator)
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)]
}

interface ProcessInfo {
  ppid: number
  argv: string[]
}

/**
 * The nearest wrangler process above this one, or undefined when none can be found or read;
 * with the pids of wrangler's own processes from there up (its CLI, then its bin wrapper).
 */
export function findWranglerInvocation(): WranglerInvocation | undefined {
  const read = processReader()
  let pid = process.ppid
  for (let depth = 0; depth < 32 && pid > 0; depth++) {
    const info = read(pid)
    if (!info) return undefined
    const invocation = parseWranglerArgv(info.argv)
    if (invocation) {
      for (let own: ProcessInfo | undefined = info; own && isWranglerItself(own.argv);) {
        invocation.pids.push(pid)
        if (own.ppid === pid) break
        pid = own.ppid
        own = read(pid)
      }
      return invocation
    }
    if (info.ppid === pid) return undefined
    pid = info.ppid
  }
  return undefined
}

/**
 * Whether a process is wrangler itself: the script node runs (or the program) is wrangler's,
 * not an argument of another tool's (`npx wrangler deploy` is npx's process).
 */
export function isWranglerItself(argv: readonly string[]): boolean {
  const entry = argv.findIndex((arg) => WRANGLER_ENTRY.test(arg))
  if (entry <= 0) return entry === 0
  // node, its own flags (`--no-warnings`), then wrangler's script.
  const node = /(^|[\\/])node(\.exe)?$/i.test(argv[0] ?? '')
  return node && argv.slice(1, entry).every((arg) => arg.startsWith('-'))
}

function processReader(): (pid: number) => ProcessInfo | undefined {
  if (existsSync('/proc/self/cmdline')) return readProc
  try {
    const table = process.platform === 'win32' ? windowsProcesses() : psProcesses()
    return (pid) => table.get(pid)
  } catch {
    return () => undefined
  }
}

/** Linux: the parent from /proc/PID/stat (after the command name, which may hold spaces). */
function readProc(pid: number): ProcessInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
    return { ppid, argv }
  } catch {
    return undefined
  }
}

/** macOS and the BSDs: every process's parent and command line, words split on spaces. */
function psProcesses(): Map<number, ProcessInfo> {
  const out = execFileSync('ps', ['-A', '-o', 'pid=', '-o', 'ppid=', '-o', 'args='], {
    encoding: 'utf8',
  })
  const table = new Map<number, ProcessInfo>()
  for (const line of out.split('\n')) {
    const match = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line)
    if (match) table.set(Number(match[1]), { ppid: Number(match[2]), argv: match[3]!.split(/\s+/) })
  }
  return table
}

/** Windows: every process's parent and command line from CIM, in one PowerShell call. */
function windowsProcesses(): Map<number, ProcessInfo> {
  const script =
    'Get-CimInstance Win32_Process | ForEach-Object { "$($_.ProcessId)`t$($_.ParentProcessId)`t$($_.CommandLine)" }'
  const out = execFileSync(
    'powershell.exe',
    [
      '-NoProfile',
      '-NonInteractive',
      '-EncodedCommand',
      Buffer.from(script, 'utf16le').toString('base64'),
    ],
    { encoding: 'utf8' },
  )
  const table = new Map<number, ProcessInfo>()
  for (const line of out.split(/\r?\n/)) {
    const [pid, ppid, commandLine = ''] = line.split('\t')
    // Quoted words lose their quotes: "C:\Program Files\nodejs\node.exe" is one word.
    const argv = [...commandLine.matchAll(/"([^"]*)"|[^\s"]+/g)].map((m) => m[1] ?? m[0])
    if (pid && ppid) table.set(Number(pid), { ppid: Number(ppid), argv })
  }
  return table
}
