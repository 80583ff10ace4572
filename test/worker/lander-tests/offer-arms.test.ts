/**
 * Offer rotation end to end: a visitor holding an offer test's arm B goes on to B's partner from
 * /go and from both signup forms (created and fallback alike), and the CSP of B's pages and of
 * B's visitor's signup page lets the no-JS form's redirect reach B's host; arm A's never names it.
 */
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { readPartnerToken } from '../../../src/campaign/attribution'
import { armSetCookie } from '../../../src/lander-tests/arm-cookie'
import type { Arm } from '../../../src/lander-tests/lander-test'
import { forgetLiveTests } from '../../../src/lander-tests/live-tests'
import { createTest, endTest } from '../../../src/lander-tests/test-store'
import {
  answerJson,
  mockBackend,
  postSignup,
  postSignupForm,
  request,
  TEST_ENV,
  VALID_SIGNUP,
  VALID_SIGNUP_FORM,
} from '../helpers'

const SECRET = TEST_ENV.CAMPAIGN_SECRET!
const CAMPAIGN = 'lt_offer'
const OFFER_HOST = 'offer-b.example'
const ARMS: Arm[] = [
  { letter: 'A', weight: 50 },
  {
    letter: 'B',
    weight: 50,
    partnerUrl: `https://${OFFER_HOST}/join?aff=ng`,
    partnerSignupUrl: `https://${OFFER_HOST}/signup?aff=ng&page={page}`,
  },
]
/** A person's navigation: only those are given a campaign cookie (bots and fetches are not). */
const NAVIGATION = {
  'User-Agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
}
const CONFIGURED_HOST = new URL(TEST_ENV.PARTNER_SIGNUP_URL).host
const WELCOME = `https://${CONFIGURED_HOST}/welcome`

let testId = 0

beforeAll(async () => {
  testId = await createTest(env.DB!, {
    name: 'Houston offer',
    scope: { kind: 'campaign', tag: CAMPAIGN },
    pageType: 'city',
    difference: 'offer',
    arms: ARMS,
    baselineRate: 0.05,
    minimumLift: 0.2,
  })
  forgetLiveTests()
})

afterEach(() => vi.restoreAllMocks())

function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((value) => value.split(';')[0]!)
}

/** A visitor given `letter` who landed on a city page from the test's campaign: their cookies. */
async function visitorIn(letter: 'A' | 'B'): Promise<string> {
  const arm = (await armSetCookie([`${testId}${letter}`], SECRET, true)).split(';')[0]!
  const landing = await request(`/city/Texas/Houston?sub=${CAMPAIGN}`, {
    cookie: arm,
    headers: NAVIGATION,
  })
  await landing.arrayBuffer()
  const camp = cookiesOf(landing).find((cookie) => cookie.startsWith('camp='))
  expect(camp).toBeDefined()
  return `${arm}; ${camp}`
}

function formAction(response: Response): string {
  return (
    response.headers
      .get('Content-Security-Policy')
      ?.split('; ')
      .find((directive) => directive.startsWith('form-action')) ?? ''
  )
}

