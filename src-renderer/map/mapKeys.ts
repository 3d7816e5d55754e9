// The keys of the focused map: they change where the GM looks, never the encounter. The map's key
// handler reads this table and the action registry lists it, so the help shows the keys that work.

/** The map's keys, each with the chords the map answers (no Ctrl, Cmd or Alt). */
export const MAP_KEYS = [
  { id: 'map-pan', label: 'Pan', keys: ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'] },
  { id: 'map-zoom-in', label: 'Zoom in', keys: ['+', '='] },
  { id: 'map-zoom-out', label: 'Zoom out', keys: ['-'] },
  { id: 'map-fit', label: 'Fit the board', keys: ['0'] },
] as const;

export type MapKeyId = (typeof MAP_KEYS)[number]['id'];

/** The map key a key press names, or null (a press with Ctrl, Cmd or Alt is never the map's). */
export function mapKeyOf(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): MapKeyId | null {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  return MAP_KEYS.find((k) => (k.keys as readonly string[]).includes(e.key))?.id ?? null;
}
