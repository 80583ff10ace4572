/**
 * Where a fresh isolate's start-up and first request go, by V8's and workerd's own trace events:
 * `npx node bench/startup-trace.ts [PATH]` (default `/terms`; NO_BUNDLE=1 reuses the last
 * bundle). A fresh workerd serving the site alone is started with `--perfetto-trace`, sent one
 * request, and stopped; the trace is read here (a minimal reader of perfetto's protobuf: the
 * track events' names, begin and end) and printed as the top-level timeline (module compile,
 * module evaluation, the warm-up's microtask, the request) and, per event name, total and self
 * time. Tracing slows V8 down, parsing most: compare traces with each other, and measure a
 * change with compare-cold-starts.ts. What it found: docs/performance.md#cold-start.
 */
import { readFileSync } from 'node:fs'
import { freePort } from '../test/support/free-port.ts'
import {
  BROWSER_HEADERS,
  bundleWorker,
  stopWorkerd,
  startWorkerd,
  WORK,
  waitForPort,
  writeSingleWorkerConfig,
} from './workerd.ts'

const CATEGORIES = 'v8,workerd,disabled-by-default-v8.compile,v8.execute'

type Field = [field: number, wire: number, value: bigint | [start: number, end: number]]

/** A protobuf message's fields (varints, fixed 64/32-bit, and length-delimited as byte ranges). */
function* fieldsOf(bytes: Buffer, start = 0, end = bytes.length): Generator<Field> {
  let at = start
  const varint = () => {
    let value = 0n
    let shift = 0n
    let byte: number
    do {
      byte = bytes[at++]!
      value |= BigInt(byte & 0x7f) << shift
      shift += 7n
    } while (byte & 0x80)
    return value
  }
  while (at < end) {
    const key = varint()
    const [field, wire] = [Number(key >> 3n), Number(key & 7n)]
    if (wire === 0) yield [field, wire, varint()]
    else if (wire === 1) yield [field, wire, bytes.readBigUInt64LE((at += 8) - 8)]
    else if (wire === 5) yield [field, wire, BigInt(bytes.readUInt32LE((at += 4) - 4))]
    else if (wire === 2) {
      const length = Number(varint())
      yield [field, wire, [at, (at += length)]]
    } else throw new Error(`unknown wire type ${wire}`)
  }
}

const range = (value: Field[2]) => value as [number, number]

interface TraceEvent {
  ns: bigint
  begins: boolean
  name: string
  track: string
}

/**
 * The begin and end events of a perfetto trace, in time order. Packets carry timestamps as
 * deltas on their sequence once its defaults name the incremental clock (64), and event names
 * as ids interned per sequence.
 */
