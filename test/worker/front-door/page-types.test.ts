/** The list of page types the tests and benches walk, checked against the app's route table. */
import { PatternRouter } from 'hono/router/pattern-router'
import { describe, expect, it } from 'vitest'
import { withOperatorRoutes } from '../../../src/admin/lazy-admin'
import app from '../../../src/app'
import { NOT_PAGE_ROUTES, PAGE_TYPES } from '../../support/page-types'
import { request } from '../helpers'

describe('the page-type list', () => {
  it('reaches every GET route of the app that answers a page, and names every other', () => {
    // The app's table with the operator's routes where it hands /admin to them (lazy-admin.ts).
    const table = withOperatorRoutes(app).routes
    const routes = [...new Set(table.filter((r) => r.method === 'GET').map((r) => r.path))]
    const router = new PatternRouter<string>()
    for (const route of routes) router.add('GET', route, route)
    const reached = new Set(
      PAGE_TYPES.flatMap(({ path }) =>
        router.match('GET', path.split('?')[0]!)[0].map(([route]) => route),
      ),
    )
    const pageRoutes = routes.filter((route) => !NOT_PAGE_ROUTES.includes(route))
    expect([...reached].sort()).toEqual(pageRoutes.sort())
    // Every route named as no page is still in the table.
    expect(NOT_PAGE_ROUTES.filter((route) => !routes.includes(route))).toEqual([])
  })

  it('answers each page type with its status and an HTML page of the site', async () => {
    for (const { name, path, status } of PAGE_TYPES) {
      const res = await request(path)
      expect(res.status, name).toBe(status)
      expect(res.headers.get('Content-Type'), name).toBe('text/html; charset=utf-8')
      expect(await res.text(), name).toMatch(/name="affiliate_subid" value="[a-z-]+"/)
    }
  })
})
