/** The one escaper: byte for byte what React writes for text and attribute values. */
import { renderToString } from 'react-dom/server.edge'
import { describe, expect, it } from 'vitest'
import { escapeHtml } from '../../../src/markup/escape-html'

/** Every ASCII character alone, then values mixing quotes, ampersands, non-ASCII and emoji. */
const CORPUS = [
  ...Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)),
  '',
  `Tom & Jerry's "diner" <b>open</b>`,
  '&amp; already &lt;escaped&gt; &#x27;',
  '\'\'""&&<<>>',
  'Cañon City, La Cañada Flintridge, Coeur d’Alene',
  'München – “quoted” – naïve – ß',
  'Emoji 😀🍸🌃, flags 🇺🇸, joined 👩‍❤️‍👨',
  'Lone surrogates \ud800 and \udfff',
  'Controls \u0000\u0007\u001b\u007f\u0085\u2028\u2029 and spaces\u00a0\u200b',
  '/city/Texas/Houston?ref="x"&a=<1>#top',
  'javascript:alert(1)',
  'Private use \ue000\ue001',
]

describe('escapeHtml', () => {
  it('escapes text nodes exactly as React does, for every ASCII character and mixed values', () => {
    for (const value of CORPUS) {
      expect(`<p>${escapeHtml(value)}</p>`, JSON.stringify(value)).toBe(
        renderToString(<p>{value}</p>),
      )
    }
  })

  it('escapes attribute values exactly as React does', () => {
    for (const value of CORPUS) {
      expect(`<a title="${escapeHtml(value)}"></a>`, JSON.stringify(value)).toBe(
        renderToString(<a title={value} />),
      )
    }
  })

  it('leaves a value with nothing to escape as it is', () => {
    const value = 'Houston, Texas'
    expect(escapeHtml(value)).toBe(value)
  })
})
