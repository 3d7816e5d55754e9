// The step-here shading's own thread (issue 26): a first ask with danger costs 5-25 ms, and on the
// GM's thread, even in slices, it ran after the move's frame and between pointer events. Here it
// runs beside the move's drawing, and the answer is drawn in the next frame.
import { ShadingAnswerer, type ShadingAsk } from './shadingAsk';

type Scope = { onmessage: ((e: MessageEvent<ShadingAsk>) => void) | null; postMessage(m: unknown): void };
const scope = self as unknown as Scope;
const answerer = new ShadingAnswerer();
// Asks queue while one is worked out (a token dragged across several hexes): every queued ask is
// received first, then only the newest is worked out.
let queued: ShadingAsk[] = [];
scope.onmessage = (e) => {
  queued.push(e.data);
  if (queued.length === 1) setTimeout(run, 0);
};
function run(): void {
  const asks = queued;
  queued = [];
  for (const a of asks.slice(0, -1)) scope.postMessage(answerer.skip(a));
  scope.postMessage(answerer.answer(asks[asks.length - 1]!));
}
