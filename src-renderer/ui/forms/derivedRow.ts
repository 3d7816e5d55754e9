// One line of the live "derived values" strip under a quick-create form.

/** A derived value to show: null while the fields it needs are not valid yet. */
export type DerivedRow = {
  readonly key: string;
  readonly label: string;
  readonly value: number | null;
  /** How it was found, in the GM's words (formula, house rule or hand-set value). */
  readonly note: string;
  /** The rules' formula, a house-rule fallback, or a value set by hand on the sheet. */
  readonly source: 'rule' | 'house' | 'hand-set';
};

/** A short tag when a value is not the rules' plain formula, so house rules and hand-set values stand out. */
export function derivedTag(row: DerivedRow): string | null {
  if (row.value === null || row.source === 'rule') return null;
  return row.source === 'house' ? 'house rule' : 'hand-set';
}
