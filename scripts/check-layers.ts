/**
 * `npm run check:layers`: the worker's folders form layers that only point down. Each file in
 * `src/` may import its own folder or a folder of a lower layer, never a folder of its own layer
 * or above; so no two folders can import each other. `import type` counts: a type is a
 * dependency a reader must follow, even when nothing of it runs (decision 054). No two files of
 * `src/` may import each other, directly or round a longer circle, type-only imports included.
 * Node-only code (`node:` modules) lives in `scripts/`, never in `src/`.
 *
 * Inside `src/campaign/` the parts are ordered too (CAMPAIGN_PARTS), and each has a door, its
 * `index.ts`: code outside a part imports the part's door, never a module inside it, and a part
 * imports only lower parts. These two rules count `import type` as well, since a door is about
 * what a reader must know of a part, not only about what runs. Files in a part import their
 * siblings directly. Inside `src/admin/` the parts are its screens over the sign-in over the
 * screens' shared `ui/` (ADMIN_PARTS, in the same order, without doors: a screen is imported by
 * the operator's app alone); `admin/`'s own files (the app and its lazy route table) stand above
 * them. The jobs (DOORED: `zone-rules/`, `alerts/`) are imported through their `index.ts`, and
 * the folders of NO_HTML hold no markup (no `.tsx`, no React, no renderer): the read side and the
 * jobs hand data to the screens. docs/architecture.md ("Layers") lists the same order: change
 * both together.
 *
 * `node scripts/check-layers.ts [root]` checks `root/src` (the repository's by default);
 * scripts/check-layers.test.ts plants broken imports in a copy that way.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Top to bottom. A root file of `src/` is named with its extension; a folder inside a folder
 * (`parent/child`) would be a unit of its own, apart from the rest of its parent.
 */
export const LAYERS: readonly (readonly string[])[] = [
  ['index.ts'],
  ['app.ts'],
  ['front-door'],
  // The operator's screens: routes, login and views only, above the public routes (it answers
  // 404 through them) and over the jobs, settings and read models they show.
  ['admin'],
  // The jobs the worker's entry runs every 10 minutes (zone rules, then alerts), which the
  // screens configure through their doors.
  ['alerts', 'cost-sync', 'zone-rules'],
  // What the operator says about a campaign: its traffic source, its manual cost.
  ['campaign-settings'],
  // The read side: one module per report or view model, its SQL beside it, and the CSVs; no HTML.
  ['reports'],
  ['routes'],
  // The page renderer (a React tree to a Response, the warm-up) wraps pages in the chrome.
  ['render'],
  ['pages'],
  ['components'],
  // Lander and offer tests: which arm a visitor sees, over the campaign code that counts it.
  ['lander-tests'],
  ['campaign', 'search', 'social'],
  ['directory', 'editorial', 'signup', 'islands'],
  ['site'],
  // The markup machinery components and routes use: React's string renderer, build-time
  // templates, slots and escaping; below every page part, above the request plumbing it reads.
  ['markup'],
  ['http'],
  ['shared', 'stats'],
  ['data'],
  ['config.ts'],
  ['env.ts'],
]

/** The parts of `src/campaign/`, top to bottom; parts on one row may not import each other. */
export const CAMPAIGN_PARTS: readonly (readonly string[])[] = [
  ['aggregator'],
  ['counting', 'conversions'],
  ['attribution'],
  ['core'],
]

/** The parts of `src/admin/`, top to bottom: the screens, the sign-in, what the screens share. */
export const ADMIN_PARTS: readonly (readonly string[])[] = [
  ['alerts', 'connections', 'dashboard', 'partners', 'postbacks', 'report', 'rules', 'tests'],
  ['login'],
  ['ui'],
]

/** Folders with parts: whether each part has a door (`index.ts`) outside code must use. */
const HOUSES: Record<string, { parts: readonly (readonly string[])[]; doors: boolean }> = {
  campaign: { parts: CAMPAIGN_PARTS, doors: true },
  admin: { parts: ADMIN_PARTS, doors: false },
}

