/**
 * A markup template as React rendered it, cut at its holes: what markup-template.ts builds and
 * fills, and what the build writes for every template (generated/prebuilt-templates.ts). A file
 * of its own so that the generated file and the template code both import it, not each other.
 */
export interface Built<N extends string = string> {
  /** The static HTML around the holes: one more than the holes. */
  parts: readonly string[]
  holes: readonly N[]
  /** Per hole: HTML put in as it is. */
  raw: readonly boolean[]
}
