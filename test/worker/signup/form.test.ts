import { afterEach, describe, expect, it, vi } from 'vitest'
import { FALLBACK_NOTICE } from '../../../src/shared/island-contract'
import { GO_PATH } from '../../../src/shared/paths'
import {
  h1s,
  ORIGIN,
  PASSWORD,
  postSignup,
  postSignupForm,
  request,
  TEST_ENV,
  textOf,
  VALID_SIGNUP,
  VALID_SIGNUP_FORM,
} from '../helpers'

/** The partner site's home page, where members sign in (the origin of PARTNER_SIGNUP_URL). */
const SIGN_IN_URL = `${new URL(TEST_ENV.PARTNER_SIGNUP_URL).origin}/`
const VALID = VALID_SIGNUP_FORM

afterEach(() => vi.restoreAllMocks())

describe('GET /signup', () => {
  it('shows the full signup form, working without JavaScript', async () => {
    const res = await request('/signup')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(h1s(html)).toEqual(['Join Nightgator free'])
    expect(html).toMatch(/<form class="signup-form" action="\/signup" method="post">/)
    expect(html).toMatch(/<input id="page-email" type="email" required=""/)
    expect(html).toMatch(/type="password" required="" minLength="6"/)
    expect(html).toMatch(/type="number" inputMode="numeric" required="" min="18" max="99"/)
    expect(html).toMatch(/<input id="page-consent" type="checkbox" required=""/)
    expect(html).toContain('<button class="button button-primary" type="submit">Continue</button>')
    // The page is the form: no modal island here.
    expect(html).not.toContain('id="signup-island"')
  })
})

describe('POST /signup (no JavaScript)', () => {
  it('answers 303 to the backend redirect on success', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ redirectUrl: 'https://partner.example.com/in' }),
    )
    const res = await postSignupForm(VALID)
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('https://partner.example.com/in')
  })

  it('re-renders the form with the error, keeping the email and never the password', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ error: 'Email already registered' }, { status: 409 }),
    )
    const res = await postSignupForm(VALID)
    expect(res.status).toBe(409)
    const html = await res.text()
    // A taken email: the way forward is to sign in on the partner site.
    expect(html).toContain(
      '<p class="form-error" role="alert">Email already registered<!-- --> ' +
        `<a href="${SIGN_IN_URL}">Sign in on the partner site</a></p>`,
    )
    expect(html).toContain('value="nojs@example.org"')
    expect(html).not.toContain(PASSWORD)
  })

  it('shows validation errors in the red box without forwarding', async () => {
    const backend = vi.spyOn(globalThis, 'fetch')
    const res = await postSignupForm({ ...VALID, age: '16' })
    expect(res.status).toBe(400)
    expect(textOf(await res.text())).toContain('You must be 18 or older to sign up.')
    expect(backend).not.toHaveBeenCalled()
  })

  it('offers no sign-in link with other errors', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ error: 'Password too weak' }, { status: 422 }),
    )
    const html = await (await postSignupForm(VALID)).text()
    expect(html).toMatch(/<p class="form-error" role="alert">Password too weak<\/p>/)
    expect(html).not.toContain('Sign in on the partner site')
  })

  it('says in one line why, then leads on to the partner sign-up page when the backend fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('network'))
    const res = await postSignupForm(VALID)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(h1s(html)).toEqual(['Continue on the partner site'])
    expect(textOf(html)).toContain(FALLBACK_NOTICE)
    expect(html).toContain(`href="${TEST_ENV.PARTNER_SIGNUP_URL.replace(/&/g, '&amp;')}"`)
    expect(html).not.toContain(PASSWORD)
  })

  it('rejects a JSON body and a cross-site post with the form and a 400', async () => {
    const json = await request('/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify(VALID),
    })
    expect(json.status).toBe(400)
    expect(await json.text()).toContain('class="form-error"')
    const crossSite = await request('/signup', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://evil.example',
      },
      body: new URLSearchParams(VALID).toString(),
    })
    expect(crossSite.status).toBe(400)
  })
})

describe('GET /success', () => {
  /** A signup through the no-JavaScript form that lands on /success; its Set-Cookie header. */
  async function signUpToSuccess(): Promise<string> {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ redirectUrl: null }))
    const res = await postSignupForm(VALID)
    expect(res.headers.get('Location')).toBe('/success')
    return res.headers.get('Set-Cookie') ?? ''
  }

  it('confirms, after a signup in this browser, and offers a way back and on to the partner', async () => {
    const setCookie = await signUpToSuccess()
    expect(setCookie).toMatch(
      /^signed_up=1; Max-Age=600; Path=\/success; HttpOnly; Secure; SameSite=Strict$/,
    )
    const res = await request('/success', { cookie: setCookie.split(';')[0] })
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const html = await res.text()
    expect(h1s(html)).toEqual(["You're in: your account request went through"])
    expect(html).toContain(`href="${GO_PATH}?from=success" rel="sponsored"`)
    expect(html).toContain('<a class="button" href="/">')
  })

  it('after a signup, says what comes next (the partner site) and offers no other Join', async () => {
    const setCookie = await signUpToSuccess()
    const html = await (await request('/success', { cookie: setCookie.split(';')[0] })).text()
    expect(textOf(html)).toContain('What comes next')
    expect(textOf(html)).toContain('Continue to the partner site')
    // No Join in the header, the menu or the footer, and no signup modal to open.
    expect(textOf(html)).not.toMatch(/Join/)
    expect(html).not.toContain('data-signup')
    expect(html).not.toContain('id="signup-island"')
  })

  it('sets the marker from the JSON API too, and never for a signup that goes to the partner', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ redirectUrl: null }))
    const api = await postSignup(VALID_SIGNUP)
    expect(api.status).toBe(200)
    expect(api.headers.get('Set-Cookie')).toMatch(/^signed_up=1;/)
    vi.restoreAllMocks()
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ redirectUrl: 'https://partner.example.com/in' }),
    )
    expect((await postSignupForm(VALID)).headers.get('Set-Cookie')).toBeNull()
  })

  it('says nothing untrue to a visitor who did not just sign up: nothing to confirm, and the ways on', async () => {
    for (const cookie of [undefined, 'signed_up=0', 'signed_up=yes']) {
      const res = await request('/success', { cookie })
      expect(res.status).toBe(200)
      expect(res.headers.get('Cache-Control')).toBe('no-store')
      const html = await res.text()
      expect(h1s(html)).toEqual(['No signup to confirm'])
      expect(textOf(html)).not.toMatch(/You're in|went through|is creating your/)
      expect(html).toContain(
        'href="/signup" class="button button-primary" data-signup="">Join Free',
      )
      expect(html).toContain(
        `<a class="button" href="${SIGN_IN_URL}">Sign in on the partner site</a>`,
      )
    }
  })
})

describe('the local stand-in backend (npm run dev)', () => {
  it('keeps the contract: created, then 409 for the same email, 400 for bad fields', async () => {
    const env = { ...TEST_ENV, BACKEND_URL: '', SIGNUP_STAND_IN: 'on' }
    const post = (body: object) => postSignup(body, { env })
    const body = {
      email: `standin-${Date.now()}@example.org`,
      password: PASSWORD,
      age: 30,
      consent: true,
      affiliate_subid: 'home',
    }
    const first = await post(body)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ redirectUrl: '/success' })
    const second = await post(body)
    expect(second.status).toBe(409)
    expect((await second.json<{ error: string }>()).error).toMatch(/already exists/)
  })
})
