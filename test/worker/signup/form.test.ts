import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  h1s,
  ORIGIN,
  PASSWORD,
  postSignup,
  postSignupForm,
  request,
  TEST_ENV,
  textOf,
  VALID_SIGNUP_FORM,
} from '../helpers'

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
    expect(html).toMatch(/<p class="form-error" role="alert">Email already registered<\/p>/)
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

  it('sends the visitor to the partner sign-up page when the backend fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('network'))
    const res = await postSignupForm(VALID)
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe(TEST_ENV.PARTNER_SIGNUP_URL)
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
  it('confirms and offers a way back and on to the partner', async () => {
    const res = await request('/success')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(h1s(html)).toHaveLength(1)
    expect(html).toContain('href="/go?sub=success" rel="sponsored"')
    expect(html).toContain('<a class="button" href="/">')
  })
})

describe('the local stand-in backend (npm run dev)', () => {
  it('keeps the contract: created, then 409 for the same email, 400 for bad fields', async () => {
    const env = { ...TEST_ENV, BACKEND_URL: '', SIGNUP_STAND_IN: 'on' }
    const post = (body: object) => postSignup(body, {}, env)
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
