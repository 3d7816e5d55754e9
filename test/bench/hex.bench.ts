// shared/hex against the npm package honeycomb-grid (v4), doing the same work in the same run:
// distance, line, every hex within radius 10, pixel -> hex. Target: ours at least as fast (ratio >= 1).
// Then budgets for the map-wide work that runs on pointer moves: movement range and sight lines; and
// for the bodies and area shapes of RULES.md section 5.
import { Orientation as HcOrientation, defineHex, distance as hcDistance, line as hcLine, pointToCube, spiral as hcSpiral } from 'honeycomb-grid';
import type { HexCoordinates } from 'honeycomb-grid';
import { budget, fmtOps, measure } from './measure';
import type { Measurement } from './measure';
import {
  axialToOffset,
  burstHexes,
  coneDirection,
  coneHexes,
  edgeKey,
  footprintDistance,
  footprintHexes,
  hexDistance,
  hexLine,
  hexSpiral,
  hexesWithin,
  lineHexes,
  makeLayout,
  mapHexes,
  pixelToHex,
  reachable,
  sideSet,
  sightAndCover,
} from '../../shared/hex';
import type { Hex } from '../../shared/hex';

const HcHex = defineHex({ dimensions: 30, orientation: HcOrientation.POINTY, origin: { x: 0, y: 0 } });
const hcSettings = HcHex.settings;
const createHex = (c?: HexCoordinates): InstanceType<typeof HcHex> => new HcHex(c);
const layout = makeLayout(30, 'pointy');

// A fixed pseudo-random set of inputs, cycled so no call sees a constant the JIT could fold.
let seed = 12345;
const rand = (n: number): number => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return (seed >>> 8) % n;
};
const N = 1024;
const pairs: [Hex, Hex][] = Array.from({ length: N }, () => [
  { q: rand(61) - 30, r: rand(61) - 30 },
  { q: rand(61) - 30, r: rand(61) - 30 },
]);
const points = Array.from({ length: N }, () => ({ x: rand(4000) - 2000 + 0.37, y: rand(4000) - 2000 + 0.61 }));

let sink = 0;
let i = 0;
const next = (): [Hex, Hex] => pairs[i++ & (N - 1)]!;

function row(ours: Measurement, theirs: Measurement): number {
  const ratio = ours.opsPerSec / theirs.opsPerSec;
  console.log(
    `  ${ours.name.padEnd(28)} ours ${fmtOps(ours.opsPerSec).padStart(11)}   honeycomb ${fmtOps(theirs.opsPerSec).padStart(11)}   ratio ${ratio.toFixed(2)}x ${ratio >= 1 ? 'OK' : 'SLOWER'}`,
  );
  return ratio;
}

// Sanity: both libraries agree on what they compute, so the race is fair.
for (const [a, b] of pairs.slice(0, 64)) {
  if (hexDistance(a, b) !== hcDistance(hcSettings, a, b)) throw new Error('distance disagrees with honeycomb');
  if (hexLine(a, b).length !== hcLine<InstanceType<typeof HcHex>>({ start: a, stop: b })(createHex).length) throw new Error('line length disagrees');
}
if (hexesWithin({ q: 0, r: 0 }, 10).length !== hcSpiral<InstanceType<typeof HcHex>>({ start: { q: 0, r: 0 }, radius: 10 })(createHex).length) {
  throw new Error('within-10 count disagrees');
}

