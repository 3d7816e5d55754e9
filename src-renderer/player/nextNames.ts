// Who acts next, as the players' turn line says it. A table's whole round would fill the screen's
// top and, wrapping as it shortens, resize the map at every turn (the map fitted again and drawn
// afresh: 100-200 ms of the players' window on a 500-token table): the next few, then how many more.

/** How many names the line gives before "and N more". */
export const NEXT_SHOWN = 4;

/** The names of who is still to act, the first NEXT_SHOWN of them and then how many more. */
export function nextNames(upNext: readonly { name: string }[]): string {
  const names = upNext.slice(0, NEXT_SHOWN).map((n) => n.name).join(', ');
  const more = upNext.length - NEXT_SHOWN;
  return more > 0 ? `${names} and ${more} more` : names;
}
