/** axe-core run inside a page: the accessibility check every browser test file shares. */
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** axe-core's violations on the page as it stands (WCAG 2.2 A/AA and best practices). */
export async function violations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE)
  const result = await page.evaluate(() =>
    (
      window as unknown as {
        axe: {
          run: (
            o: object,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe.run({
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    }),
  )
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}
