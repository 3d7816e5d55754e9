// What a step costs is what decides where a GM may drag a token: the table lookup the path searches
// use must agree with the rule, hex by hex, on and off the map, and follow changes to the map.
import { describe, expect, it } from 'vitest';
import { buildBoard, movementCost } from '../../../shared/model/board';
import { EXAMPLES } from '../../../shared/sim/examples';
import type { Encounter, TerrainCell } from '../../../shared/model/schema';
import { hexKey, isOnMap, type Hex } from '../../../shared/hex';

/** The rule as RULES.md and the board's comment state it, worked out directly from the encounter. */
function ruleCost(enc: Encounter, mover: string, h: Hex, out: readonly string[] = []): number {
  if (!isOnMap(h, enc.map.width, enc.map.height, enc.map.orientation)) return Infinity;
  if (enc.combatants.some((c) => c.id !== mover && !out.includes(c.id) && hexKey(c.position) === hexKey(h))) return Infinity;
  const t = enc.map.terrain.find((x) => x.q === h.q && x.r === h.r);
  if (!t) return 1;
  if (t.kind === 'wall') return Infinity;
  if (t.kind === 'difficult') return t.cost;
  return t.blocksSight ? Infinity : 2;
}

function window(enc: Encounter): Hex[] {
  const out: Hex[] = [];
  const span = enc.map.width + enc.map.height + 3;
  for (let q = -span; q <= span; q++) for (let r = -3; r <= enc.map.height + 3; r++) out.push({ q, r });
  return out;
}

describe('movementCost', () => {
  it.each(['yaugs', 'vers', 'waylights'] as const)('agrees with the rule on every hex around the %s sample, for every mover', (system) => {
    const enc = EXAMPLES[system]();
    const out = [enc.combatants[0]!.id];
    for (const outList of [[], out]) {
      const board = buildBoard(enc, outList);
      for (const c of enc.combatants) {
        const cost = movementCost(board, c.id);
        for (const h of window(enc)) expect(cost(h), `${c.id} entering ${hexKey(h)}`).toBe(ruleCost(enc, c.id, h, outList));
      }
    }
  });

  it('follows a change of terrain and of map size, and refuses coordinates far off any map', () => {
    const enc = EXAMPLES.yaugs();
    const free = window(enc).find((h) => ruleCost(enc, 'nobody', h) === 1)!;
    const walled: Encounter = { ...enc, map: { ...enc.map, terrain: [...enc.map.terrain, { q: free.q, r: free.r, kind: 'wall' } as TerrainCell] } };
    expect(movementCost(buildBoard(enc), 'nobody')(free)).toBe(1);
    expect(movementCost(buildBoard(walled), 'nobody')(free)).toBe(Infinity);
    // Same terrain list, a narrower map: the last column leaves the map.
    const narrow: Encounter = { ...enc, map: { ...enc.map, width: enc.map.width - 1 } };
    const edge = window(enc).find((h) => ruleCost(enc, 'nobody', h) === 1 && ruleCost(narrow, 'nobody', h) === Infinity)!;
    expect(movementCost(buildBoard(enc), 'nobody')(edge)).toBe(1);
    expect(movementCost(buildBoard(narrow), 'nobody')(edge)).toBe(Infinity);
    expect(movementCost(buildBoard(enc), 'nobody')({ q: 40_000, r: 2 })).toBe(Infinity);
    // A hex whose packed id would alias the free hex on the map.
    expect(movementCost(buildBoard(enc), 'nobody')({ q: free.q - 1, r: free.r + 32_768 })).toBe(Infinity);
  });
});
