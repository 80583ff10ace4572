import { renderToStaticMarkup } from 'react-dom/server.edge'
import { describe, expect, it } from 'vitest'
import { Slot } from '../../src/components/Slot'
import { memoizePage, PAGE_MEMO, pageBody, slotMarker } from '../../src/render/memoized-page'

describe('memoized pages with slots', () => {
  it('<Slot> renders exactly the marker that pageBody fills per session', async () => {
    const html = `<ol>${renderToStaticMarkup(<Slot name="ads" />)}</ol><p>${renderToStaticMarkup(<Slot name="x" />)}</p>`
    expect(html).toBe(`<ol>${slotMarker('ads')}</ol><p>${slotMarker('x')}</p>`)
    await memoizePage('slot-test', html, {
      x: () => 'X',
      ads: (seed) => `<li>${seed}</li>`,
    })
    const page = PAGE_MEMO.get('slot-test')!
    expect(await pageBody(page, () => 'abc').text()).toBe('<ol><li>abc</li></ol><p>X</p>')
    expect(await pageBody(page, () => 'def').text()).toBe('<ol><li>def</li></ol><p>X</p>')
  })

  it('gzips a page without slots', async () => {
    await memoizePage('plain-test', '<p>plain</p>')
    const page = PAGE_MEMO.get('plain-test')!
    const unzipped = page.gzip!.stream().pipeThrough(new DecompressionStream('gzip'))
    expect(await new Response(unzipped).text()).toBe('<p>plain</p>')
  })
})
