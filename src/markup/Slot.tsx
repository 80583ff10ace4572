/** Marks where a cached page takes per-request HTML (see RenderOptions.slots). */

export function Slot({ name }: { name: string }) {
  // Renders exactly slotMarker(name) from http/slots.ts, where splitAtSlots() cuts the page.
  return <template data-slot={name} />
}