describe('an offer arm’s visitor goes on to its partner', () => {
  it('from /go', async () => {
    const go = await request('/go?from=city', { cookie: await visitorIn('B') })
    expect(go.status).toBe(302)
    const location = new URL(go.headers.get('Location')!)
    expect(location.host).toBe(OFFER_HOST)
    expect(location.pathname).toBe('/join')
  })

  it('from /go, also without a campaign (no landing page to tell the test by)', async () => {
    const arm = (await armSetCookie([`${testId}B`], SECRET, true)).split(';')[0]!
    const go = await request('/go?from=city', { cookie: arm })
    expect(new URL(go.headers.get('Location')!).host).toBe(OFFER_HOST)
  })

  it('lands on B’s sign-up page after posting the no-JS form, with the campaign and its token', async () => {
    mockBackend(answerJson(200, { redirectUrl: WELCOME }))
    const answer = await postSignupForm(VALID_SIGNUP_FORM, { cookie: await visitorIn('B') })
    expect(answer.status).toBe(303)
    const location = new URL(answer.headers.get('Location')!)
    expect(`${location.origin}${location.pathname}`).toBe(`https://${OFFER_HOST}/signup`)
    expect(location.searchParams.get('aff')).toBe('ng')
    expect(location.searchParams.get('page')).toBe('city')
    expect(location.searchParams.get('sub')).toBe(CAMPAIGN)
    expect(location.searchParams.get(TEST_ENV.PARTNER_CLICK_PARAM!)).toMatch(/\S/)
  })

  it('is sent on by the modal’s JSON answer too', async () => {
    mockBackend(answerJson(200, { redirectUrl: WELCOME }))
    const answer = await postSignup(VALID_SIGNUP, { cookie: await visitorIn('B') })
    const { redirectUrl } = await answer.json<{ redirectUrl: string }>()
    expect(new URL(redirectUrl).host).toBe(OFFER_HOST)
  })

  it('falls back to B’s sign-up page when the backend fails, in both forms', async () => {
    mockBackend(answerJson(500, { error: 'internal' }))
    const cookie = await visitorIn('B')
    const api = await postSignup(VALID_SIGNUP, { cookie })
    const { fallbackUrl } = await api.json<{ fallbackUrl: string }>()
    expect(new URL(fallbackUrl).host).toBe(OFFER_HOST)
    const form = await postSignupForm(VALID_SIGNUP_FORM, { cookie })
    expect(await form.text()).toContain(`href="https://${OFFER_HOST}/signup?aff=ng&amp;page=city`)
  })

  it('while arm A’s visitor goes on to the configured partner', async () => {
    mockBackend(answerJson(200, { redirectUrl: WELCOME }))
    const answer = await postSignupForm(VALID_SIGNUP_FORM, { cookie: await visitorIn('A') })
    expect(answer.status).toBe(303)
    const location = new URL(answer.headers.get('Location')!)
    expect(`${location.origin}${location.pathname}`).toBe(WELCOME)
  })
})

describe('the CSP form-action of an offer test', () => {
  it('names B’s host on a page of arm B and not on the page of arm A, cached or not', async () => {
    for (const letter of ['B', 'A', 'B', 'A'] as const) {
      const arm = (await armSetCookie([`${testId}${letter}`], SECRET, true)).split(';')[0]!
      const page = await request(`/city/Texas/Houston?sub=${CAMPAIGN}`, { cookie: arm })
      await page.arrayBuffer()
      expect(formAction(page).includes(`https://${OFFER_HOST}`), letter).toBe(letter === 'B')
      expect(formAction(page), letter).toContain(`https://${CONFIGURED_HOST}`)
    }
  })

  it('names B’s host on the signup page of arm B’s visitor only, shown or posted again', async () => {
    const cookies = { A: await visitorIn('A'), B: await visitorIn('B') }
    for (const letter of ['B', 'A', 'B', 'A'] as const) {
      const page = await request('/signup', { cookie: cookies[letter] })
      await page.arrayBuffer()
      expect(page.status).toBe(200)
      expect(formAction(page).includes(`https://${OFFER_HOST}`), letter).toBe(letter === 'B')
    }
    // A refused post shows the form again: its next post's redirect must still be allowed.
    const refused = await postSignupForm({ ...VALID_SIGNUP_FORM, age: '12' }, { cookie: cookies.B })
    await refused.arrayBuffer()
    expect(refused.status).toBe(400)
    expect(formAction(refused)).toContain(`https://${OFFER_HOST}`)
  })

  it('names no test’s host on the signup page of a visitor outside the test', async () => {
    const page = await request('/signup')
    await page.arrayBuffer()
    expect(formAction(page)).toBe(`form-action 'self' https://${CONFIGURED_HOST}`)
  })
})

