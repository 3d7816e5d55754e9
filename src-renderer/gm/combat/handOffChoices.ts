// Who the turn strip's "Next to act" list holds. A select lays out every option's text again
// whenever one is added or removed, and at a VERS table of 500 the list loses a name at every turn
// start: about 5 ms of layout a turn for a list nobody has open. So a long list holds only the
// current choice until the GM opens it (focus or a press on it fills it before it opens).

/** Lists up to this long are always held in full: their layout costs nothing worth saving. */
export const HELD_IN_FULL = 30;

export function handOffChoices<T extends { readonly id: string }>(waiting: readonly T[], chosen: string, choosing: boolean): readonly T[] {
  if (choosing || waiting.length <= HELD_IN_FULL) return waiting;
  return waiting.filter((w) => w.id === chosen);
}
