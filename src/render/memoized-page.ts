/**
 * The memo of rendered pages. Pages that do not change per request are rendered by React once
 * per isolate and served from here afterwards: React's streaming renderer is several times
 * slower than a cached body on workerd. A page may hold slots, filled per session.
 */
import { LruCache } from './lru-cache'

/** Per-session HTML for a slot, from the visitor's session seed (e.g. a city's ad list). */
export type SlotFill = (sessionSeed: string) => string

export interface MemoizedPage {
  /**
   * The page's UTF-8 bytes, sent as they are. Blobs: workerd keeps their bytes outside the JS
   * heap and serves them measurably faster than a Uint8Array or a string.
   */
  body: Blob
  /** The body gzipped, once compressed (pages without slots only). */
  gzip?: Blob
  /** For a page with slots: the HTML between them, and each slot's fill, in order. */
  segments?: Blob[]
  fills?: SlotFill[]
}

export const PAGE_MEMO_LIMIT = 400
export const PAGE_MEMO = new LruCache<MemoizedPage>(PAGE_MEMO_LIMIT)

/** The marker a <Slot name> renders; pageBody() puts the slot's HTML in its place. */
export function slotMarker(name: string): string {
  return `<template data-slot="${name}"></template>`
}

/** Memoizes a page; a page without slots is also gzipped, in the background, for the front door. */
export function memoizePage(
  key: string,
  html: string,
  slots?: Record<string, SlotFill>,
): Promise<void> {
  const page: MemoizedPage = { body: new Blob([html]) }
  if (slots) {
    const marked = Object.entries(slots)
      .map(([name, fill]) => ({
        at: html.indexOf(slotMarker(name)),
        marker: slotMarker(name),
        fill,
      }))
      .filter((slot) => slot.at >= 0)
      .sort((a, b) => a.at - b.at)
    let from = 0
    page.segments = []
    page.fills = []
    for (const slot of marked) {
      page.segments.push(new Blob([html.slice(from, slot.at)]))
      page.fills.push(slot.fill)
      from = slot.at + slot.marker.length
    }
    page.segments.push(new Blob([html.slice(from)]))
  }
  PAGE_MEMO.set(key, page)
  if (slots) return Promise.resolve()
  return gzipBlob(page.body).then((blob) => {
    page.gzip = blob
  })
}

/** A Blob's bytes gzipped (once, off the request's critical path, by the callers). */
export function gzipBlob(blob: Blob): Promise<Blob> {
  return new Response(blob.stream().pipeThrough(new CompressionStream('gzip'))).blob()
}

/** The page's body for one session: its bytes, with every slot filled. */
export function pageBody(page: MemoizedPage, sessionSeed: () => string): Blob {
  if (!page.segments || !page.fills) return page.body
  const parts: (Blob | string)[] = [page.segments[0]!]
  page.fills.forEach((fill, i) => parts.push(fill(sessionSeed()), page.segments![i + 1]!))
  return new Blob(parts)
}
