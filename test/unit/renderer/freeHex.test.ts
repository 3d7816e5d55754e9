import { describe, expect, it } from 'vitest';
import { freeHexNear } from '../../../src-renderer/state/freeHex';
import { hexNeighbors, offsetToAxial, type Hex } from '../../../shared/hex';
import { EXAMPLES } from '../../../shared/sim/examples';
import type { Encounter, TerrainCell } from '../../../shared/model/schema';

const hedge = (h: Hex, i: number): TerrainCell => ({ ...h, kind: 'cover', id: `hedge-${i}`, name: 'Hedge', value: 2, structure: 20, maxStructure: 20, blocksSight: false });

/** The YAUGS sample with only this terrain and nobody near the middle. */
function field(terrain: TerrainCell[]): Encounter {
  const enc = EXAMPLES.yaugs();
  return { ...enc, map: { ...enc.map, terrain } };
}

describe('freeHexNear', () => {
  const middle = offsetToAxial({ col: 7, row: 6 });

  it('passes over light cover and rough ground for open ground a step further', () => {
    const around = hexNeighbors(middle);
    const terrain: TerrainCell[] = [hedge(middle, 9), ...around.slice(0, 4).map(hedge), { ...around[4]!, kind: 'difficult', cost: 2 }];
    expect(freeHexNear(field(terrain), middle)).toEqual(around[5]);
  });

  it('takes the nearest cover when no open ground is free', () => {
    const enc = field([]);
    const everywhere = Array.from({ length: enc.map.width * enc.map.height }, (_, i) => offsetToAxial({ col: i % enc.map.width, row: Math.floor(i / enc.map.width) }));
    const taken = new Set(enc.combatants.map((c) => `${c.position.q},${c.position.r}`));
    const covered = field(everywhere.filter((h) => !taken.has(`${h.q},${h.r}`)).map(hedge));
    expect(freeHexNear(covered, middle)).toEqual(middle);
  });
});

describe('freeHexNear on a map with hex sides', () => {
  const middle = offsetToAxial({ col: 7, row: 6 });
  it('never sets a token down in a hex walled in on all six sides (an imported pillar), but beside it', () => {
    const enc = field([]);
    const edges = hexNeighbors(middle).map((b) => ({ a: middle, b, kind: 'wall' as const }));
    const placed = freeHexNear({ ...enc, map: { ...enc.map, edges } }, middle);
    expect(placed).not.toEqual(middle);
    expect(hexNeighbors(middle)).toContainEqual(placed);
    // Five walls and an open door leave a way out: the hex is free to use.
    const doorway = edges.map((e, i) => (i === 0 ? { ...e, kind: 'door' as const, door: { state: 'open' as const, secret: false } } : e));
    expect(freeHexNear({ ...enc, map: { ...enc.map, edges: doorway } }, middle)).toEqual(middle);
  });
});
