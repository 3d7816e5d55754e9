/** What kind of thing a modifier is; VERS clamps only `situational`, the rest stay separate. */
export type ModifierCategory =
  | 'skill'
  | 'attribute'
  | 'range'
  | 'reach'
  | 'grapple'
  | 'cover'
  | 'several-attackers'
  | 'situational'
  | 'injury'
  | 'weapon'
  | 'defence'
  | 'house'
  | 'other';

/** One signed number that changed a total, with where it came from. */
export type Modifier = {
  readonly source: string;
  readonly category: ModifierCategory;
  readonly value: number;
};

/** Sum of the values of a list of modifiers. */
export function sumModifiers(mods: readonly Modifier[]): number {
  let total = 0;
  for (const m of mods) total += m.value;
  return total;
}

/** `-v`, but 0 for 0: a modifier turned to the other side's account that was worth nothing reads and compares as 0, never -0. */
export function negated(v: number): number {
  return v === 0 ? 0 : -v;
}
