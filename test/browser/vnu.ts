/**
 * The W3C's Nu Html Checker (vnu-jar from npm, run on the installed Java) on pages' live DOM:
 * what the browser holds after the scripts ran, serialized, not the HTML the worker sent. The
 * checker starts a JVM (several seconds): a run checks every document it is given at once.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  url?: string
  message: string
  extract?: string
}

/** The page's live DOM as a document. */
export function liveDocument(page: Page): Promise<string> {
  return page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`)
}

/** The checker's errors per document ("message :: extract"), warnings left out. */
export async function htmlErrors(
  documents: Record<string, string>,
): Promise<Record<string, string[]>> {
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'))
  try {
    const names = Object.keys(documents)
    const files = names.map((name, i) => {
      const file = join(dir, `${i}.html`)
      writeFileSync(file, documents[name]!)
      return file
    })
    const messages = await run(files)
    return Object.fromEntries(
      names.map((name, i) => [
        name,
        messages
          .filter((m) => m.type !== 'info' && m.url?.endsWith(`/${i}.html`))
          .map((m) => `${m.message}${m.extract ? ` :: ${m.extract.trim()}` : ''}`),
      ]),
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** `java -jar vnu.jar --format json FILES`: its JSON report comes on stderr. */
function run(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    const args = ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files]
    const child = spawn('java', args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let report = ''
    child.stderr.on('data', (chunk) => (report += chunk))
    child.on('error', reject)
    child.on('close', () => {
      try {
        resolve((JSON.parse(report) as { messages: VnuMessage[] }).messages)
      } catch {
        reject(new Error(`vnu gave no JSON report: ${report.slice(0, 500)}`))
      }
    })
  })
}