function readTrace(bytes: Buffer): TraceEvent[] {
  const names = new Map<number, Map<number, string>>()
  const clockOf = new Map<number, number>()
  const lastNs = new Map<number, bigint>()
  const events: TraceEvent[] = []
  for (const [field, wire, packet] of fieldsOf(bytes)) {
    if (field !== 1 || wire !== 2) continue
    let [ns, sequence, clock, flags] = [0n, 0, 0, 0]
    let event: [number, number] | undefined
    let interned: [number, number] | undefined
    let defaults: [number, number] | undefined
    for (const [f, , value] of fieldsOf(bytes, ...range(packet))) {
      if (f === 8) ns = value as bigint
      else if (f === 10) sequence = Number(value)
      else if (f === 11) event = range(value)
      else if (f === 12) interned = range(value)
      else if (f === 13) flags = Number(value)
      else if (f === 58) clock = Number(value)
      else if (f === 59) defaults = range(value)
    }
    if (flags & 1) names.set(sequence, new Map()) // incremental state cleared
    if (defaults) {
      for (const [f, , value] of fieldsOf(bytes, ...defaults)) {
        if (f === 58) clockOf.set(sequence, Number(value))
      }
    }
    if (!names.has(sequence)) names.set(sequence, new Map())
    if ((clock || clockOf.get(sequence)) === 64) ns += lastNs.get(sequence) ?? 0n
    if (ns) lastNs.set(sequence, ns)
    if (interned) {
      for (const [f, , entry] of fieldsOf(bytes, ...interned)) {
        if (f !== 2) continue // event_names
        let [id, name] = [0, '']
        for (const [ef, , value] of fieldsOf(bytes, ...range(entry))) {
          if (ef === 1) id = Number(value)
          else if (ef === 2) name = bytes.toString('utf8', ...range(value))
        }
        names.get(sequence)!.set(id, name)
      }
    }
    if (!event) continue
    let [type, nameId, name, track] = [0, 0, '', 0n]
    for (const [f, , value] of fieldsOf(bytes, ...event)) {
      if (f === 9) type = Number(value)
      else if (f === 10) nameId = Number(value)
      else if (f === 11) track = value as bigint
      else if (f === 23) name = bytes.toString('utf8', ...range(value))
    }
    if (type !== 1 && type !== 2) continue // slice begin and end only
    name ||= names.get(sequence)!.get(nameId) ?? `#${nameId}`
    events.push({ ns, begins: type === 1, name, track: `${sequence}/${track}` })
  }
  return events.sort((a, b) => (a.ns < b.ns ? -1 : a.ns > b.ns ? 1 : 0))
}

const ms = (ns: bigint) => (Number(ns) / 1e6).toFixed(2).padStart(8)

function report(events: TraceEvent[]): void {
  const origin = events[0]?.ns ?? 0n
  const open = new Map<string, { name: string; ns: bigint; children: bigint }[]>()
  const totals = new Map<string, { total: bigint; self: bigint; count: number }>()
  const timeline: string[] = []
  for (const event of events) {
    const stack = open.get(event.track) ?? []
    open.set(event.track, stack)
    if (event.begins) {
      stack.push({ name: event.name, ns: event.ns, children: 0n })
      continue
    }
    const slice = stack.pop()
    if (!slice) continue
    const duration = event.ns - slice.ns
    if (stack.length) stack[stack.length - 1]!.children += duration
    const sum = totals.get(slice.name) ?? { total: 0n, self: 0n, count: 0 }
    sum.total += duration
    sum.self += duration - slice.children
    sum.count++
    totals.set(slice.name, sum)
    // The outline: workerd's own steps, and what runs under them for 0.2 ms or more.
    if (stack.length <= 1 && duration >= 200_000n && !slice.name.startsWith('V8.')) {
      timeline.push(
        `${ms(slice.ns - origin)} ms  ${'  '.repeat(stack.length)}${slice.name} ${ms(duration)} ms`,
      )
    }
  }
  console.log('\nTimeline (start, from the first event; duration):\n')
  console.log(timeline.sort().join('\n'))
  console.log('\nBy event (total and self ms; count):\n')
  for (const [name, { total, self, count }] of [...totals]
    .sort((a, b) => Number(b[1].total - a[1].total))
    .slice(0, 30)) {
    console.log(`${name.padEnd(48)} ${ms(total)} ${ms(self)} ${String(count).padStart(6)}`)
  }
}

const path = process.argv[2] ?? '/terms'
if (!process.env.NO_BUNDLE) bundleWorker()
const port = await freePort()
const tracePath = `${WORK}/startup.pftrace`
const workerd = startWorkerd(writeSingleWorkerConfig(port, 'site'), 'ignore', [
  `--perfetto-trace=${tracePath}=${CATEGORIES}`,
])
try {
  await waitForPort(port)
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: BROWSER_HEADERS })
  await response.arrayBuffer()
  await new Promise((resolve) => setTimeout(resolve, 300))
} finally {
  // The trace is written out as workerd exits.
  await stopWorkerd(workerd)
}
console.log(`${path}: ${tracePath}`)
report(readTrace(readFileSync(tracePath)))
