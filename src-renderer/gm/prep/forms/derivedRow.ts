// One line of the live "derived values" strip under a quick-create form.

/** A derived value to show: null while the fields it needs are not valid yet. */
export type DerivedRow = {
  readonly key: string;
  readonly label: string;
  readonly value: number | null;
  /** How it was found, in the GM's words (formula, house rule or hand-set value). */
  readonly note: string;
};

/** A short tag when a value is not the rules' plain formula: a house fallback or a hand-set value. */
export function derivedTag(row: DerivedRow): string | null {
  if (row.value === null) return null;
  if (/by hand|set on the sheet/.test(row.note)) return 'hand-set';
  if (/house/.test(row.note)) return 'house rule';
  return null;
}
