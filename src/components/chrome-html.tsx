/**
 * The Layout's chrome, the top bar and header, the footer and the signup island, as HTML filled
 * from templates of those components (markup-template.ts), which React renders at build time:
 * about 130 of a short page's 200 elements, so a cold isolate's first render is that much
 * smaller (docs/decisions/011-build-time-templates-and-data.md). React is still the source of every
 * byte; the Layout puts a marker where each goes and renderPage puts them in (fillChrome), and
 * test/unit/components/chrome-html.test.tsx compares every variant with React's render of the
 * components themselves.
 */
import type { SiteConfig } from '../config'
import { SiteContext, type RenderedPage, type SiteContextValue } from '../site/site-context'
import type { Subid } from '../shared/island-contract'
import { markupTemplate } from '../markup/markup-template'
import { signupIslandProps, SignupIslandView } from './SignupIslandView'
import { footerLine, SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { TopBar } from './TopBar'

type Hole = 'brand' | 'product' | 'line' | 'path'
type IslandHole = 'brand' | 'subid' | 'json' | 'script'

/**
 * The site the chrome reads (useSite), with stand-ins for what varies by configuration and page:
 * read lazily, so a template has holes only for what its components print.
 */
function standInSite(text: (name: Hole) => string, neutralTitle: boolean): SiteContextValue {
  const config = {
    get brand() {
      return text('brand')
    },
    get product() {
      return text('product')
    },
  }
  return {
    config: config as SiteConfig,
    ageConfirmed: true,
    neutralTitle,
    get path() {
      return text('path')
    },
    rendered: {},
  }
}

const header = (join: boolean) =>
  markupTemplate<Hole>(`site header${join ? '' : ', no join'}`, (hole) => (
    <SiteContext.Provider value={standInSite(hole.text, false)}>
      <SiteHeader join={join} />
    </SiteContext.Provider>
  ))

const TOP_BAR = markupTemplate<Hole>('top bar', () => <TopBar />)

const footer = (cta: boolean, neutralTitle: boolean) =>
  markupTemplate<Hole>(
    `footer${cta ? '' : ', no join'}${neutralTitle ? ', neutral title' : ''}`,
    (hole) => (
      <SiteContext.Provider value={standInSite(hole.text, neutralTitle)}>
        <SiteFooter line={hole.text('line')} cta={cta} />
      </SiteContext.Provider>
    ),
  )

const ISLAND = markupTemplate<IslandHole>('signup island', (hole) => (
  <SignupIslandView
    // The modal prints the brand and the tag; the partner's URL is in the JSON only.
    props={{ brand: hole.text('brand'), subid: hole.text('subid') as Subid, partnerSignupUrl: '' }}
    json={hole.text('json')}
    script={hole.text('script')}
  />
))

const HEADERS = { join: header(true), noJoin: header(false) }
const FOOTERS = {
  cta: { plain: footer(true, false), neutral: footer(true, true) },
  noCta: { plain: footer(false, false), neutral: footer(false, true) },
}

/** <TopBar />, as HTML. */
export function topBarHtml(): string {
  return TOP_BAR.fill({ brand: '', product: '', line: '', path: '' })
}

/** <SiteHeader join={join} /> for this site, as HTML. */
export function headerHtml(site: SiteContextValue, join: boolean): string {
  const { brand, product } = site.config
  return (join ? HEADERS.join : HEADERS.noJoin).fill({ brand, product, line: '', path: '' })
}

/** <SiteFooter line={line} cta={cta} /> for this site, as HTML. */
export function footerHtml(site: SiteContextValue, line: string | undefined, cta: boolean): string {
  const { config, neutralTitle, path } = site
  const variants = cta ? FOOTERS.cta : FOOTERS.noCta
  return (neutralTitle ? variants.neutral : variants.plain).fill({
    brand: config.brand,
    product: config.product,
    line: footerLine(line, config),
    path,
  })
}

/** <SignupIsland subid={subid} /> for this site, as HTML (`script`: the island's address). */
export function signupIslandHtml(site: SiteContextValue, subid: Subid, script: string): string {
  const props = signupIslandProps(subid, site.config)
  return ISLAND.fill({ brand: props.brand, subid, json: JSON.stringify(props), script })
}

/**
 * Where the Layout puts a piece of chrome: renderPage's fillChrome puts the HTML there. One
 * marker per component it stands for, so the tree keeps its shape and React's useId gives the
 * page's other elements the ids it gave them before.
 */
export function ChromeMarker({ site, html }: { site: SiteContextValue; html: string }) {
  const chrome = (site.rendered.chrome ??= [])
  return <template data-chrome={chrome.push(html) - 1} />
}

/**
 * A page's HTML with its chrome put in where the Layout marked it. The markers come in the order
 * they were rendered, which is the page's order: found with indexOf, about half the CPU
 * of one regular expression over a state page's 90 KB (0.08 against 0.16 ms in Node, cold).
 */
export function fillChrome(html: string, rendered: RenderedPage): string {
  const chrome = rendered.chrome
  if (!chrome) return html
  let filled = ''
  let from = 0
  chrome.forEach((piece, index) => {
    const marker = `<template data-chrome="${index}"></template>`
    const at = html.indexOf(marker, from)
    if (at === -1) throw new Error(`fillChrome: marker ${index} not in the page`)
    filled += html.slice(from, at) + piece
    from = at + marker.length
  })
  return filled + html.slice(from)
}
