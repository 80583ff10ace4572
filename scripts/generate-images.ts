/**
 * Draws the site's images into dist/client at build time (`npm run build` runs it after Vite): the
 * 1200x630 social cards of social-images.ts, the apple-touch icon, the web app manifest's icons
 * and favicon.ico. Pure JavaScript and WebAssembly (satori lays out, resvg-wasm rasterizes, Inter
 * comes from @fontsource), so it runs the same on every machine `npm ci` runs on, and its output
 * depends only on its inputs (no clock, no system fonts).
 *
 * The brand drawn is the one the worker will show: in a build for `wrangler dev`
 * (WRANGLER_COMMAND=dev) BRAND_NAME from the .dev.vars beside the configuration that wrangler dev
 * runs (a test server's copy in a folder of its own has none); then from the environment, else
 * wrangler.toml's: a deployment that overrides BRAND_NAME only in the dashboard should build with
 * it set (the alt text the pages send always comes from the running configuration).
 */
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { initWasm, Resvg } from '@resvg/resvg-wasm'
import { createElement as h, type ReactNode } from 'react'
import satori, { type Font } from 'satori'
import { runnerImport } from 'vite'
import type * as SocialImages from '../src/social/social-images'
import type * as Config from '../src/config'
import type * as Icons from '../src/social/brand-icon'
import { readDevVars } from './dev-vars.ts'
import { configPathOf, findWranglerInvocation } from './wrangler-invocation.ts'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
// Drawn into a cache of their own (redrawn only when an input changes), then copied beside Vite's
// output, which Vite empties on every build.
const STATIC = `${ROOT}dist/images`
const CLIENT_OUT = `${ROOT}dist/client`
const require = createRequire(import.meta.url)

const PADDING_X = 80
const COLORS = {
  text: '#f6f3ff',
  muted: '#d2cbe6',
  accent: '#ffd479',
  top: '#1b1035',
  middle: '#321a4f',
  bottom: '#0a2b3b',
}

/** Loads a src module through Vite, which resolves the worker code's extensionless imports. */
async function load<T>(path: string): Promise<T> {
  const { module } = await runnerImport<T>(`${ROOT}${path}`, {
    configFile: false,
    logLevel: 'warn',
  })
  return module
}

function brandFromWrangler(): string {
  const toml = readFileSync(`${ROOT}wrangler.toml`, 'utf8')
  return /^BRAND_NAME\s*=\s*"([^"]*)"/m.exec(toml)?.[1] ?? ''
}

/** The brand the worker this build is for will show (see the top of this file). */
function brandToDraw(): string {
  const devBrand =
    process.env.WRANGLER_COMMAND === 'dev' ? readDevVars(devConfigFolder()).BRAND_NAME : ''
  return devBrand || process.env.BRAND_NAME || brandFromWrangler()
}

/** The folder of the configuration wrangler dev runs, where it reads .dev.vars. */
function devConfigFolder(): string {
  const config = configPathOf(findWranglerInvocation())
  return config === undefined ? ROOT : `${dirname(config)}/`
}

function interFont(weight: 400 | 800): Font {
  const file = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)
  return { name: 'Inter', data: readFileSync(file), weight, style: 'normal' }
}

function dataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** One card: the brand mark and name, the 18+ pill, a large heading and one line under it. */
function cardElement(
  card: SocialImages.SocialCard,
  brand: string,
  markSvg: string,
  size: { width: number; height: number },
): ReactNode {
  const headingSize = card.heading.length > 18 ? 84 : 108
  return h(
    'div',
    {
      style: {
        width: size.width,
        height: size.height,
        display: 'flex',
        flexDirection: 'column',
        padding: `64px ${PADDING_X}px`,
        color: COLORS.text,
        fontFamily: 'Inter',
        backgroundImage: `linear-gradient(160deg, ${COLORS.top} 0%, ${COLORS.middle} 45%, ${COLORS.bottom} 100%)`,
      },
    },
    h(
      'div',
      {
        style: {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          width: size.width - 2 * PADDING_X,
        },
      },
      h(
        'div',
        { style: { display: 'flex', alignItems: 'center', gap: '24px' } },
        h('img', { src: dataUri(markSvg), width: 88, height: 88 }),
        h(
          'div',
          { style: { display: 'flex', fontSize: 48, fontWeight: 800 } },
          brand,
          h('span', { style: { color: COLORS.accent } }, '.'),
        ),
      ),
      h(
        'div',
        {
          style: {
            fontSize: 32,
            fontWeight: 800,
            color: COLORS.accent,
            border: `4px solid ${COLORS.accent}`,
            borderRadius: 999,
            padding: '6px 24px',
          },
        },
        'Adults only · 18+',
      ),
    ),
    h(
      'div',
      {
        style: { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1 },
      },
      h(
        'div',
        { style: { fontSize: headingSize, fontWeight: 800, lineHeight: 1.05, letterSpacing: -2 } },
        card.heading,
      ),
      h('div', { style: { width: 160, height: 10, background: COLORS.accent, margin: '32px 0' } }),
      h('div', { style: { fontSize: 48, color: COLORS.muted } }, card.subheading),
    ),
  )
}

