import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  answerJson,
  mockBackend,
  postSignup,
  postSignupForm,
  TEST_ENV,
  VALID_SIGNUP,
  VALID_SIGNUP_FORM,
} from '../../helpers'
import { campFor, DESKTOP, IPHONE } from '../campaign-helpers'

afterEach(() => vi.restoreAllMocks())

/**
 * The partner click token of a campaign and page (any hour), as the fallback carries it: the
 * click's dimensions (sub-ids, state, OS, device) in base64url before the signature.
 */
const TOKEN = (campaign: string, page: string) =>
  `${campaign}\\.\\d{10}\\.${page}\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{22}`

const WITH_PAGE = {
  ...TEST_ENV,
  PARTNER_SIGNUP_URL: 'https://partner.example.com/signup?aff=nightgator&page={page}',
}

describe('attribution on the fallback to the partner', () => {
  it('sends the no-JavaScript form on with sub= and, where the URL asks, the landing page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    mockBackend(answerJson(503, {}))
    // The form's fallback page says why in one line and links on: no dead ends.
    const plain = await postSignupForm(VALID_SIGNUP_FORM, {
      cookie: await campFor('fall_a', 'state'),
      agent: DESKTOP,
    })
    expect(plain.status).toBe(200)
    expect(await plain.text()).toMatch(
      new RegExp(
        `href="https://partner\\.example\\.com/signup\\?aff=nightgator&amp;sub=fall_a&amp;aff_sub=${TOKEN('fall_a', 'state')}"`,
      ),
    )
    const paged = await postSignupForm(VALID_SIGNUP_FORM, {
      cookie: await campFor('fall_a', 'city'),
      agent: DESKTOP,
      env: WITH_PAGE,
    })
    expect(await paged.text()).toMatch(
      new RegExp(
        `href="https://partner\\.example\\.com/signup\\?aff=nightgator&amp;page=city&amp;sub=fall_a&amp;aff_sub=${TOKEN('fall_a', 'city')}"`,
      ),
    )
  })

  it('gives the modal a fallbackUrl with sub=, and none for a visitor without a campaign', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    mockBackend(answerJson(503, {}))
    const tagged = await postSignup(VALID_SIGNUP, {
      cookie: await campFor('fall_b', 'home'),
      agent: IPHONE,
      env: WITH_PAGE,
    })
    expect(tagged.status).toBe(502)
    expect(JSON.parse(await tagged.text()).fallbackUrl).toMatch(
      new RegExp(
        `^https://partner\\.example\\.com/signup\\?aff=nightgator&page=home&sub=fall_b&aff_sub=${TOKEN('fall_b', 'home')}$`,
      ),
    )
    // A forged cookie names no campaign; the {page} token is left empty.
    const forged = await postSignup(VALID_SIGNUP, {
      cookie: 'camp=fall_c',
      agent: IPHONE,
      env: WITH_PAGE,
    })
    expect(JSON.parse(await forged.text()).fallbackUrl).toBe(
      'https://partner.example.com/signup?aff=nightgator&page=',
    )
  })
})
