/**
 * Every markup template of the worker, rendered by React and cut at its holes: what
 * generate-build-data.ts writes to src/markup/generated/prebuilt-templates.ts. Loaded through Vite's
 * module runner, in one module graph with the modules that make the templates (a test finds any
 * template the worker makes that is not prebuilt, so a module missing here fails it).
 */
import type { Built } from '../../src/markup/built-template'
import { allTemplates, buildTemplate } from '../../src/markup/markup-template'
import '../../src/components/ad-list-html'
import '../../src/components/AgeGate'
import '../../src/components/chrome-html'
import '../../src/components/city-grid-html'
import '../../src/components/more-in-city-html'
import '../../src/components/NearMe'

/** Each template's parts, by name, in name order (the file is the same for the same input). */
export function prebuiltTemplates(): Record<string, Built> {
  return Object.fromEntries(
    allTemplates()
      .map(({ name, render }) => [name, buildTemplate(render)] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  )
}
