/** Builds the directory's URLs; every segment is percent-encoded (spaces as %20). */

export function statePath(state: string): string {
  return `/state/${encodeURIComponent(state)}`
}

export function cityPath(state: string, city: string): string {
  return `/city/${encodeURIComponent(state)}/${encodeURIComponent(city)}`
}

/** The canonical ad URL; the older `/ad/` form answers 301 to it. */
export function adPath(state: string, city: string, adId: number): string {
  return `${cityPath(state, city)}/${adId}`
}