/** Runs the whole benchmark and prints its table and budgets. */
export function run(): void {
  console.log('hex: ours vs honeycomb-grid (ops/sec, higher is better)');
  const ratios: number[] = [];
  ratios.push(
    row(
      measure('distance', () => { const [a, b] = next(); sink += hexDistance(a, b); }),
      measure('distance', () => { const [a, b] = next(); sink += hcDistance(hcSettings, a, b); }),
    ),
  );
  ratios.push(
    row(
      measure('line (avg length ~35)', () => { const [a, b] = next(); sink += hexLine(a, b).length; }),
      measure('line', () => { const [a, b] = next(); sink += hcLine<InstanceType<typeof HcHex>>({ start: a, stop: b })(createHex).length; }),
    ),
  );
  ratios.push(
    row(
      measure('within radius 10 (331 hexes)', () => { const [a] = next(); sink += hexesWithin(a, 10).length; }),
      measure('spiral', () => { const [a] = next(); sink += hcSpiral<InstanceType<typeof HcHex>>({ start: a, radius: 10 })(createHex).length; }),
    ),
  );
  ratios.push(
    row(
      measure('spiral radius 10 (ordered)', () => { const [a] = next(); sink += hexSpiral(a, 10).length; }),
      measure('spiral', () => { const [a] = next(); sink += hcSpiral<InstanceType<typeof HcHex>>({ start: a, radius: 10 })(createHex).length; }),
    ),
  );
  ratios.push(
    row(
      measure('pixel -> hex', () => { sink += pixelToHex(layout, points[i++ & (N - 1)]!).q; }),
      measure('pointToCube', () => { sink += pointToCube(hcSettings, points[i++ & (N - 1)]!).q; }),
    ),
  );
  console.log(`  slowest ratio ${Math.min(...ratios).toFixed(2)}x (target >= 1)`);

  console.log('hex: budgets for pointer-move work on a 100 x 100 map');
  // Terrain as the engine would hold it: a dense array indexed by offset cell, walls every so often.
  const cells = new Float64Array(100 * 100);
  for (const h of mapHexes(100, 100, 'pointy')) {
    const o = axialToOffset(h, 'pointy');
    cells[o.row * 100 + o.col] = (h.q * 7 + h.r * 13) % 11 === 0 ? Infinity : 1 + ((h.q + h.r) & 1);
  }
  const terrain = (h: Hex): number => {
    const row = h.r;
    const col = h.q + ((row - (row & 1)) >> 1);
    return row < 0 || row >= 100 || col < 0 || col >= 100 ? Infinity : cells[row * 100 + col]!;
  };
  const centre = { q: 25, r: 50 };
  const full = measure('reachable, whole 100x100 map', () => { sink += reachable(centre, 1e9, terrain).hexes.length; }, 600);
  console.log(`  ${full.name}: median ${(full.medianNsPerOp / 1e6).toFixed(2)} ms`);
  budget('whole-map movement range', full.medianNsPerOp / 1e6, 'ms', 16);
  const move = measure('reachable, budget 12', () => { sink += reachable(centre, 12, terrain).hexes.length; });
  console.log(`  ${move.name}: median ${(move.medianNsPerOp / 1000).toFixed(1)} µs`);
  budget('movement range of 12', move.medianNsPerOp / 1e6, 'ms', 1);
  const isWall = (h: Hex): boolean => (h.q * 7 + h.r * 13) % 17 === 0;
  const coverAt = (h: Hex) => ((h.q * 3 + h.r) % 23 === 0 ? { id: 'c', value: 4, blocksSight: false } : null);
  const far: Hex = { q: -25, r: 99 };
  const sight = measure('sightAndCover, 100 hexes apart', () => { sink += sightAndCover({ q: 50, r: 0 }, far, { isWall, coverAt }).cover.value; });
  console.log(`  ${sight.name}: median ${(sight.medianNsPerOp / 1000).toFixed(1)} µs`);
  budget('one sight line across the map', sight.medianNsPerOp / 1e6, 'ms', 0.1);

  console.log('hex: bodies and area shapes (RULES.md section 5)');
  // Bodies at the pairs' anchors, so the pairs are near and far, touching and overlapping.
  const big = pairs.map(([a, b]) => [footprintHexes(a, 19), footprintHexes(b, 19)] as const);
  const mixed = pairs.map(([a, b], k) => [footprintHexes(a, 3, k), footprintHexes(b, 7)] as const);
  // The definition, pair by pair: what the fast path must beat.
  const everyPair = (a: readonly Hex[], b: readonly Hex[]): number => {
    let best = Infinity;
    for (const x of a) for (const y of b) best = Math.min(best, hexDistance(x, y));
    return best;
  };
  for (const [a, b] of [...big, ...mixed].slice(0, 256)) if (footprintDistance(a, b) !== everyPair(a, b)) throw new Error('footprintDistance disagrees with every pair');
  const fp = measure('footprintDistance, two 19-hex bodies', () => { const [a, b] = big[i++ & (N - 1)]!; sink += footprintDistance(a, b); });
  const fpPairs = measure('every pair, two 19-hex bodies', () => { const [a, b] = big[i++ & (N - 1)]!; sink += everyPair(a, b); });
  console.log(`  ${fp.name}: median ${fp.medianNsPerOp.toFixed(0)} ns (${(fpPairs.medianNsPerOp / fp.medianNsPerOp).toFixed(1)}x faster than every pair, ${fpPairs.medianNsPerOp.toFixed(0)} ns)`);
  budget('footprintDistance of two 19-hex bodies', fp.medianNsPerOp / 1000, 'µs', 1);
  const fpMixed = measure('footprintDistance, 3-hex and 7-hex', () => { const [a, b] = mixed[i++ & (N - 1)]!; sink += footprintDistance(a, b); });
  console.log(`  ${fpMixed.name}: median ${fpMixed.medianNsPerOp.toFixed(0)} ns`);
  const body = measure('footprintHexes, 19 hexes', () => { sink += footprintHexes(next()[0], 19).length; });
  console.log(`  ${body.name}: median ${body.medianNsPerOp.toFixed(0)} ns`);
  const cone = measure('coneDirection + coneHexes 6 (27 hexes)', () => { const [a, b] = next(); sink += coneHexes(a, coneDirection(a, b), 6).length; });
  console.log(`  ${cone.name}: median ${cone.medianNsPerOp.toFixed(0)} ns`);
  const line = measure('lineHexes 10', () => { const [a, b] = next(); sink += lineHexes(a, b, 10).length; });
  console.log(`  ${line.name}: median ${line.medianNsPerOp.toFixed(0)} ns`);
  // Sight across a 200 x 200 map with 2,000 wall sides against the same lines with none (RULES.md 5.4).
  const big200 = mapHexes(200, 200, 'pointy');
  const sides = Array.from({ length: 2000 }, () => {
    const a = big200[rand(big200.length)]!;
    return { a, b: { q: a.q + (rand(2) === 0 ? 1 : 0), r: a.r + (rand(2) === 0 ? 0 : 1) } };
  });
  const blockedSide = sideSet(sides, 200, 200, 'pointy');
  const keys = new Set(sides.map(({ a, b }) => edgeKey(a, b)));
  const byKey = (a: Hex, b: Hex): boolean => keys.has(edgeKey(a, b));
  const sightPairs = Array.from({ length: N }, () => [big200[rand(big200.length)]!, big200[rand(big200.length)]!] as const);
  const isWall200 = (h: Hex): boolean => (h.q * 7 + h.r * 13) % 97 === 0;
  const plain = measure('sight, 200x200, no edges', () => { const [a, b] = sightPairs[i++ & (N - 1)]!; sink += sightAndCover(a, b, { isWall: isWall200 }).visible ? 1 : 0; });
  const edged = measure('sight, 200x200, 2,000 edges', () => { const [a, b] = sightPairs[i++ & (N - 1)]!; sink += sightAndCover(a, b, { isWall: isWall200, blockedSide }).visible ? 1 : 0; });
  const keyed = measure('sight, 2,000 edges by key', () => { const [a, b] = sightPairs[i++ & (N - 1)]!; sink += sightAndCover(a, b, { isWall: isWall200, blockedSide: byKey }).visible ? 1 : 0; });
  console.log(`  sight across 200x200: no edges ${(plain.medianNsPerOp / 1000).toFixed(2)} µs, 2,000 edges ${(edged.medianNsPerOp / 1000).toFixed(2)} µs (a Set of side keys instead: ${(keyed.medianNsPerOp / 1000).toFixed(2)} µs)`);
  budget('sight with 2,000 edges, ratio to none', edged.medianNsPerOp / plain.medianNsPerOp, 'x', 1.2);
  // The same lines where a tenth of the sides are low walls, which a line counts as cover where it
  // crosses them (RULES.md 5.4): the engine's boards pass both tests whenever a map has low walls.
  const low = sides.slice(0, 200);
  const lowSides = sideSet(low, 200, 200, 'pointy');
  const lowObjects = new Map(low.map(({ a, b }) => [edgeKey(a, b), { id: `edge:${edgeKey(a, b)}`, value: 3, blocksSight: false }] as const));
  const coverSide = (a: Hex, b: Hex) => (lowSides(a, b) ? (lowObjects.get(edgeKey(a, b)) ?? null) : null);
  const walled = sideSet(sides.slice(200), 200, 200, 'pointy');
  const lowWalled = measure('sight, 200x200, 1,800 walls + 200 low walls', () => { const [a, b] = sightPairs[i++ & (N - 1)]!; sink += sightAndCover(a, b, { isWall: isWall200, blockedSide: walled, coverSide }).cover.value; });
  console.log(`  sight across 200x200 with 200 of the 2,000 edges low walls (cover on sides): ${(lowWalled.medianNsPerOp / 1000).toFixed(2)} µs`);
  budget('sight with 1,800 walls and 200 low walls, ratio to none', lowWalled.medianNsPerOp / plain.medianNsPerOp, 'x', 1.2);
  const burst = measure('burstHexes 2 (19 hexes)', () => { sink += burstHexes(next()[0], 2).length; });
  console.log(`  ${burst.name}: median ${burst.medianNsPerOp.toFixed(0)} ns`);
  if (sink === 42) console.log('');
}

run();
