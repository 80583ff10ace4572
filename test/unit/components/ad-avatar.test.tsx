/** The ads' abstract pictures: deterministic, distinct, and inline SVG the CSP allows. */
import { renderToStaticMarkup } from 'react-dom/server.edge'
import { describe, expect, it } from 'vitest'
import { AdAvatar, avatarDrawing } from '../../../src/components/AdAvatar'
import { ADS } from '../../../src/data/ads'

const svg = (adId: number) => renderToStaticMarkup(<AdAvatar drawing={avatarDrawing(adId)} />)

describe('AdAvatar', () => {
  it('draws the same picture for an ad every time', () => {
    expect(svg(7)).toBe(svg(7))
  })

  it('varies between ads: the 60 ads get at least 40 different pictures', () => {
    expect(new Set(ADS.map((ad) => svg(ad.id))).size).toBeGreaterThanOrEqual(40)
  })

  it('is decorative SVG with presentation attributes only (no style, no images, no text)', () => {
    for (const ad of ADS) {
      const markup = svg(ad.id)
      expect(markup).toMatch(/^<svg class="avatar" [^>]*aria-hidden="true"/)
      expect(markup).not.toMatch(/style=|<image|<text|<foreignObject|href=/)
    }
  })
})
