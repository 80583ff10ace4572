/** The images `npm run build` draws into dist/client/: real PNGs of the sizes the pages announce. */
/// <reference types="vite/client" />
import { decode } from 'fast-png'
import { describe, expect, it } from 'vitest'
import { siteConfig } from '../../../src/config'
import { SECTIONS } from '../../../src/editorial/sections'
import { STATES } from '../../../src/data/states'
import {
  APPLE_TOUCH_ICON,
  brandIconSvg,
  FAVICON_ICO_SIZES,
  MANIFEST_ICONS,
} from '../../../src/social/brand-icon'
import {
  sectionImage,
  siteImage,
  socialCards,
  SOCIAL_IMAGE_HEIGHT,
  SOCIAL_IMAGE_WIDTH,
  stateImage,
} from '../../../src/social/social-images'
import faviconSvg from '../../../static/favicon.svg?raw'
import { TEST_ENV } from '../../worker/helpers'

// Vite inlines each file as a data: URL; the files exist once `npm run build` has run.
const STATIC_FILES = import.meta.glob<string>(
  ['../../../dist/client/**/*.png', '../../../dist/client/favicon.ico'],
  { query: '?inline', import: 'default', eager: true },
)

function staticFile(path: string): Uint8Array {
  const dataUrl = STATIC_FILES[`../../../dist/client${path}`]
  if (!dataUrl) throw new Error(`dist/client${path} is missing: run npm run build`)
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1))
  // A plain loop: Uint8Array.from with a mapping function is several times slower on 6 MB.
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

function decodePng(bytes: Uint8Array) {
  return decode(bytes, { checkCrc: true })
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const IEND_CHUNK = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]

/**
 * A PNG's size from its header, after checking it is a whole PNG: the signature, the IHDR chunk
 * first and the IEND chunk last (a truncated file has none). Decoding a 1200x630 card takes
 * about 0.15 s; 55 of them outran a 5 s budget on a busy machine, so the cards are measured from
 * their headers and one is decoded whole (the opacity test).
 */
function pngSize(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE)
  expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe('IHDR')
  expect([...bytes.subarray(-12)]).toEqual(IEND_CHUNK)
  return [view.getUint32(16), view.getUint32(20)]
}

const config = siteConfig(TEST_ENV)

describe('social card images', () => {
  const pageImages = [
    siteImage(config),
    ...SECTIONS.map((section) => sectionImage(section, config)),
    ...STATES.map((state) => stateImage(state.name, config)),
  ]

  it('has one card per page image, each a 1200x630 PNG', () => {
    const cardPaths = socialCards(config).map((card) => `/social/${card.file}.png`)
    expect(pageImages.map((image) => image.path).sort()).toEqual(cardPaths.sort())
    expect(new Set(cardPaths).size).toBe(1 + SECTIONS.length + STATES.length)
    for (const path of cardPaths) {
      expect(pngSize(staticFile(path)), path).toEqual([SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT])
    }
  })

  it('is opaque (a transparent card shows as black or white in some apps)', () => {
    const png = decodePng(staticFile(siteImage(config).path))
    expect(png.channels === 3 || png.channels === 4).toBe(true)
    if (png.channels === 4) {
      for (let i = 3; i < png.data.length; i += 4 * 997) expect(png.data[i]).toBe(255)
    }
  })

  it('gives each image an alt text naming the configured brand', () => {
    const other = siteConfig({ ...TEST_ENV, BRAND_NAME: 'Moonlark' })
    expect(stateImage('Rhode Island', other).alt).toContain('Moonlark')
    expect(stateImage('Rhode Island', other).alt).toContain('Rhode Island')
    expect(siteImage(other).alt).toContain('Moonlark')
    for (const image of pageImages) expect(image.alt).toContain(config.brand)
  })
})

describe('icons', () => {
  it('has a 180x180 apple-touch-icon and the manifest icons at their sizes', () => {
    for (const icon of [APPLE_TOUCH_ICON, ...MANIFEST_ICONS]) {
      const png = decodePng(staticFile(icon.path))
      expect([png.width, png.height], icon.path).toEqual([icon.size, icon.size])
    }
    expect(MANIFEST_ICONS.map((icon) => icon.size)).toEqual([192, 512])
  })

  it('has a favicon.ico holding a PNG of each listed size', () => {
    const ico = staticFile('/favicon.ico')
    const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength)
    expect([view.getUint16(0, true), view.getUint16(2, true)]).toEqual([0, 1])
    const count = view.getUint16(4, true)
    const sizes = []
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i
      const length = view.getUint32(entry + 8, true)
      const offset = view.getUint32(entry + 12, true)
      const png = decodePng(ico.subarray(offset, offset + length))
      expect(png.width).toBe(view.getUint8(entry) || 256)
      sizes.push(png.width)
    }
    expect(sizes).toEqual([...FAVICON_ICO_SIZES])
  })

  it('keeps the committed favicon.svg the same drawing as the generated icons', () => {
    expect(faviconSvg.trim()).toBe(brandIconSvg({ rounded: true }))
  })
})
