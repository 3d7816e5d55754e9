// Where a long turn strip stands, as arithmetic on its slots (every chip one slot of one width) and
// its scroll: the chips hidden either way, the stretch of them in the page, and where it scrolls to
// show the acting chip. No layout is read, so a turn start lays the strip out once, in its frame.

/** A windowed strip's slots as laid out: a slot's width, the chip's width inside it, and where slot 0 starts in the scrolled row. */
export type SlotGeometry = { readonly slot: number; readonly chip: number; readonly origin: number };

/** What a view of `view` px scrolled to `scroll` shows of `n` slots: hidden left and right, and the stretch [from, to) in the page, `margin` chips either side of the view. */
export function stripWindow(n: number, g: SlotGeometry, scroll: number, view: number, margin: number): { left: number; right: number; from: number; to: number } {
  const clamp = (i: number) => Math.min(n, Math.max(0, i));
  // Hidden on the left: the chips starting before the view; in view up to the last one ending inside it.
  const left = clamp(Math.ceil((scroll - 1 - g.origin) / g.slot));
  const right = n - Math.max(left, clamp(Math.floor((scroll + view + 1 - g.origin - g.chip) / g.slot) + 1));
  return { left, right, from: Math.max(0, left - margin), to: Math.min(n, n - right + margin) };
}

/** The scroll that shows slot `at` whole: `scroll` when it does already, else the slot 8 px from the view's left edge (as far as the row scrolls). */
export function followScroll(at: number, n: number, g: SlotGeometry, scroll: number, view: number): number {
  const from = g.origin + at * g.slot;
  if (from >= scroll && from + g.slot <= scroll + view) return scroll;
  // The row ends with the padding it starts with (the origin): it scrolls no further.
  const end = Math.max(0, 2 * g.origin + n * g.slot - view);
  return Math.round(Math.min(end, Math.max(0, from - 8)));
}
