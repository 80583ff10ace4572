import { describe, expect, it } from 'vitest'
import { pagePerTest } from './helpers'

// Headless Chromium says "HeadlessChrome", which isbot rightly counts as a bot: look like a person.
const session = pagePerTest({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
})

describe('a campaign landing in Chromium', () => {
  it('gets the memoized page, gzipped once, with the camp cookie; the last campaign wins', async () => {
    const page = session.page()
    // Three views make the page memoized: the front door then answers it, gzipped.
    for (let i = 0; i < 3; i++) await page.goto('/state/Iowa')
    const response = await page.goto('/state/Iowa?sub=browser_a')
    expect(response!.headers()['content-encoding']).toBe('gzip')
    expect(await page.locator('h1').innerText()).toMatch(/Iowa/)
    const camp = async () =>
      (await session.context().cookies()).find((cookie) => cookie.name === 'camp')
    // Signed by the site: campaign, landing page, signature.
    expect(await camp()).toMatchObject({
      value: expect.stringMatching(/^v1\.browser_a\.state\.[A-Za-z0-9_-]{22}$/),
      httpOnly: true,
      sameSite: 'Lax',
    })
    await page.goto('/?sub=browser_b')
    expect((await camp())?.value).toMatch(/^v1\.browser_b\.home\./)
  })
})
