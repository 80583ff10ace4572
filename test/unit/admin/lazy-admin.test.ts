import { describe, expect, it } from 'vitest'
import { buildOperatorApp } from '../../../src/admin/admin'
import { isOperatorPath, OPERATOR_PATHS } from '../../../src/admin/lazy-admin'

describe('the operator routes loaded on first use', () => {
  it('are all under the paths the app hands to the operator, so none is missed', () => {
    const outside = buildOperatorApp()
      .routes.map(({ path }) => path.replace(/\/\*$/, ''))
      .filter((path) => !isOperatorPath(path))
    expect(outside).toEqual([])
    expect(OPERATOR_PATHS).toEqual(['/admin'])
  })

  it('hands over a path equal to a root or below it, never one that only starts alike', () => {
    expect(isOperatorPath('/admin')).toBe(true)
    expect(isOperatorPath('/admin/rules/change')).toBe(true)
    expect(isOperatorPath('/admin/postbacks/test')).toBe(true)
    expect(isOperatorPath('/administrator')).toBe(false)
    expect(isOperatorPath('/admin-old/rules')).toBe(false)
    expect(isOperatorPath('/')).toBe(false)
  })
})
