/** The marketer's click id (cid=): kept in the signed camp cookie from a landing or /go, only there. */
import { describe, expect, it } from 'vitest'
import {
  decodeCampaignCookie,
  encodeCampaignCookie,
  type CampaignPayload,
} from '../../../../src/campaign/attribution/campaign-cookie'
import { TEST_ENV } from '../../helpers'
import { campCookie, campFor, GOOGLEBOT, visit } from '../campaign-helpers'
import { GO_PATH } from '../../../../src/shared/paths'

const SECRET = TEST_ENV.CAMPAIGN_SECRET!

/** The payload of the camp cookie a response set, read as the site reads it. */
async function payloadOf(res: Response): Promise<CampaignPayload | undefined> {
  const value = campCookie(res)?.split(';')[0]!.slice('camp='.length)
  return decodeCampaignCookie(value, SECRET)
}

describe('click id in the camp cookie', () => {
  it('keeps a landing’s cid in the signed cookie, dots and tildes included', async () => {
    const { res } = await visit('/state/Texas?sub=cid_land&cid=ab.C-9_~x')
    expect(campCookie(res)).toMatch(/^camp=v2\.cid_land\.state\.ab\.C-9_~x\.[A-Za-z0-9_-]{22};/)
    expect(await payloadOf(res)).toEqual({ campaign: 'cid_land', page: 'state', cid: 'ab.C-9_~x' })
  })

  it('reads the other names trackers use: clickid, click_id, externalid', async () => {
    for (const name of ['clickid', 'click_id', 'externalid']) {
      const { res } = await visit(`/state/Texas?sub=cid_names&${name}=X${name.length}`)
      expect((await payloadOf(res))?.cid, name).toBe(`X${name.length}`)
    }
  })

  it('ignores a cid with other characters or over 512, keeping the campaign', async () => {
    for (const cid of ['a b', 'a/b', '<x>', 'x'.repeat(513), '']) {
      const { res } = await visit(`/state/Texas?sub=cid_bad&cid=${encodeURIComponent(cid)}`)
      expect(await payloadOf(res), cid).toEqual({ campaign: 'cid_bad', page: 'state' })
      expect(campCookie(res), cid).toMatch(/^camp=v1\./)
    }
  })

  it('keeps the cid when the same campaign lands again without one, drops it for another', async () => {
    const first = await visit('/state/Texas?sub=cid_keep&cid=first-click')
    const cookie = campCookie(first.res)!.split(';')[0]!
    const again = await visit('/state/Florida?sub=cid_keep', { cookie })
    expect(await payloadOf(again.res)).toEqual({
      campaign: 'cid_keep',
      page: 'state',
      cid: 'first-click',
    })
    const newer = await visit('/state/Florida?sub=cid_keep&cid=second-click', { cookie })
    expect((await payloadOf(newer.res))?.cid).toBe('second-click')
    const other = await visit('/state/Florida?sub=cid_other', { cookie })
    expect(await payloadOf(other.res)).toEqual({ campaign: 'cid_other', page: 'state' })
  })

  it('still reads a cookie without a cid, and refuses one whose cid was changed', async () => {
    const old = (await campFor('cid_old')).slice('camp='.length)
    expect(await decodeCampaignCookie(old, SECRET)).toEqual({ campaign: 'cid_old', page: 'state' })
    const signed = await encodeCampaignCookie(
      { campaign: 'cid_old', page: 'state', cid: 'mine' },
      SECRET,
    )
    expect(await decodeCampaignCookie(signed, SECRET)).toEqual({
      campaign: 'cid_old',
      page: 'state',
      cid: 'mine',
    })
    expect(await decodeCampaignCookie(signed.replace('.mine.', '.theirs.'), SECRET)).toBeUndefined()
    expect(await decodeCampaignCookie(signed.replace('.mine.', '.'), SECRET)).toBeUndefined()
  })

  it('sets the cookie on a /go click with a campaign, with its cid and the page "go"', async () => {
    const { res } = await visit(`${GO_PATH}?sub=cid_go&cid=go-click-1`)
    expect(res.status).toBe(302)
    expect(await payloadOf(res)).toEqual({
      campaign: 'cid_go',
      page: 'go',
      cid: 'go-click-1',
      clickDay: new Date().toISOString().slice(0, 10).replaceAll('-', ''),
    })
  })

  it('sets no cookie on a /go without a campaign, from a bot, or from an <img>', async () => {
    expect(campCookie((await visit(`${GO_PATH}?cid=lonely`)).res)).toBeUndefined()
    const bot = await visit(`${GO_PATH}?sub=cid_go_bot&cid=b`, {
      headers: { 'User-Agent': GOOGLEBOT },
    })
    expect(campCookie(bot.res)).toBeUndefined()
    const img = await visit(`${GO_PATH}?sub=cid_go_img&cid=i`, {
      headers: { 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' },
    })
    expect(campCookie(img.res)).toBeUndefined()
  })
})
