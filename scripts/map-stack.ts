/**
 * A stack trace from the worker's log, mapped back to the TypeScript. The deployed bundle is
 * minified (wrangler.toml says why): Cloudflare maps the stacks of uncaught exceptions with the
 * uploaded source map, but a stack the worker logs itself (a `render` line's `error`) names
 * places in the minified bundle. `npx node scripts/map-stack.ts [MAP] < stack.txt` reads the
 * stack, or the whole JSON log line, on standard input and prints it with each `index.js:L:C`
 * replaced by the source file, line and column (and the original name, where the map has it).
 * MAP is the deployed commit's source map, by default `.wrangler/dry-run/index.js.map` (the
 * bundle beside it is read too), which `npm run check:bundle` writes (docs/operations.md, "Logs and observability").
 */
import { readFileSync } from 'node:fs'
import { SourceMap } from 'node:module'

/** A bundle's source map, with the length of each of the bundle's lines. */
export interface BundleMap {
  map: SourceMap
  lineLengths: number[]
}

export function bundleMap(code: string, mapJson: string): BundleMap {
  const lineLengths = code.split('\n').map((line) => line.length)
  return { map: new SourceMap(JSON.parse(mapJson), { lineLengths }), lineLengths }
}

/** `stack` with each place in the bundle (`…index.js:LINE:COLUMN`) mapped back. */
export function mapStack(stack: string, { map, lineLengths }: BundleMap): string {
  return stack.replace(/[^\s()]*index\.js:(\d+):(\d+)/g, (place, line: string, column: string) => {
    // A place outside the bundle is not this bundle's: left as it is.
    if (Number(column) > (lineLengths[Number(line) - 1] ?? -1)) return place
    const origin = map.findOrigin(Number(line), Number(column))
    if (!('fileName' in origin)) return place
    const file = origin.fileName.replace(/^(?:\.\.\/)+/, '')
    const name = origin.name ? ` (${origin.name})` : ''
    return `${file}:${origin.lineNumber}:${origin.columnNumber}${name}`
  })
}

/** The stack in a log line: its `error` field when the text is one JSON object, else the text. */
export function stackOf(text: string): string {
  try {
    const line = JSON.parse(text) as { error?: unknown }
    if (typeof line.error === 'string') return line.error
  } catch {
    // Not a JSON line: the stack itself.
  }
  return text
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const mapPath = process.argv[2] ?? '.wrangler/dry-run/index.js.map'
  const bundle = bundleMap(
    readFileSync(mapPath.replace(/\.map$/, ''), 'utf8'),
    readFileSync(mapPath, 'utf8'),
  )
  console.log(mapStack(stackOf(readFileSync(0, 'utf8').trim()), bundle))
}
