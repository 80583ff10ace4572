/** Marks where a memoized page takes per-session HTML (see RenderOptions.slots). */

export function Slot({ name }: { name: string }) {
  // Renders exactly slotMarker(name) from render/memoized-page.ts, which pageBody() replaces.
  return <template data-slot={name} />
}
