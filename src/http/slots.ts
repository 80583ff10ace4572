/**
 * Slots: the per-request parts of a cached page (a session's ad list, the 18+ form's return URL,
 * "near me"). A page renders `<Slot name>` markers; the cache keeps the HTML between them and
 * fills each slot for every request, so the bytes around them are never another visitor's.
 */
import { serialize } from 'hono/utils/cookie'
import { pathAndQueryOf } from './request-url'
import {
  isSecureRequest,
  newSessionSeed,
  readSessionSeed,
  SESSION_COOKIE,
  SESSION_COOKIE_OPTIONS,
} from './cookies'

/** What a slot may read about the request it is filled for. Lazy: each part is read on use. */
export class SlotRequest {
  #seed: string | undefined
  #createdSeed = false

  constructor(readonly request: Request) {}

  /** The visitor's session seed; created on first use when the request carries none. */
  seed(): string {
    if (this.#seed === undefined) {
      this.#seed = readSessionSeed(this.request.headers.get('Cookie'))
      if (this.#seed === undefined) {
        this.#seed = newSessionSeed()
        this.#createdSeed = true
      }
    }
    return this.#seed
  }

  /** The Set-Cookie header for a seed created while filling, or undefined. */
  sessionCookie(): string | undefined {
    if (!this.#createdSeed) return undefined
    const secure = isSecureRequest(this.request.url)
    return serialize(SESSION_COOKIE, this.#seed!, { ...SESSION_COOKIE_OPTIONS, secure })
  }

  /** The path and query the visitor asked for, exactly as sent (still percent-encoded). */
  pathAndQuery(): string {
    return pathAndQueryOf(this.request.url)
  }
}

export interface SlotFill {
  /** The slot's HTML for this request. Whatever it includes from the request, it escapes. */
  fill(request: SlotRequest): string
  /**
   * What the fill depends on, which says whether a filled page may be kept (gzipped once):
   * 'session': only the session seed (a city's ad list), kept per session;
   * 'shared': one of a small set of values many visitors share ("near me"), kept per value;
   * 'request': may differ on every request (the URL), never kept.
   */
  varies: 'session' | 'shared' | 'request'
}

export type Slots = Record<string, SlotFill>

/** The marker a <Slot name> renders; splitAtSlots() cuts the page there. */
export function slotMarker(name: string): string {
  return `<template data-slot="${name}"></template>`
}

/** A page cut at its slots: the HTML between them (as Blobs) and each slot's fill, in order. */
export interface SlottedHtml {
  segments: Blob[]
  fills: SlotFill[]
}

/** Cuts a rendered page at the markers of the given slots (markers absent from it are ignored). */
export function splitAtSlots(html: string, slots: Slots): SlottedHtml {
  const marked = Object.entries(slots)
    .map(([name, fill]) => ({ at: html.indexOf(slotMarker(name)), marker: slotMarker(name), fill }))
    .filter((slot) => slot.at >= 0)
    .sort((a, b) => a.at - b.at)
  const segments: Blob[] = []
  const fills: SlotFill[] = []
  let from = 0
  for (const slot of marked) {
    segments.push(new Blob([html.slice(from, slot.at)]))
    fills.push(slot.fill)
    from = slot.at + slot.marker.length
  }
  segments.push(new Blob([html.slice(from)]))
  return { segments, fills }
}

/** One request's page: its slots filled, and the session cookie a fill started. */
interface FilledPage {
  /** Each slot's HTML for this request, in order. */
  fills: string[]
  /** The Set-Cookie for a session a fill started (a gated city list's), or undefined. */
  sessionCookie: string | undefined
  /** The page's bytes; made on demand, since the front door may answer from a kept copy. */
  body(): Blob
}

/**
 * The one slot-filling function: the app's renderer (a page it just rendered) and the front door
 * (a cached page) both answer through it, so a page's bytes never depend on which answered.
 */
export function fillPage(page: SlottedHtml, request: SlotRequest): FilledPage {
  const fills = page.fills.map((slot) => slot.fill(request))
  // Read after filling: a fill may have started the session.
  const sessionCookie = request.sessionCookie()
  return { fills, sessionCookie, body: () => joinFills(page, fills) }
}

function joinFills(page: SlottedHtml, fills: string[]): Blob {
  if (page.fills.length === 0) return page.segments[0]!
  const parts: (Blob | string)[] = [page.segments[0]!]
  fills.forEach((html, i) => parts.push(html, page.segments[i + 1]!))
  return new Blob(parts)
}