/** Top folders imported through their `index.ts` only. */
export const DOORED: readonly string[] = ['alerts', 'cost-sync', 'zone-rules']

/** Top folders that hold no markup: data for the screens, never HTML. */
export const NO_HTML: readonly string[] = [
  'alerts',
  'campaign-settings',
  'cost-sync',
  'reports',
  'zone-rules',
]

const DOOR = 'index.ts'

/**
 * Every import specifier of a module: imports and re-exports, type-only ones too (a type is a
 * dependency), side-effect imports and `import()` (dynamic, or in a type).
 */
function importsOf(source: string): string[] {
  const statement =
    /^\s*(?:import|export)\s+[\s\S]*?\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm
  const found = [...source.matchAll(statement)].map((match) => (match[1] ?? match[2])!)
  for (const match of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(match[1]!)
  return found
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

function rankIn(rows: readonly (readonly string[])[], name: string): number {
  return rows.findIndex((row) => row.includes(name))
}

/** Each broken rule under `root/src`, as one line a reader can act on. */
export function layerViolations(root: string): string[] {
  const src = join(resolve(root), 'src')
  const nested = LAYERS.flat().filter((unit) => unit.includes('/'))
  const inSrc = (path: string) => relative(src, path).split(/[\\/]/).join('/')

  /** The layer unit of a path under src/: a nested unit it is in, its first folder, or the root file's name. */
  function unitOf(path: string): string {
    const at = inSrc(path)
    return nested.find((unit) => at.startsWith(`${unit}/`)) ?? at.split('/')[0]!
  }

  /** The house, part and door of a path; null outside a folder with parts. */
  function partOf(path: string): Place | null {
    const [house, ...rest] = inSrc(path).split('/')
    if (!house || !HOUSES[house] || rest.length === 0) return null
    // `../campaign/counting` names the part's folder, so its door.
    if (rest.length === 1 && !/\.(tsx?|css)$/.test(rest[0]!))
      return { house, part: rest[0]!, door: true }
    if (rest.length === 1) return { house, part: '', door: false }
    const door = rest.length === 2 && /^index(\.ts)?$/.test(rest[1]!)
    return { house, part: rest[0]!, door }
  }

  const problems: string[] = []
  const edges = new Map<string, Set<string>>()
  const files = sourceFiles(src)
  const known = new Set(files)
  /** The source file an import lands on (`x` is `x.ts`, `x.tsx` or `x/index.ts`); null for a non-TS file. */
  const fileAt = (target: string) =>
    ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((end) => target + end)
      .find((path) => known.has(path)) ?? null
  const fileEdges = new Map<string, Set<string>>()
  for (const file of files) {
    const from = unitOf(file)
    const rank = rankIn(LAYERS, from)
    const name = relative(root, file)
    if (rank < 0) problems.push(`${name}: src/${from} is in no layer of scripts/check-layers.ts`)
    const fromPart = partOf(file)
    if (fromPart && fromPart.part && rankIn(HOUSES[fromPart.house]!.parts, fromPart.part) < 0)
      problems.push(`${name}: is in no part of src/${fromPart.house}`)
    if (NO_HTML.includes(from) && file.endsWith('.tsx'))
      problems.push(`${name}: src/${from} holds no markup; a screen renders it`)
    fileEdges.set(file, new Set())
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('node:')) {
        problems.push(`${name}: imports ${specifier}; Node-only code belongs in scripts/`)
        continue
      }
      if (NO_HTML.includes(from) && /^(react|react-dom|hono\/jsx)(\/|$)/.test(specifier))
        problems.push(`${name}: imports ${specifier}; src/${from} holds no markup`)
      if (!specifier.startsWith('.')) continue
      const target = normalize(join(dirname(file), specifier))
      if (!target.startsWith(src)) continue
      const to = unitOf(target)
      problems.push(...partProblems(name, specifier, fromPart, partOf(target)))
      if (DOORED.includes(to) && to !== from && !/^[^/]+(\/index(\.ts)?)?$/.test(inSrc(target)))
        problems.push(
          `${name}: imports ${specifier}, inside src/${to}; import its door src/${to}/${DOOR}`,
        )
      if (NO_HTML.includes(from) && ['markup', 'render', 'components', 'pages'].includes(to))
        problems.push(`${name}: imports ${specifier}; src/${from} holds no markup`)
      const targetFile = fileAt(target)
      if (targetFile) fileEdges.get(file)!.add(targetFile)
      if (to === from) continue
      if (!edges.has(from)) edges.set(from, new Set())
      edges.get(from)!.add(to)
      const targetRank = rankIn(LAYERS, to)
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
  for (const component of circles(fileEdges)) {
    const name = (file: string) => relative(root, file)
    const path = pathRound(fileEdges, component)
    const others = component
      .filter((file) => !path.includes(file))
      .map(name)
      .sort()
    const also = others.length > 0 ? ` (in the same circle: ${others.join(', ')})` : ''
    problems.push(`circle: ${path.map(name).join(' -> ')}${also}`)
  }
  return problems
}

/**
 * Each set of files that import each other round a circle (a strongly connected component of
 * more than one file, or a file importing itself), by Tarjan's algorithm, sorted by first file.
 */
export function circles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    low.set(node, index.get(node)!)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1 || graph.get(node)?.has(node)) found.push(component)
  }
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node)
  return found.map((component) => component.sort()).sort((a, b) => (a[0]! < b[0]! ? -1 : 1))
}

