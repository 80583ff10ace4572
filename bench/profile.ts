/**
 * Where a route's warm CPU goes: `npx node bench/profile.ts PATH [PATH...]` (after
 * `npm run build` and `npm run check:bundle`-style bundling, done here) starts the bench's
 * workerd config with V8's inspector, loads each path with wrk while V8's sampling profiler runs
 * in the site's isolate, and prints the functions with the most self time and the most total
 * time. `OFF=1` profiles the counting-off copy of the site, `TRIVIAL=1` the trivial worker.
 * For finding work, not for figures: the profiler itself slows the isolate.
 */
import { writeFileSync } from 'node:fs'
import { load } from './load.ts'
import { bundleWorker, progress, startWorkerd, waitFor, WORK, writeConfig } from './workerd.ts'
import { freePort } from '../test/support/free-port.ts'

interface Node {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  hitCount: number
  children?: number[]
}

const paths = process.argv.slice(2)
if (!paths.length) throw new Error('usage: profile.ts PATH [PATH...]')
if (!process.env.NO_BUNDLE) bundleWorker()
const ports = {
  site: await freePort(),
  trivial: await freePort(),
  assets: await freePort(),
  siteCountingOff: await freePort(),
}
const inspector = await freePort()
const workerd = startWorkerd(writeConfig(ports), 'inherit', [
  `--inspector-addr=127.0.0.1:${inspector}`,
])
try {
  const service = process.env.TRIVIAL ? 'trivial' : process.env.OFF ? 'siteCountingOff' : 'site'
  const base = `http://127.0.0.1:${{ site: ports.site, siteCountingOff: ports.siteCountingOff, trivial: ports.trivial }[service]}`
  await waitFor(`${base}/robots.txt`)
  const targets = (await (await fetch(`http://127.0.0.1:${inspector}/json`)).json()) as {
    id: string
    title: string
    webSocketDebuggerUrl: string
  }[]
  const target = targets.find((t) => t.title.endsWith(` ${service}`))!
  progress(`profiling ${target.title ?? target.id}`)
  const socket = new WebSocket(target.webSocketDebuggerUrl)
  await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }))
  let nextId = 1
  const waiting = new Map<number, (value: unknown) => void>()
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown }
    if (message.id) waiting.get(message.id)?.(message.result)
  })
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++
      waiting.set(id, resolve)
      socket.send(JSON.stringify({ id, method, params }))
    })
  await send('Profiler.enable')
  await send('Profiler.setSamplingInterval', { interval: 50 })
  for (const path of paths) {
    load(`${base}${path}`, 4, 2) // warm
    await send('Profiler.start')
    const seconds = Number(process.env.SECONDS ?? 6)
    const started = performance.now()
    const { requestsPerSecond } = load(`${base}${path}`, 4, seconds)
    const { profile } = (await send('Profiler.stop')) as { profile: { nodes: Node[] } }
    const requests = requestsPerSecond * seconds
    writeFileSync(`${WORK}/profile-${paths.indexOf(path)}.cpuprofile`, JSON.stringify(profile))
    report(path, profile.nodes, (performance.now() - started) * 1000, requests)
  }
  socket.close()
} finally {
  workerd.kill()
}

function report(path: string, nodes: Node[], spanUs: number, requests: number) {
  const byId = new Map(nodes.map((node) => [node.id, node]))
  const total = nodes.reduce((sum, node) => sum + node.hitCount, 0)
  const label = (node: Node) =>
    `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').at(-1)}:${node.callFrame.lineNumber + 1}`
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  const walk = (node: Node, onStack: Set<string>): number => {
    let hits = node.hitCount
    const key = label(node)
    self.set(key, (self.get(key) ?? 0) + node.hitCount)
    const nested = new Set(onStack).add(key)
    for (const child of node.children ?? []) hits += walk(byId.get(child)!, nested)
    if (!onStack.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + hits)
    return hits
  }
  walk(nodes[0]!, new Set())
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(
        ([key, hits]) =>
          `  ${((100 * hits) / total).toFixed(1).padStart(5)}% ${((hits / total) * (spanUs / requests)).toFixed(2).padStart(6)} µs/req  ${key}`,
      )
      .join('\n')
  console.log(
    `\n${path}: ${total} samples, ${Math.round(requests)} requests\nself:\n${top(self, 30)}\ntotal:\n${top(inclusive, 40)}`,
  )
}
