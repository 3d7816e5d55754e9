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
