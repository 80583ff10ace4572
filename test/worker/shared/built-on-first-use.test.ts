/**
 * A cold start evaluates the worker's modules and nothing more: the structures the pages need
 * (the city index, the nearby-city grid, the popular row, URL keys, the ZIP table, templates)
 * and the operator's code are built on first use. A module that builds one as it loads again
 * fails the first test.
 */
import { describe, expect, it } from 'vitest'
import { builtSoFar } from '../../../src/shared/built-on-first-use'
import { request } from '../helpers'

describe('start-up', () => {
  it('builds nothing: loading the whole worker leaves every structure for its first use', async () => {
    // What an isolate evaluates before its first request: the entry and all it imports.
    await import('../../../src/index')
    expect(builtSoFar()).toEqual([])
  })

  it('the first city page builds what it reads, and only that', async () => {
    const response = await request('/city/Texas/Houston')
    expect(response.status).toBe(200)
    expect(builtSoFar()).toEqual(
      expect.arrayContaining(['city URL keys', 'city index', 'nearby-city grid']),
    )
    expect(builtSoFar()).not.toContain('operator routes')
    expect(builtSoFar()).not.toContain('ZIP table')
  })
})
