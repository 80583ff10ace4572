/**
 * `npm run check:layers`: the worker's folders form layers that only point down. Each file in
 * `src/` may import (at runtime: `import type` is free) its own folder or a folder of a lower
 * layer, never a folder of its own layer or above; so no two folders can import each other.
 * Node-only code (`node:` modules) lives in `scripts/`, never in `src/`. docs/architecture.md
 * ("Layers") lists the same order: change both together.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Top to bottom. A root file of `src/` is named with its extension. */
const LAYERS: readonly (readonly string[])[] = [
  ['index.ts'],
  ['app.ts'],
  ['front-door'],
  // The operator's side: its routes, login, read models, CSVs and views, above the public routes
  // (it answers 404 through them) and over the campaign code it reads.
  ['admin'],
  ['routes'],
  ['render'],
  ['pages'],
  ['components'],
  // Lander and offer tests: which arm a visitor sees, over the campaign code that counts it.
  ['lander-tests'],
  ['campaign', 'search', 'social'],
  ['directory', 'editorial', 'signup', 'islands'],
  ['site'],
  ['http'],
  ['shared', 'stats'],
  ['data'],
  ['config.ts'],
  ['env.ts'],
]

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const SRC = join(ROOT, 'src')

/** Every runtime import specifier of a module: type-only imports and re-exports left out. */
function runtimeImports(source: string): string[] {
  const found: string[] = []
  const statement =
    /^\s*(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm
  for (const match of source.matchAll(statement)) {
    if (match[5]) {
      found.push(match[5])
      continue
    }
    if (match[2]) continue
    const clause = match[3] ?? ''
    // `import { type A, type B } from` is type-only too (verbatimModuleSyntax keeps the rest).
    const named = /^\{([\s\S]*)\}$/.exec(clause.trim())
    if (named && named[1]!.split(',').every((part) => /^\s*(type\s|$)/.test(part))) continue
    found.push(match[4]!)
  }
  for (const match of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(match[1]!)
  return found
}

/** The layer unit of a path under src/: its first folder, or the root file's name. */
function unitOf(path: string): string {
  const parts = relative(SRC, path).split(/[\\/]/)
  return parts[0]!
}

function rankOf(unit: string): number {
  return LAYERS.findIndex((layer) => layer.includes(unit))
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

/** Each broken rule, as one line a reader can act on. */
function layerViolations(): string[] {
  const problems: string[] = []
  const edges = new Map<string, Set<string>>()
  for (const file of sourceFiles(SRC)) {
    const from = unitOf(file)
    const rank = rankOf(from)
    const name = relative(ROOT, file)
    if (rank < 0) problems.push(`${name}: src/${from} is in no layer of scripts/check-layers.ts`)
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('node:')) {
        problems.push(`${name}: imports ${specifier}; Node-only code belongs in scripts/`)
        continue
      }
      if (!specifier.startsWith('.')) continue
      const target = normalize(join(dirname(file), specifier))
      if (!target.startsWith(SRC)) continue
      const to = unitOf(target)
      if (to === from) continue
      if (!edges.has(from)) edges.set(from, new Set())
      edges.get(from)!.add(to)
      const targetRank = rankOf(to)
      if (rank >= 0 && targetRank >= 0 && targetRank <= rank) {
        const where = targetRank === rank ? 'its own layer' : 'a layer above it'
        problems.push(`${name}: imports ${specifier} (src/${to}, ${where})`)
      }
    }
  }
  for (const [from, targets] of edges) {
    for (const to of targets) {
      if (from < to && edges.get(to)?.has(from))
        problems.push(`src/${from} and src/${to} import each other`)
    }
  }
  return problems
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = layerViolations()
  if (problems.length > 0) {
    console.error(`Layers (scripts/check-layers.ts) broken:\n${problems.join('\n')}`)
    process.exit(1)
  }
  console.log(`Layers hold: ${LAYERS.map((layer) => layer.join(' ')).join(' > ')}`)
}
