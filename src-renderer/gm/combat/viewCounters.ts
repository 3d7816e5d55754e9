// How much of the fight's views a command made again, and how often the turn strip read its
// layout: plain integers bumped where it happens, so the work-counter browser test
// (test/e2e/workCounters.spec.ts) holds a turn start to a ceiling without timing anything. Read
// only through window.__hexfrayViewCounters, which the page sets when opened with ?counters.

export type ViewCounters = {
  /** Map token views made afresh (TokenViews); a view kept from the command before is not counted. */
  tokenViews: number;
  /** Turn strip chip views made afresh (ChipViews). */
  chipViews: number;
  /** Times the turn strip read its layout where the page may wait for one (a scroll, a command), not in a ResizeObserver's report, where it is fresh. */
  stripLayoutReads: number;
};

export const viewCounters: ViewCounters = { tokenViews: 0, chipViews: 0, stripLayoutReads: 0 };

/** Hands the counters to a test page that asked for them (?counters in the address). */
export function exposeViewCounters(search: string): void {
  if (new URLSearchParams(search).has('counters')) (window as unknown as { __hexfrayViewCounters: ViewCounters }).__hexfrayViewCounters = viewCounters;
}
