/**
 * Script a page makes the browser fetch before any interaction, per page type: every
 * `<script src>` and `<link rel="modulepreload">` in the HTML the built worker serves (plain
 * workerd, a returning browser's request), each file gzipped as it would be sent, and the
 * modules those import (Vite's manifest lists them). The signup island is not among them: the
 * site script imports it only when a visitor reaches for a signup link
 * (client/signup-intent.ts). The budget is 5 KB (gzip) per page.
 */
import { execFileSync } from 'node:child_process'
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

/** The script a page's HTML makes the browser fetch at load, gzipped. */
function scriptAtLoad(name: string, path: string, html: string): ScriptAtLoad {
  const files = scriptsOf(html)
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(`${CLIENT}${file}`), { level: 9 }).length,
    0,
  )
  return { name, path, files, gzipKb: bytes / 1024 }
}

export async function measureScriptAtLoad(): Promise<ScriptAtLoad[]> {
  const rows: ScriptAtLoad[] = []
  for (const inTest of [false, true]) {
    const port = await freePort()
    const config = writeSingleWorkerConfig(port, 'site', inTest ? 'd1-lander-stub' : undefined)
    const workerd = startWorkerd(config, 'ignore')
    try {
      await waitForPort(port)
      const base = `http://127.0.0.1:${port}`
      if (!inTest) {
        for (const { name, path } of PAGE_TYPES) {
          const response = await fetch(`${base}${path}`, {
            headers: BROWSER_HEADERS,
            redirect: 'manual',
          })
          rows.push(scriptAtLoad(name, path, await response.text()))
        }
        continue
      }
      // A state page while a lander test is live on it (workerd.ts, LANDER_TEST_ROW): each
      // request a new visitor, given arm A or B at random; both arms' pages, once each. Through
      // curl: Node's fetch sends its own Sec-Fetch-Mode, and only a navigation is given an arm.
      const seen = new Set<string>()
      const headers = Object.entries(BROWSER_HEADERS)
        .filter(([name]) => name !== 'accept-encoding')
        .flatMap(([name, value]) => ['-H', `${name}: ${value}`])
      for (let i = 0; i < 40 && seen.size < 2; i++) {
        const html = execFileSync('curl', ['-s', ...headers, `${base}/state/Texas`]).toString()
        const arm = html.includes('Pick Your City in Texas') ? 'B' : 'A'
        if (seen.has(arm)) continue
        seen.add(arm)
        rows.push(scriptAtLoad(`state, lander test arm ${arm}`, '/state/Texas', html))
      }
      if (seen.size < 2) throw new Error('script at load: the lander test showed one arm only')
    } finally {
      await stopWorkerd(workerd)
    }
  }
  progress('script at load: measured every page type, and both arms of a lander test')
  return rows
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