describe('a newer test of the same page type in another scope', () => {
  it('leaves the visitor their offer and their arm’s credit', async () => {
    const cookie = await visitorIn('B')
    await createTest(env.DB!, {
      name: 'Houston headline, another campaign',
      scope: { kind: 'campaign', tag: 'lt_other' },
      pageType: 'city',
      difference: 'copy',
      arms: [
        { letter: 'A', weight: 50 },
        { letter: 'B', weight: 50, cta: 'Join Free' },
      ],
      baselineRate: 0.05,
      minimumLift: 0.2,
    })
    forgetLiveTests()
    const go = await request('/go?from=city', { cookie })
    const location = new URL(go.headers.get('Location')!)
    expect(location.host).toBe(OFFER_HOST)
    const token = location.searchParams.get(TEST_ENV.PARTNER_CLICK_PARAM!)!
    expect((await readPartnerToken(token, SECRET))?.dims?.arm).toBe(`${testId}B`)
  })
})

describe('an offer test ended with arm B kept', () => {
  it('sends everyone in its scope on to B’s partner, with no arm cookie and counted under no arm', async () => {
    const campaignOnly = async () => {
      const landing = await request(`/city/Texas/Houston?sub=${CAMPAIGN}`, { headers: NAVIGATION })
      await landing.arrayBuffer()
      return cookiesOf(landing).filter((cookie) => cookie.startsWith('camp='))
    }
    // Someone who landed before the end, as arm A: the kept arm is everyone's now.
    const cookie = await visitorIn('A')
    expect(await endTest(env.DB!, testId, 'kept', 'B', {})).toBe(true)
    forgetLiveTests()
    const go = await request('/go?from=city', { cookie })
    const location = new URL(go.headers.get('Location')!)
    expect(location.host).toBe(OFFER_HOST)
    const token = location.searchParams.get(TEST_ENV.PARTNER_CLICK_PARAM!)!
    expect((await readPartnerToken(token, SECRET))?.dims?.arm ?? '').toBe('')
    mockBackend(answerJson(200, { redirectUrl: WELCOME }))
    const signup = await postSignupForm(VALID_SIGNUP_FORM, { cookie: (await campaignOnly())[0] })
    expect(new URL(signup.headers.get('Location')!).host).toBe(OFFER_HOST)
    const page = await request('/signup', { cookie: (await campaignOnly())[0] })
    await page.arrayBuffer()
    expect(formAction(page)).toContain(`https://${OFFER_HOST}`)
    // Outside its scope, the configured partner.
    const elsewhere = await request('/go?sub=lt_elsewhere')
    expect(new URL(elsewhere.headers.get('Location')!).host).toBe(CONFIGURED_HOST)
  })
})

describe('an offer arm’s partner address', () => {
  /** Addresses that would put a wildcard or another directive into the CSP. */
  const HOSTILE = ['https://*', 'https://offer-c.example;sandbox/join']

  it.each(HOSTILE)(
    'never reaches the CSP, even from a test saved without the checks: %s',
    async (url) => {
      const id = await createTest(env.DB!, {
        name: `Hostile offer ${url}`,
        scope: { kind: 'campaign', tag: 'lt_hostile' },
        pageType: 'state',
        difference: 'offer',
        arms: [
          { letter: 'A', weight: 50 },
          { letter: 'B', weight: 50, partnerUrl: url, partnerSignupUrl: url },
        ],
        baselineRate: 0.05,
        minimumLift: 0.2,
      })
      forgetLiveTests()
      try {
        const arm = (await armSetCookie([`${id}B`], SECRET, true)).split(';')[0]!
        const page = await request('/state/Ohio?sub=lt_hostile', { cookie: arm })
        await page.arrayBuffer()
        const csp = page.headers.get('Content-Security-Policy') ?? ''
        expect(csp).not.toContain('*')
        expect(csp).not.toContain('sandbox')
        expect(formAction(page)).toBe(`form-action 'self' https://${CONFIGURED_HOST}`)
        // Nor does /go send the arm's visitor there: the arm's offer is no offer.
        const go = await request('/go?from=state', { cookie: arm })
        expect(new URL(go.headers.get('Location')!).host).toBe(CONFIGURED_HOST)
      } finally {
        await endTest(env.DB!, id, 'stopped', '', {})
        forgetLiveTests()
      }
    },
  )
})
