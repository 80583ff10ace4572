import { describe, expect, it } from 'vitest'
import { POSTBACK_PRESETS } from '../../../../src/campaign/core'
import { MASK, maskedTemplate } from '../../../../src/admin/ui/masked-template'

describe('maskedTemplate', () => {
  it('masks a key parameter and a hash path segment, keeping macros and short plain values', () => {
    expect(
      maskedTemplate(
        'https://sconvtrk.com/conversion/a9f3c2e81b7d4f60/?visitor_id={cid}&payout={payout}&key=k3y0123456789abc&goal=1',
      ),
    ).toBe(
      `https://sconvtrk.com/conversion/${MASK}/?visitor_id={cid}&payout={payout}&key=${MASK}&goal=1`,
    )
  })

  it('masks credentials in the address and a fragment, and long values under any name', () => {
    expect(maskedTemplate('https://user:pass@t.example/p?x=ABCDEFGHIJKLMNOPQRSTUVWX#frag')).toBe(
      `https://${MASK}@t.example/p?x=${MASK}#${MASK}`,
    )
  })

  it('keeps every preset readable: its host and its macros stay', () => {
    for (const { template } of POSTBACK_PRESETS) {
      const masked = maskedTemplate(template)
      expect(masked.startsWith(template.slice(0, template.indexOf('/', 8)))).toBe(true)
      for (const macro of template.match(/\{[a-z]+\}/g) ?? []) expect(masked).toContain(macro)
    }
  })
})