/**
 * One shortest path round a circle, from its first file in name order back to it through the
 * circle's files only: the imports a reader could cut.
 */
function pathRound(graph: ReadonlyMap<string, ReadonlySet<string>>, component: string[]): string[] {
  const inside = new Set(component)
  const start = [...component].sort()[0]!
  const cameFrom = new Map<string, string>()
  const queue = [start]
  for (let at = 0; at < queue.length; at++) {
    for (const next of [...(graph.get(queue[at]!) ?? [])].sort()) {
      if (!inside.has(next)) continue
      if (next === start) {
        const path = [start]
        for (let node = queue[at]!; node !== start; node = cameFrom.get(node)!)
          path.splice(1, 0, node)
        return [...path, start]
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, queue[at]!)
        queue.push(next)
      }
    }
  }
  return [start, start]
}

interface Place {
  house: string
  part: string
  door: boolean
}

/** The door rule and the inner order for one import that lands in a folder with parts. */
function partProblems(
  name: string,
  specifier: string,
  from: Place | null,
  to: Place | null,
): string[] {
  if (!to || !to.part) return []
  const { parts, doors } = HOUSES[to.house]!
  const same = from?.house === to.house
  if (same && to.part === from.part) {
    // A part's door re-exports its files: one of them importing it could import itself.
    return doors && to.door && !from.door
      ? [`${name}: imports ${specifier}, its own part's door; import the sibling module`]
      : []
  }
  const door = `src/${to.house}/${to.part}/${DOOR}`
  if (doors && !to.door)
    return [`${name}: imports ${specifier}, inside ${to.house}/${to.part}; import its door ${door}`]
  // The house's own files (admin.tsx, a door of the whole) stand above its parts.
  if (!same || !from.part) return []
  const fromRank = rankIn(parts, from.part)
  const toRank = rankIn(parts, to.part)
  if (fromRank >= 0 && toRank >= 0 && toRank <= fromRank) {
    const where = toRank === fromRank ? 'a part beside it' : 'a part above it'
    return [`${name}: imports ${specifier} (${to.house}/${to.part}, ${where})`]
  }
  return []
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? fileURLToPath(new URL('../', import.meta.url))
  const problems = layerViolations(root)
  if (problems.length > 0) {
    console.error(`Layers (scripts/check-layers.ts) broken:\n${problems.join('\n')}`)
    process.exit(1)
  }
  const order = (rows: readonly (readonly string[])[]) =>
    rows.map((row) => row.join(' ')).join(' > ')
  console.log(
    `Layers hold: ${order(LAYERS)}\ncampaign parts: ${order(CAMPAIGN_PARTS)}\nadmin parts: ${order(ADMIN_PARTS)}`,
  )
}
