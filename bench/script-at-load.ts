/**
 * Script a page makes the browser fetch before any interaction, per page type: every
 * `<script src>` and `<link rel="modulepreload">` in the HTML the built worker serves (plain
 * workerd, a returning browser's request), each file gzipped as it would be sent, and the
 * modules those import (Vite's manifest lists them). The signup island is not among them: the
 * site script imports it only when a visitor reaches for a signup link
 * (client/signup-intent.ts). The budget is 5 KB (gzip) per page.
 */
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { freePort } from '../test/support/free-port.ts'
import { PAGE_TYPES } from '../test/support/page-types.ts'
import {
  BROWSER_HEADERS,
  progress,
  ROOT,
  startWorkerd,
  stopWorkerd,
  waitForPort,
  writeSingleWorkerConfig,
} from './workerd.ts'

export const SCRIPT_BUDGET_KB = 5
const CLIENT = `${ROOT}dist/client`

interface ManifestEntry {
  file: string
  imports?: string[]
}

export interface ScriptAtLoad {
  name: string
  path: string
  /** The script files fetched at load, as the page names them. */
  files: string[]
  gzipKb: number
}

/** The files a page's HTML makes the browser fetch as script, with their static imports. */
export function scriptsOf(html: string): string[] {
  const manifest = JSON.parse(readFileSync(`${CLIENT}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    ManifestEntry
  >
  const byFile = new Map(Object.values(manifest).map((entry) => [`/${entry.file}`, entry]))
  const named = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map(([, src]) => src!)
  const files = new Set<string>()
  const add = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const key of byFile.get(file)?.imports ?? []) add(`/${manifest[key]!.file}`)
  }
  named.forEach(add)
  return [...files]
}

export async function measureScriptAtLoad(): Promise<ScriptAtLoad[]> {
  const port = await freePort()
  const workerd = startWorkerd(writeSingleWorkerConfig(port, 'site'), 'ignore')
  try {
    await waitForPort(port)
    const rows: ScriptAtLoad[] = []
    for (const { name, path } of PAGE_TYPES) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        headers: BROWSER_HEADERS,
        redirect: 'manual',
      })
      const files = scriptsOf(await response.text())
      const bytes = files.reduce(
        (sum, file) => sum + gzipSync(readFileSync(`${CLIENT}${file}`), { level: 9 }).length,
        0,
      )
      rows.push({ name, path, files, gzipKb: bytes / 1024 })
    }
    progress('script at load: measured every page type')
    return rows
  } finally {
    await stopWorkerd(workerd)
  }
}

export function printScriptAtLoad(rows: ScriptAtLoad[]): void {
  console.log(
    `\nscript fetched before any interaction, per page type (budget ${SCRIPT_BUDGET_KB} KB gzip):\n`,
  )
  console.log('| page type | path | scripts | gzip | within budget |')
  console.log('|---|---|---|---|---|')
  for (const { name, path, files, gzipKb } of rows) {
    const names = files.map((file) => file.replace(/^\/assets\//, '')).join(', ')
    const within = gzipKb <= SCRIPT_BUDGET_KB ? 'yes' : '**no**'
    console.log(`| ${name} | \`${path}\` | ${names} | ${gzipKb.toFixed(1)} KB | ${within} |`)
  }
}

// Alone: `npx node bench/script-at-load.ts` (NO_BUNDLE=1 reuses the last bundle).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { bundleWorker } = await import('./workerd.ts')
  if (!process.env.NO_BUNDLE) bundleWorker()
  printScriptAtLoad(await measureScriptAtLoad())
}
