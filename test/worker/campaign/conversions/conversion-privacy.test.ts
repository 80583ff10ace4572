/** The Privacy Policy and the signup form say what a created signup's postback and the revenue code carry. */
import { describe, expect, it } from 'vitest'
import { PLACEHOLDERS } from '../../../../src/campaign/conversions/postback-template'
import { CONVERSION_KEY_DAYS } from '../../../../src/campaign/conversions/conversion-store'
import { request, textOf } from '../../helpers'
import { POSTBACK_GIVE_UP_MS } from '../../../../src/campaign/conversions/postback-queue'
import { ANSWERS_KEPT } from '../../../../src/campaign/conversions/postback-answers'
import { PRIVACY_PATH } from '../../../../src/shared/paths'

describe('conversions in the Privacy Policy and the consent text', () => {
  it('says a created signup is reported to the advertiser with exactly what it carries', async () => {
    const text = textOf(await (await request(PRIVACY_PATH)).text())
    // The template's placeholders, in the policy's words, and nothing the visitor typed.
    expect(PLACEHOLDERS).toEqual(['cid', 'payout', 'txid', 'sub', 'event', 'status'])
    expect(text).toContain(
      'That call carries only the click id, the amount the advertiser pays for a signup, a random number made for this signup, the campaign tag and the words signup and created: never your email, password, age or anything else you typed.',
    )
    expect(text).toContain('A signup that is refused is not reported')
    // The partner's outcome told back: what that call carries, and the sealed click id.
    expect(text).toContain(
      "That call carries only the click id (read back from the partner's code), the amount the partner paid or took back, a one-way code of the partner's transaction number, the campaign tag and the words partner and approved or reversed.",
    )
    expect(text).toContain('encrypted so that only this site can read it')
    expect(text).toContain("the advertiser's click id when the link carries one")
    expect(text).toContain(
      'the click id is not written down on our side, except for the short time it takes to report a signup to the advertiser',
    )
    // A postback waiting for the database keeps the click id, sealed, until it is sent
    // (postback-queue.ts, decision 035).
    expect(text).toContain(
      'Until that report has been made, the click id is kept, with the campaign tag and the time of the signup, in the storage of the server that makes it, and nowhere else, encrypted there with a key only the site holds (so the stored files never contain it readable, even after it is erased); it is erased as soon as the advertiser has answered, or after 6 hours if the report still cannot be made.',
    )
    expect(POSTBACK_GIVE_UP_MS).toBe(6 * 60 * 60 * 1000)
    // The advertiser's answer, kept with the click id masked (postback-answers.ts).
    expect(text).toContain(
      'the first 256 characters of what the advertiser answered, with every copy of the click id in it replaced by its first four characters',
    )
    expect(text).toContain(`the last ${ANSWERS_KEPT} answers per advertiser address`)
    expect(text).toContain(`kept only as a one-way code, for ${CONVERSION_KEY_DAYS} days`)
    expect(text).toContain('or follow a /go link that carries one')
  })

  it('says so in the signup form’s consent text', async () => {
    const text = textOf(await (await request('/signup')).text())
    expect(text).toContain(
      'tells the advertiser whose link brought me that an account was created, without my email or password.',
    )
  })
})
