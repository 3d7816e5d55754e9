// How much drawing and working out the GM's window (or the players' screen) has done: plain
// integers bumped where the work happens, so a browser test can hold a turn start, a pan or a hover
// to a ceiling of work without timing anything (test/e2e/workCounters.spec.ts). Read only through
// window.__hexfrayCounters, which a page sets when opened with ?counters.

export type WorkCounters = {
  /** The static layer (grid, terrain, background) painted afresh, not merely shifted or stretched. */
  staticPaints: number;
  /** Tokens and overlays drawn (into the interactive canvas or its cache). */
  interactivePaints: number;
  /** Tokens drawn: into the map's token layer at rest, the changed ones and those they touch (tokenLayer.ts); else all in view, where few are, or into a pan's cache. */
  tokensDrawn: number;
  /** Label boxes tested against a box to keep off (ringLabels.ts): the few near each try, not every token on screen. */
  labelBoxTests: number;
  /** A layer's cache copied onto its viewport-sized canvas: at rest only, never per pan frame. */
  layerCopies: number;
  /** The players' projection worked out and published. */
  projections: number;
  /** Attack previews planned for the side panel (each one planAttack). */
  plans: number;
  /** Map token views made afresh (gm/combat/tokens.ts); a view kept from the command before is not counted. */
  tokenViews: number;
  /** Turn strip chip views made afresh (gm/combat/chipViews.ts). */
  chipViews: number;
  /** Times the turn strip read its layout where the page may wait for one (a scroll, a command), not in a ResizeObserver's report, where it is fresh. */
  stripLayoutReads: number;
  /** The view framing a board worked out (every hex read): when the board, the viewport or its orientation changes, never per command. */
  boardFits: number;
};

export const workCounters: WorkCounters = { staticPaints: 0, interactivePaints: 0, tokensDrawn: 0, labelBoxTests: 0, layerCopies: 0, projections: 0, plans: 0, tokenViews: 0, chipViews: 0, stripLayoutReads: 0, boardFits: 0 };

/** Hands the counters to a test page that asked for them (?counters in the address). */
export function exposeWorkCounters(search: string): void {
  if (new URLSearchParams(search).has('counters')) (window as unknown as { __hexfrayCounters: WorkCounters }).__hexfrayCounters = workCounters;
}
