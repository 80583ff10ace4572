import { Hono } from 'hono'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppEnv } from '../../../src/http/app-env'
import { renderPage } from '../../../src/render/render-page'
import { TEST_ENV } from '../helpers'

function Broken(): never {
  throw new Error('secret detail at render time')
}

afterEach(() => vi.restoreAllMocks())

describe('a render failure', () => {
  it('answers 500 with the generic page and no stack trace, logging the detail for operators', async () => {
    const logged: string[] = []
    vi.spyOn(console, 'error').mockImplementation(
      (...args: unknown[]) => void logged.push(args.join(' ')),
    )
    const app = new Hono<AppEnv>()
    app.get('/boom', (c) => renderPage(c, <Broken />))
    const res = await app.request('https://nightgator.test/boom', {}, TEST_ENV)
    expect(res.status).toBe(500)
    const html = await res.text()
    expect(html).toContain('<h1>Unexpected Application Error!</h1>')
    expect(html).not.toContain('secret detail')
    expect(html).not.toMatch(/at \w+ \(|\.tsx?:\d+/)
    expect(logged.join('\n')).toContain('secret detail at render time')
  })
})
