import { describe, expect, it } from 'vitest'
import { buildOperatorApp } from '../../../src/admin/admin'
import { ADMIN_ROUTES } from '../../../src/admin/lazy-admin'

describe('the operator routes loaded on first use', () => {
  it('stand in the route table exactly as the operator app declares them, in its order', () => {
    expect(buildOperatorApp().routes.map(({ method, path }) => [method, path])).toEqual(
      ADMIN_ROUTES,
    )
  })
})
