// One line of the live "derived values" strip under a quick-create form.

/** A derived value to show: null while the fields it needs are not valid yet. */
export type DerivedRow = {
  readonly key: string;
  readonly label: string;
  readonly value: number | null;
  /** How it was found, in the GM's words (formula, house rule or hand-set value). */
  readonly note: string;
};
