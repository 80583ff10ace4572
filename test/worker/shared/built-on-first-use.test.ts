/**
 * A cold start evaluates the worker's modules and warms React's string renderer, and nothing
 * more: the structures the pages need (the city index, the nearby-city grid, the popular row,
 * URL keys, the ZIP table, templates) and the operator's code are built or loaded on first use,
 * or come from the build (nearby cities, the popular row, templates). A module that builds one
 * as it loads again fails the first test.
 */
import { describe, expect, it } from 'vitest'
import { builtSoFar } from '../../../src/shared/built-on-first-use'
import { request, TEST_ENV } from '../helpers'

describe('start-up', () => {
  it('builds nothing but warms React: every structure is left for its first use', async () => {
    // What an isolate evaluates before its first request: the entry and all it imports, then
    // the renderer's warm-up (render/warm-up.tsx), which keeps nothing it rendered.
    await import('../../../src/index')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(builtSoFar()).toEqual(['React string renderer'])
  })

  it('the first city page builds what it reads, and only that', async () => {
    const response = await request('/city/Texas/Houston')
    expect(response.status).toBe(200)
    expect(builtSoFar()).toEqual(expect.arrayContaining(['React string renderer', 'city URL keys']))
    // Its nearby cities come from the build (data/cities/city-derived.ts), not the city index.
    for (const built of ['city index', 'nearby-city grid', 'operator routes', 'ZIP table']) {
      expect(builtSoFar()).not.toContain(built)
    }
    expect(await response.text()).toContain('Cities near Houston')
  })

  it('the first home page reads the popular row from the build, not the city index', async () => {
    const response = await request('/')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Popular cities')
    for (const built of ['city index', 'popular row', 'nearby-city grid']) {
      expect(builtSoFar()).not.toContain(built)
    }
  })

  it("builds the operator's app on the operator's first request, not before", async () => {
    await request('/')
    expect(builtSoFar()).not.toContain('operator routes')
    const operator = { ...TEST_ENV, ADMIN_TOKEN: 'a-token-for-this-test' }
    const response = await request('/admin', {}, operator)
    // No credentials: the operator's own login answers, so its app was built to answer.
    expect(response.status).toBe(401)
    expect(builtSoFar()).toContain('operator routes')
  })

  it("the first search ranks over each state's keys, not the city index", async () => {
    const response = await request('/search?q=san')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('San Antonio')
    expect(builtSoFar()).toContain('city keys')
    expect(builtSoFar()).not.toContain('city index')
  })
})
