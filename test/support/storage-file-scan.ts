/**
 * A raw scan of the Durable Objects' storage files, run in Node beside the worker tests (a service
 * binding of test/vitest.config.ts, STORAGE_FILES): every file of every count aggregator's SQLite
 * database (the main file, its WAL and shared memory, freed pages and all), byte for byte, for
 * each value asked about. What SQL cannot show (a deleted row's bytes) is found here.
 */
import { readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Where miniflare keeps a test run's Durable Objects: <tmp>/miniflare-<random>/do/<class>/. */
async function aggregatorFiles(): Promise<string[]> {
  const files: string[] = []
  const runs = (await readdir(tmpdir())).filter((name) => name.startsWith('miniflare-'))
  for (const run of runs) {
    const objects = join(tmpdir(), run, 'do')
    const classes = await readdir(objects).catch(() => [] as string[])
    for (const name of classes.filter((c) => c.endsWith('CountAggregator'))) {
      const folder = join(objects, name)
      for (const file of await readdir(folder).catch(() => [] as string[]))
        files.push(join(folder, file))
    }
  }
  return files
}

/**
 * POST a JSON array of strings: answers `{ files, found }`, how many files were read and each
 * value found as `value in file` (UTF-8 bytes, as SQLite stores text). Values should be unique to
 * the test asking: every run's files on the machine are read.
 */
export async function scanStorageFiles(request: Request): Promise<Response> {
  const values = (await request.json()) as string[]
  const found: string[] = []
  const files = await aggregatorFiles()
  for (const file of files) {
    const bytes = await readFile(file).catch(() => undefined)
    if (!bytes) continue
    for (const value of values)
      if (bytes.includes(Buffer.from(value, 'utf8'))) found.push(`${value} in ${file}`)
  }
  return Response.json({ files: files.length, found })
}
