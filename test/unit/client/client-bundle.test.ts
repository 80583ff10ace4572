/** The browser code as Vite built it (dist/client/.vite/manifest.json, read by the worker too). */
import { describe, expect, it } from 'vitest'
import manifest from '../../../dist/client/.vite/manifest.json'

interface ManifestEntry {
  file: string
  imports?: string[]
}

describe('the browser bundle', () => {
  it('is three scripts, the site script, the signup island and the operator pages’ one, each whole: no shared chunk to fetch after them', () => {
    const entries = Object.entries(manifest as Record<string, ManifestEntry>)
    const scripts = entries.filter(([, entry]) => entry.file.endsWith('.js'))
    expect(scripts.map(([source]) => source).sort()).toEqual([
      'client/admin.ts',
      'client/signup-island.tsx',
      'client/site.ts',
    ])
    expect(scripts.flatMap(([, entry]) => entry.imports ?? [])).toEqual([])
  })
})
