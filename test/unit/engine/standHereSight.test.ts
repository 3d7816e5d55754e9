// The danger side of standHere works each line of sight out from the map's walls and cover objects
// alone (PairTable.lineKind), not by drawing it: it must give sight's own answer for every pair of
// hexes, or the danger shown would differ from attackPreview's where a line grazes an obstacle.
import { describe, expect, it } from 'vitest';
import { hexDistance, type Hex } from '../../../shared/hex';
import { PairTable } from '../../../shared/engine/standHere';
import { buildBoard } from '../../../shared/model/board';
import { sightBetween } from '../../../shared/model/facts';
import { encounterSchema } from '../../../shared/engine';
import { fourVsFour } from '../../../shared/sim/examples';
import { at } from '../../../shared/systems/exampleMap';
import { SYSTEM_IDS } from '../../../shared/systems/registry';

describe.each(SYSTEM_IDS)('%s: the pair table\'s sight', (system) => {
  it.each(['as drawn', 'with cover that blocks sight and equal objects in a row'])('is sight\'s answer for every pair of hexes on the sample map (%s)', (variant) => {
    const enc = fourVsFour(system);
    if (variant !== 'as drawn') {
      const crates = [4, 6, 8, 10, 12].map((col, i) => ({ ...at(col, 7), kind: 'cover' as const, id: `crate${i}`, name: 'Crate', value: i % 2 === 0 ? 4 : 6, structure: 10, maxStructure: 10, blocksSight: i === 2 }));
      enc.map.terrain = [
        ...enc.map.terrain.filter((t) => !crates.some((c) => c.q === t.q && c.r === t.r)).map((t) => (t.kind === 'cover' ? { ...t, blocksSight: true } : t)),
        ...crates,
      ];
    }
    const board = buildBoard(encounterSchema.parse(enc), []);
    const hexes: Hex[] = [];
    for (let row = 0; row < enc.map.height; row++) for (let col = 0; col < enc.map.width; col++) hexes.push(at(col, row));
    const table = new PairTable(board);
    const index = table.add(hexes);
    let differ = 0;
    let crossing = 0;
    for (const to of hexes) {
      table.at(to, null);
      for (let u = 0; u < hexes.length; u++) {
        const from = hexes[u]!;
        const d = hexDistance(from, to);
        if (d < 2) continue;
        const sight = sightBetween(board, from, to);
        const expected = sight.visible && sight.cover.value === 0 ? 0 : 1 + sight.kind;
        if (expected !== 0) crossing++;
        if (table.lineKind(index[u]!, from, to, d) !== expected) differ++;
      }
    }
    expect(differ).toBe(0);
    // Lines that meet an obstacle are many (else nothing was compared but open ground).
    expect(crossing).toBeGreaterThan(1000);
  });
});
