/**
 * A component rendered by React into a template with holes, then filled per use by string joins
 * and the one escaper: the fast path for markup repeated per row or per request (a state's city
 * cards, a city's ad rows, "More in", "near me"), with React still the one source of its bytes.
 * Rendering 60 ad rows through React on a cold isolate's first city page cost about 10 ms of
 * CPU; filling a template costs microseconds. React renders each template at build time
 * (scripts/generate-build-data.ts writes prebuilt-templates.ts): a cold isolate's first city or
 * ad page made up to six renders of its own for them. A template the build has not rendered is
 * built on its first fill; tests compare every one with its component, and the prebuilt ones
 * with React's render of them today.
 */
import { createElement, type ReactElement, type ReactNode } from 'react'
import type { Built } from './built-template'
import { PREBUILT_TEMPLATES } from './generated/prebuilt-templates'
import { renderToString } from './render-to-string'
import { escapeHtml } from './escape-html'
import { noteBuilt } from '../shared/built-on-first-use'

/** Private-use characters: React prints them as they are, and no real value holds them. */
const OPEN = '\uE000'
const CLOSE = '\uE001'
/** A text hole `OPEN index CLOSE`, or an HTML hole's element marker. */
const HOLE = /\uE000(\d+)\uE001|<template data-hole="(\d+)"><\/template>/g

type HoleValue = string | number

/** Stand-ins a template's render passes to its component in place of real values. */
interface Holes<N extends string> {
  /** A string React prints as text or an attribute value (escaped when filled). */
  text(name: N): string
  /** A number React prints (as String(n)); the component must print it, never compute with it. */
  number(name: N): number
  /**
   * HTML put in as it is (another template's output, already escaped). An element to React, so
   * it sits between elements, never between two texts (React would separate them with a comment).
   */
  html(name: N): ReactNode
}

class MarkupTemplate<N extends string> {
  #built: Built<N> | undefined

  constructor(
    readonly name: string,
    readonly render: (holes: Holes<N>) => ReactElement,
  ) {}

  /** The component's HTML for these values: what React renders for the same props. */
  fill(values: Readonly<Record<N, HoleValue>>): string {
    const { parts, holes, raw } = (this.#built ??=
      (PREBUILT_TEMPLATES[this.name] as Built<N> | undefined) ?? buildTemplate(this.render))
    let html = parts[0]!
    for (let i = 0; i < holes.length; i++) {
      const value = values[holes[i]!]
      html +=
        (typeof value === 'number' || raw[i] ? String(value) : escapeHtml(value)) + parts[i + 1]
    }
    return html
  }
}

/** Every template made so far, by its name: what the build renders (and tests compare). */
const TEMPLATES = new Map<string, MarkupTemplate<string>>()

/**
 * A template of the element `render` returns for stand-in values, named (uniquely) for the
 * build's prebuilt-templates.ts; built on first fill where the build has not rendered it.
 */
export function markupTemplate<N extends string>(
  name: string,
  render: (holes: Holes<N>) => ReactElement,
): MarkupTemplate<N> {
  if (TEMPLATES.has(name)) throw new Error(`markupTemplate: two templates named ${name}`)
  const template = new MarkupTemplate(name, render)
  TEMPLATES.set(name, template as unknown as MarkupTemplate<string>)
  return template
}

/** The templates made by the modules loaded so far. */
export function allTemplates(): readonly MarkupTemplate<string>[] {
  return [...TEMPLATES.values()]
}

/** What React renders for a template's stand-ins, cut at its holes (no prebuilt parts). */
export function buildTemplate<N extends string>(
  render: (holes: Holes<N>) => ReactElement,
): Built<N> {
  noteBuilt('markup template')
  const names: N[] = []
  const kinds: boolean[] = []
  const indexOf = (name: N, raw: boolean) => {
    let index = names.indexOf(name)
    if (index === -1) index = names.push(name) - 1
    kinds[index] = raw
    return index
  }
  const holes: Holes<N> = {
    text: (name) => `${OPEN}${indexOf(name, false)}${CLOSE}`,
    // The one place a stand-in string passes for a number: React prints both the same way.
    number: (name) => `${OPEN}${indexOf(name, false)}${CLOSE}` as unknown as number,
    html: (name) => createElement('template', { 'data-hole': indexOf(name, true) }),
  }
  const rendered = renderToString(render(holes))
  const built = { parts: [] as string[], holes: [] as N[], raw: [] as boolean[] }
  let from = 0
  for (const match of rendered.matchAll(HOLE)) {
    const index = Number(match[1] ?? match[2])
    built.parts.push(rendered.slice(from, match.index))
    built.holes.push(names[index]!)
    built.raw.push(kinds[index]!)
    from = match.index + match[0].length
  }
  built.parts.push(rendered.slice(from))
  // A stand-in the component changed (encoded, sliced) would leave a hole unfilled: fail loudly.
  const missing = names.filter((name) => !built.holes.includes(name))
  if (missing.length > 0 || built.parts.some((part) => /[\uE000\uE001]/.test(part))) {
    throw new Error(`markupTemplate: holes not printed as given: ${missing.join(', ')}`)
  }
  return built
}
