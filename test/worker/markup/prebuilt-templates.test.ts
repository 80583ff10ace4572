/**
 * The markup templates React renders at build time (src/markup/generated/prebuilt-templates.ts) are
 * every template the worker makes, each what React renders for it today: a template added
 * without the build rendering it, or a component changed without `npm run build`, fails here.
 */
import { describe, expect, it } from 'vitest'
import { allTemplates, buildTemplate } from '../../../src/markup/markup-template'
import { PREBUILT_TEMPLATES } from '../../../src/markup/generated/prebuilt-templates'
import { builtSoFar } from '../../../src/shared/built-on-first-use'
import { request } from '../helpers'

describe('prebuilt markup templates', () => {
  // First: the tests below render the templates themselves.
  it('leave a cold city, ad or state page no template to render', async () => {
    for (const path of ['/city/Texas/Houston', '/city/Texas/Houston/7', '/state/California']) {
      expect((await request(path)).status).toBe(200)
    }
    // Gated: the 18+ form's return field, from a template too.
    expect((await request('/city/Texas/Austin', { confirmed: false })).status).toBe(200)
    expect(builtSoFar()).not.toContain('markup template')
  })
  it('cover every template the worker makes, and only those', async () => {
    await import('../../../src/index')
    const names = allTemplates().map((template) => template.name)
    expect(names.length).toBeGreaterThan(5)
    expect(Object.keys(PREBUILT_TEMPLATES).sort()).toEqual([...names].sort())
  })

  it('are what React renders for each template today, cut at the same holes', async () => {
    await import('../../../src/index')
    for (const { name, render } of allTemplates()) {
      expect(PREBUILT_TEMPLATES[name], name).toEqual(buildTemplate(render))
    }
  })
})