/** A hash of everything the images are drawn from. */
function inputStamp(cards: SocialImages.SocialCard[], brand: string): string {
  const hash = createHash('sha256').update(JSON.stringify({ cards, brand }))
  for (const file of [
    fileURLToPath(import.meta.url),
    `${ROOT}src/social/brand-icon.ts`,
    `${ROOT}package-lock.json`,
  ]) {
    hash.update(readFileSync(file))
  }
  return hash.digest('hex')
}

function rasterize(svg: string, width: number): Uint8Array {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng()
}

/**
 * An .ico holding PNG images (allowed since Windows Vista, read by every current browser):
 * the 6-byte ICONDIR, one 16-byte ICONDIRENTRY per image, then the PNGs.
 */
function icoFromPngs(images: { size: number; png: Uint8Array }[]): Uint8Array {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2) // type 1: icon
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i
    header.writeUInt8(size >= 256 ? 0 : size, entry) // 0 means 256
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1)
    header.writeUInt16LE(1, entry + 4) // colour planes
    header.writeUInt16LE(32, entry + 6) // bits per pixel
    header.writeUInt32LE(png.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += png.length
  })
  return Buffer.concat([header, ...images.map(({ png }) => Buffer.from(png))])
}

async function main() {
  const started = performance.now()
  const [
    { socialCards, SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_DIR },
    config,
    icons,
  ] = await Promise.all([
    load<typeof SocialImages>('src/social/social-images.ts'),
    load<typeof Config>('src/config.ts'),
    load<typeof Icons>('src/social/brand-icon.ts'),
  ])
  const env = { BRAND_NAME: brandToDraw() }
  const site = config.siteConfig(env as Parameters<typeof config.siteConfig>[0])
  await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')))
  const fonts = [interFont(400), interFont(800)]

  const outDir = `${STATIC}${SOCIAL_IMAGE_DIR}`
  mkdirSync(outDir, { recursive: true })
  const cards = socialCards(site)
  // Drawing takes seconds; an unchanged input (cards, brand, this code, the libraries) is skipped.
  const stamp = inputStamp(cards, site.brand)
  const stampFile = `${outDir}/.stamp`
  const outputs = [
    ...cards.map((card) => `${outDir}/${card.file}.png`),
    ...icons.PNG_ICONS.map((icon) => `${STATIC}${icon.path}`),
    `${STATIC}/favicon.ico`,
  ]
  const upToDate = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp
  if (upToDate && outputs.every((file) => existsSync(file))) {
    console.log('images: up to date')
    copyBesideClient()
    return
  }
  for (const card of cards) {
    const size = { width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT }
    const mark = icons.brandIconSvg({ rounded: true })
    const svg = await satori(cardElement(card, site.brand, mark, size), { ...size, fonts })
    writeFileSync(`${outDir}/${card.file}.png`, rasterize(svg, SOCIAL_IMAGE_WIDTH))
  }

  // iOS rounds the touch icon's corners itself; the others keep the favicon's rounded square.
  for (const icon of icons.PNG_ICONS) {
    const svg = icons.brandIconSvg({ rounded: icon.rounded })
    writeFileSync(`${STATIC}${icon.path}`, rasterize(svg, icon.size))
  }
  const ico = icoFromPngs(
    icons.FAVICON_ICO_SIZES.map((size) => ({
      size,
      png: rasterize(icons.brandIconSvg({ rounded: true }), size),
    })),
  )
  writeFileSync(`${STATIC}/favicon.ico`, ico)

  writeFileSync(stampFile, stamp)
  copyBesideClient()
  const ms = Math.round(performance.now() - started)
  console.log(
    `images: ${cards.length} social cards, ${icons.PNG_ICONS.length + 1} icons (${ms} ms)`,
  )
}

/** Puts the drawn images where wrangler serves static assets from (dist/client). */
function copyBesideClient(): void {
  cpSync(STATIC, CLIENT_OUT, { recursive: true, filter: (path) => !path.endsWith('/.stamp') })
}

await main()
