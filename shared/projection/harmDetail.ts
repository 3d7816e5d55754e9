// A token's harm numbers as the players' screens and exports show them. A leaf module on purpose:
// the players' pages import it, and must not pull in the projection (and with it the engine).

/**
 * A token's harm numbers where they say more than its harm word: "Unhurt" beside "unhurt" says the
 * word again, so every players' screen and export shows the numbers only when they add something.
 */
export function harmDetailBeyond(t: { readonly harm: string; readonly harmDetail: string | null }): string | null {
  return t.harmDetail && t.harmDetail.toLowerCase() !== t.harm.toLowerCase() ? t.harmDetail : null;
}
