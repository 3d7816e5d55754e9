// The players' table at its largest, shared by the players' and the devices' benches: a 200 x 200
// VERS map with 500 tokens, 8 of them PCs, one in 50 hidden, and walls that cut lines of sight.
import { offsetToAxial, hexKey } from '../../shared/hex';
import type { Encounter } from '../../shared/model/schema';
import { encounterSchema } from '../../shared/systems/registry';
import { SAMPLE_SHEETS } from '../../shared/rules/vers/samples';
import { versSettings } from '../../shared/rules/vers/settings';

export const SIZE = 200;
export const TOKENS = 500;
export const PCS = 8;
export const SIGHT_RADIUS = 24; // as the players' screen state reveals it

/** The table, named `name`. */
export function bigMap(name: string): Encounter {
  const place = (i: number) => offsetToAxial({ col: (i * 37) % SIZE, row: Math.floor((i * 37) / SIZE) % SIZE });
  const taken = new Set<string>();
  const combatants: Record<string, unknown>[] = [];
  for (let i = 0; combatants.length < TOKENS; i++) {
    const position = place(i);
    if (taken.has(hexKey(position))) continue;
    taken.add(hexKey(position));
    const n: number = combatants.length;
    combatants.push({ id: `c${n}`, name: `Fighter ${n}`, side: n < PCS ? 'pc' : 'npc', sheet: SAMPLE_SHEETS.mara, position, facing: null, hidden: n % 50 === 49, notes: '', color: null });
  }
  // A wall every 7th hex of every 5th row: enough to cut lines of sight.
  const terrain = [];
  for (let row = 2; row < SIZE; row += 5) {
    for (let col = 0; col < SIZE; col += 7) {
      const h = offsetToAxial({ col, row });
      if (!taken.has(hexKey(h))) terrain.push({ ...h, kind: 'wall' });
    }
  }
  return encounterSchema.parse({
    name, system: 'vers', settings: versSettings(), gmNotes: '',
    map: { width: SIZE, height: SIZE, orientation: 'pointy', metersPerHex: 2, background: null, terrain },
    combatants,
  });
}
