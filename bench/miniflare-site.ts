/**
 * The built site on Miniflare, for the bench parts that need what plain workerd lacks (D1,
 * wrangler's Durable Objects, the rate limiter): the bundle as a module and the D1 schema.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { ROOT, WORK } from './workerd.ts'

/** The bundle of the last `bundleWorker()`, as Miniflare's module list (modulesRoot: `${WORK}/dist`). */
export function siteModule() {
  const path = `${WORK}/dist/index.js`
  return { type: 'ESModule' as const, path, contents: readFileSync(path, 'utf8') }
}

/** The schema from migrations/, statement by statement (a trigger's body kept whole). */
export async function applyMigrations(db: D1Database): Promise<void> {
  for (const file of readdirSync(`${ROOT}migrations`).sort()) {
    const sql = readFileSync(`${ROOT}migrations/${file}`, 'utf8').replace(/--.*$/gm, '')
    let pending = ''
    for (const part of sql.split(';')) {
      pending = pending ? `${pending};${part}` : part.trim()
      if (!pending) continue
      if (/^CREATE TRIGGER/i.test(pending) && !/\bEND\s*$/i.test(pending)) continue
      await db.prepare(pending).run()
      pending = ''
    }
  }
}
