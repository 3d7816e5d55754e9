// A weapon's area (RULES.md 5.3) as a quick-create form holds it: a shape, "none" for a weapon that
// strikes one target, and a size in hexes (empty while typed); the same in every system's form.

export type AreaShapeChoice = 'none' | 'burst' | 'cone' | 'line';
export type AreaDraft = { shape: AreaShapeChoice; size: number | null };

// One word each: the size field beside the choice says Radius or Length, and a form's cell is narrow.
export const AREA_CHOICES: readonly { value: AreaShapeChoice; label: string }[] = [
  { value: 'none', label: 'none' },
  { value: 'burst', label: 'burst' },
  { value: 'cone', label: 'cone' },
  { value: 'line', label: 'line' },
];

/** The draft of a sheet weapon's area. */
export function areaDraftOf(area: { shape: 'burst' | 'cone' | 'line'; size: number } | null | undefined): AreaDraft {
  return area ? { shape: area.shape, size: area.size } : { shape: 'none', size: null };
}

/** The area as the sheet schema reads it: absent for none; an empty size left for the schema to name. */
export function areaInput(d: AreaDraft): { shape: 'burst' | 'cone' | 'line'; size: number | undefined } | undefined {
  return d.shape === 'none' ? undefined : { shape: d.shape, size: d.size ?? undefined };
}
