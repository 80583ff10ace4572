/**
 * `node --expose-gc bench/ledger-memory.ts`: the count aggregators' client ledger
 * (src/campaign/counting/client-ledger.ts) through 100,000 simulated clients, each bringing
 * three new tags, three sub-id values and a unique click, with the process's heap and array
 * buffers measured (after a full GC) every 20,000 clients. The ledger's size is fixed by design;
 * this shows the heap stays flat around it.
 */
import { ClientLedger, LEDGER_BYTES } from '../src/campaign/counting/client-ledger.ts'

const DAY = '2026-11-27'
const CLIENTS = 100_000
const gc = (globalThis as { gc?: () => void }).gc

function memory(): { heap: number; buffers: number } {
  gc?.()
  const { heapUsed, arrayBuffers } = process.memoryUsage()
  return { heap: heapUsed, buffers: arrayBuffers }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`

const ledger = new ClientLedger()
const start = memory()
console.log(`ledger: ${LEDGER_BYTES.toLocaleString('en-US')} bytes (fixed)`)
console.log('clients  heap used  array buffers  admitted')
let admitted = 0
for (let client = 0; client < CLIENTS; client++) {
  const codes = [`c${client}`, `w${client >> 4}`]
  for (let tag = 0; tag < 3; tag++) {
    if (ledger.admits(codes, 'tag', `tag|t${client}-${tag}`, 20, DAY)) admitted++
    if (ledger.admits(codes, `sub1|t${tag}`, `sub1|t${tag}|z${client}`, 3, DAY)) admitted++
  }
  ledger.first(`once|c${client}|unique_click|t0`, DAY)
  if ((client + 1) % 20_000 === 0) {
    const now = memory()
    console.log(
      `${String(client + 1).padStart(7)}  ${mb(now.heap).padStart(9)}  ${mb(now.buffers).padStart(13)}  ${admitted}`,
    )
  }
}
const end = memory()
console.log(
  `heap grew ${mb(end.heap - start.heap)}, array buffers ${mb(end.buffers - start.buffers)} over ${CLIENTS.toLocaleString('en-US')} clients${gc ? '' : ' (run with --expose-gc for exact figures)'}`,
)
