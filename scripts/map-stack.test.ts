/** Stacks the worker logs, read back in the TypeScript they came from. */
import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'
import { buildSync } from 'esbuild'
import { bundleMap, mapStack, stackOf } from './map-stack.ts'

const dir = mkdtempSync(join(tmpdir(), 'map-stack-'))
after(() => rmSync(dir, { recursive: true, force: true }))

/** A two-file source bundled and minified as wrangler does, with its source map. */
function minifiedBundle() {
  writeFileSync(
    join(dir, 'page.ts'),
    [
      'export function renderListing(count: number): string {',
      "  if (count < 0) throw new Error('boom')",
      '  return String(count)',
      '}',
      '',
    ].join('\n'),
  )
  writeFileSync(
    join(dir, 'entry.ts'),
    "import { renderListing } from './page'\nexport default renderListing(Number(globalThis.count ?? 1))\n",
  )
  buildSync({
    entryPoints: [join(dir, 'entry.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    sourcemap: 'external',
    outfile: join(dir, 'index.js'),
    logLevel: 'silent',
  })
  const code = readFileSync(join(dir, 'index.js'), 'utf8')
  return { code, bundle: bundleMap(code, readFileSync(join(dir, 'index.js.map'), 'utf8')) }
}

describe('map-stack', () => {
  it('maps a frame in the minified bundle to the source line that threw', () => {
    const { code, bundle } = minifiedBundle()
    const line = code.split('\n').findIndex((text) => text.includes('throw new Error("boom")'))
    const column = code.split('\n')[line]!.indexOf('throw') + 1
    const stack = `Error: boom\n    at a (worker/index.js:${line + 1}:${column})\n    at fetch (index.js:99:1)`
    const mapped = mapStack(stack, bundle)
    assert.match(mapped, /at a \(.*page\.ts:2:\d+\)/)
    // A place the map does not cover is left as it was.
    assert.match(mapped, /at fetch \(index\.js:99:1\)/)
  })

  it("reads the stack from a whole JSON log line's error field, or takes the text as it is", () => {
    const line = JSON.stringify({ event: 'render', error: 'Error: x\n    at b (index.js:1:2)' })
    assert.equal(stackOf(line), 'Error: x\n    at b (index.js:1:2)')
    assert.equal(stackOf('Error: y'), 'Error: y')
  })
})
