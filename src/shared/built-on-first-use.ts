/**
 * The per-isolate structures built so far, by name (the city index, the nearby-city grid, the
 * popular row, a state's URL keys, the ZIP table, a markup template, the operator's routes). Each
 * is built on first use, never as the isolate starts, which would charge every cold start for
 * what most first requests never read: test/worker/shared/built-on-first-use.test.ts loads the
 * whole worker and finds none built.
 */
const BUILT = new Set<string>()

/** Records that `name` was built in this isolate (once per structure; a Set keeps it cheap). */
export function noteBuilt(name: string): void {
  BUILT.add(name)
}

/** What this isolate has built so far. */
export function builtSoFar(): readonly string[] {
  return [...BUILT]
}
