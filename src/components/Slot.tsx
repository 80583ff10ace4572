/** Marks where renderPage splices per-request HTML into a memoized page (see RenderOptions.slots). */
import { slotMarker } from '../render/render-page'

export function Slot({ name }: { name: string }) {
  // Rendered as the exact marker string fillSlots looks for.
  return <template data-slot={name} />
}

export { slotMarker }
