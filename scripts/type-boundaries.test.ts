/**
 * Each part of the code is type-checked with the types of where it runs (src/tsconfig.json: the
 * Workers runtime only): a worker module that reaches for Node's `process` or the DOM's
 * `document` fails `npm run typecheck`. Probed with a module checked under src/'s configuration.
 */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { after, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc')
const folders: string[] = []
after(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })))

/** Type-checks `source` as a worker module: its errors, or '' when it passes. */
function checkAsWorkerModule(name: string, source: string): string {
  // Beside src/, so the configuration's relative paths resolve as they do for src/ itself.
  const dir = `${ROOT}.type-probe-${name}`
  folders.push(dir)
  mkdirSync(dir, { recursive: true })
  writeFileSync(`${dir}/probe.ts`, source)
  writeFileSync(
    `${dir}/tsconfig.json`,
    JSON.stringify({ extends: `${ROOT}src/tsconfig.json`, include: ['probe.ts'] }),
  )
  const result = spawnSync(process.execPath, [TSC, '-p', dir], { encoding: 'utf8' })
  return result.status === 0 ? '' : result.stdout
}

describe('worker code is checked with the Workers runtime types alone', () => {
  it('accepts what the runtime has (fetch, Request, crypto, D1)', () => {
    const source =
      'export const probe = (db: D1Database) => [new Request("https://x.test").url, crypto.randomUUID(), db]\n'
    assert.equal(checkAsWorkerModule('runtime', source), '')
  })

  it("refuses Node's process.env", () => {
    assert.match(
      checkAsWorkerModule('node', 'export const probe = process.env.X\n'),
      /Cannot find name 'process'/,
    )
  })

  it("refuses the DOM's document.title", () => {
    assert.match(
      checkAsWorkerModule('dom', 'export const probe = document.title\n'),
      /Cannot find name 'document'/,
    )
  })
})
