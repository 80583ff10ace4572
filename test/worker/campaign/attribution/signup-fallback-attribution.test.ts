import { afterEach, describe, expect, it, vi } from 'vitest'
import { TEST_ENV } from '../../helpers'
import { campFor, mockBackend, postSignup, postSignupForm, SIGNUP } from '../campaign-helpers'

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
    mockBackend(503, {})
    // The form's fallback page says why in one line and links on (issue 18's "no dead ends").
    const plain = await postSignupForm(await campFor('fall_a', 'state'))
    expect(plain.res.status).toBe(200)
    expect(plain.body).toMatch(
      new RegExp(
        `href="https://partner\\.example\\.com/signup\\?aff=nightgator&amp;sub=fall_a&amp;aff_sub=${TOKEN('fall_a', 'state')}"`,
      ),
    )
    const paged = await postSignupForm(await campFor('fall_a', 'city'), WITH_PAGE)
    expect(paged.body).toMatch(
      new RegExp(
        `href="https://partner\\.example\\.com/signup\\?aff=nightgator&amp;page=city&amp;sub=fall_a&amp;aff_sub=${TOKEN('fall_a', 'city')}"`,
      ),
    )
  })

  it('gives the modal a fallbackUrl with sub=, and none for a visitor without a campaign', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    mockBackend(503, {})
    const tagged = await postSignup(await campFor('fall_b', 'home'), SIGNUP, WITH_PAGE)
    expect(tagged.res.status).toBe(502)
    expect(JSON.parse(tagged.body).fallbackUrl).toMatch(
      new RegExp(
        `^https://partner\\.example\\.com/signup\\?aff=nightgator&page=home&sub=fall_b&aff_sub=${TOKEN('fall_b', 'home')}$`,
      ),
    )
    // A forged cookie names no campaign; the {page} token is left empty.
    const forged = await postSignup('camp=fall_c', SIGNUP, WITH_PAGE)
    expect(JSON.parse(forged.body).fallbackUrl).toBe(
      'https://partner.example.com/signup?aff=nightgator&page=',
    )
  })
})
