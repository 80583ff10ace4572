/** Load and CPU measurements against a running workerd, shared by npm run bench's parts. */
import { execFileSync } from 'node:child_process'
import { Agent, get as httpGet } from 'node:http'
import { processCpuNs } from './first-render-cpu.ts'
import { BROWSER_HEADERS } from './workerd.ts'

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4)
/** Alternating runs per route: single runs on a shared 2-core machine vary. */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)

export interface LoadResult {
  requestsPerSecond: number
  p50: number
  p99: number
}

/** Loads a URL with wrk (a C client: the load generator must cost less than the server). */
export function load(
  url: string,
  connections = CONNECTIONS,
  duration = DURATION_S,
  headers: Record<string, string> = BROWSER_HEADERS,
): LoadResult {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`])
  const output = execFileSync('wrk', [
    '-t1',
    `-c${connections}`,
    `-d${duration}s`,
    '--latency',
    ...headerArgs,
    url,
  ]).toString()
  if (/Non-2xx|Socket errors/.test(output)) throw new Error(`${url}: errors under load\n${output}`)
  const ms = (label: string) => {
    const match = output.match(new RegExp(`^\\s+${label}%\\s+([\\d.]+)(us|ms|s|m)$`, 'm'))
    if (!match) return NaN
    const unit = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm']
    return Number(match[1]) * unit
  }
  return {
    requestsPerSecond: Number(output.match(/Requests\/sec:\s+([\d.]+)/)![1]),
    p50: ms('50'),
    p99: ms('99'),
  }
}

/**
 * fetch() that retries once when a pooled keep-alive socket went idle during a long wrk run
 * and the server closed it (undici reports "other side closed"). Redirects (/go's) are not
 * followed: the partner is not on this machine.
 */
export async function get(
  url: string,
  headers: Record<string, string> = BROWSER_HEADERS,
): Promise<Response> {
  try {
    return await fetch(url, { headers, redirect: 'manual' })
  } catch {
    return fetch(url, { headers, redirect: 'manual' })
  }
}

/**
 * CPU per request of a warm isolate: the process's CPU over 500 sequential requests, sent with
 * node:http on one kept-alive socket exactly as BROWSER_HEADERS says (Node's fetch would rewrite
 * Sec-Fetch-Mode to `cors`: a landing would not be a navigation, and would count nothing).
 */
export async function warmCpuMs(
  pid: number,
  url: string,
  headers: Record<string, string> = BROWSER_HEADERS,
): Promise<number> {
  const count = 500
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  try {
    const before = processCpuNs(pid)
    for (let i = 0; i < count; i++) await navigate(url, headers, agent)
    return (processCpuNs(pid) - before) / 1e6 / count
  } finally {
    agent.destroy()
  }
}

/** One GET with a browser navigation's headers, its body read to the end. */
function navigate(url: string, headers: Record<string, string>, agent: Agent): Promise<void> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers, agent }, (response) => {
      response.on('data', () => {})
      response.on('end', () => resolve())
      response.on('error', reject)
    }).on('error', reject)
  })
}
