/** Marks where a cached page takes per-request HTML (see RenderOptions.slots). */

export function Slot({ name }: { name: string }) {
  // Renders exactly slotMarker(name) from render/slots.ts, which fillSlots() replaces.
  return <template data-slot={name} />
}
