// The sample encounters shipped in build/examples/, built in code from the rules cores' sample
// characters so they always match the current sheet schemas. `npm run examples` writes the files.
import { offsetToAxial, type Hex, type Orientation } from '../hex';
import { YAUGS_SAMPLES } from '../rules/yaugs/samples';
import { SAMPLE_SHEETS as VERS_SAMPLES } from '../rules/vers/samples';
import { SAMPLE_CHARACTERS as WAYLIGHTS_SAMPLES } from '../rules/waylights/samples';
import { yaugsSettings, versSettings, waylightsSettings } from '../rules/settings';
import type { Encounter, TerrainCell } from '../model/schema';
import { encounterSchema } from '../systems/registry';

const at = (col: number, row: number, orientation: Orientation = 'pointy'): Hex => offsetToAxial({ col, row }, orientation);

function wall(cells: [number, number][]): TerrainCell[] {
  return cells.map(([c, r]) => ({ ...at(c, r), kind: 'wall' as const }));
}

function difficult(cells: [number, number][], cost = 2): TerrainCell[] {
  return cells.map(([c, r]) => ({ ...at(c, r), kind: 'difficult' as const, cost }));
}

function cover(id: string, name: string, c: number, r: number, value: number, structure: number, blocksSight = false): TerrainCell {
  return { ...at(c, r), kind: 'cover', id, name, value, structure, maxStructure: structure, blocksSight };
}

type Placement = { id: string; name: string; side: 'pc' | 'npc' | 'ally'; col: number; row: number; facing?: number | null; hidden?: boolean; notes?: string };

function place<S>(p: Placement, sheet: S) {
  return { id: p.id, name: p.name, side: p.side, sheet: { ...sheet, name: p.name }, position: at(p.col, p.row), facing: p.facing ?? null, hidden: p.hidden ?? false, notes: p.notes ?? '', color: null };
}

const map = (terrain: TerrainCell[]) => ({ width: 20, height: 14, orientation: 'pointy' as const, metersPerHex: 2, background: null, terrain });

/** YAUGS: a ford with a low wall and a cart, two heroes against three bandits (one hidden). */
export function yaugsExample(): Encounter {
  return encounterSchema.parse({
    name: 'Ambush at the Ford',
    system: 'yaugs',
    settings: yaugsSettings(),
    gmNotes: 'The hidden archer waits behind the cart until the heroes cross the ford.',
    map: map([
      ...wall([[9, 2], [9, 3], [9, 4], [10, 9], [10, 10]]),
      ...difficult([[6, 6], [7, 6], [8, 6], [6, 7], [7, 7], [8, 7], [9, 7]]),
      cover('cart', 'Cart', 13, 5, 6, 20),
      cover('boulder', 'Boulder', 5, 9, 8, 60),
    ]),
    combatants: [
      place({ id: 'aldric', name: 'Aldric', side: 'pc', col: 3, row: 6 }, YAUGS_SAMPLES.swordsman),
      place({ id: 'wren', name: 'Wren', side: 'pc', col: 2, row: 8 }, YAUGS_SAMPLES.archer),
      place({ id: 'bruiser', name: 'Bruiser', side: 'npc', col: 14, row: 7 }, YAUGS_SAMPLES.brawler),
      place({ id: 'sentry', name: 'Sentry', side: 'npc', col: 15, row: 5 }, YAUGS_SAMPLES.guard),
      place({ id: 'lurker', name: 'Lurker', side: 'npc', col: 14, row: 4, hidden: true, notes: 'Shoots first, flees at half HP.' }, YAUGS_SAMPLES.archer),
    ],
  });
}

/** VERS: wolves and a bandit on a ridge path, with trees for cover. */
export function versExample(): Encounter {
  return encounterSchema.parse({
    name: 'Wolves on the Ridge',
    system: 'vers',
    settings: versSettings(),
    gmNotes: 'The bandit set the wolves on the travellers; he surrenders when both wolves are down.',
    map: map([
      ...wall([[0, 0], [1, 0], [2, 0], [3, 0], [0, 1], [1, 1], [17, 12], [18, 12], [19, 12], [18, 13], [19, 13]]),
      ...difficult([[10, 5], [11, 5], [10, 6], [11, 6], [12, 6]], 3),
      cover('oak', 'Old oak', 8, 7, 6, 40, false),
      cover('rock', 'Rock outcrop', 13, 8, 4, 80),
    ]),
    combatants: [
      place({ id: 'mara', name: 'Mara', side: 'pc', col: 4, row: 7 }, VERS_SAMPLES.mara),
      place({ id: 'tobin', name: 'Tobin', side: 'pc', col: 3, row: 9 }, VERS_SAMPLES.tobin),
      place({ id: 'wolf1', name: 'Grey Wolf', side: 'npc', col: 12, row: 7 }, VERS_SAMPLES.wolf),
      place({ id: 'wolf2', name: 'Scarred Wolf', side: 'npc', col: 13, row: 10 }, VERS_SAMPLES.wolf),
      place({ id: 'bandit', name: 'Bandit', side: 'npc', col: 16, row: 8 }, VERS_SAMPLES.bandit),
    ],
  });
}

/** Waylights: the temple steps, a duellist and a scout against a zealot and his flock. */
export function waylightsExample(): Encounter {
  return encounterSchema.parse({
    name: 'The Temple Steps',
    system: 'waylights',
    settings: waylightsSettings(),
    gmNotes: 'Brother Aldous fights to the end; the villagers flee once he falls.',
    map: map([
      ...wall([[8, 3], [8, 4], [8, 9], [8, 10], [12, 3], [12, 4], [12, 9], [12, 10]]),
      ...difficult([[10, 6], [10, 7]]),
      cover('altar', 'Altar', 15, 6, 5, 50),
      cover('pillar', 'Fallen pillar', 6, 8, 4, 30),
    ]),
    combatants: [
      place({ id: 'ilse', name: 'Ilse', side: 'pc', col: 3, row: 6 }, WAYLIGHTS_SAMPLES.duellist),
      place({ id: 'tamsin', name: 'Tamsin', side: 'pc', col: 2, row: 8 }, WAYLIGHTS_SAMPLES.scout),
      place({ id: 'aldous', name: 'Brother Aldous', side: 'npc', col: 16, row: 7 }, WAYLIGHTS_SAMPLES.zealot),
      place({ id: 'villager1', name: 'Villager', side: 'npc', col: 14, row: 5 }, WAYLIGHTS_SAMPLES.villager),
      place({ id: 'villager2', name: 'Villager 2', side: 'npc', col: 14, row: 9 }, WAYLIGHTS_SAMPLES.villager),
    ],
  });
}

/** Every example, by system. */
export const EXAMPLES = { yaugs: yaugsExample, vers: versExample, waylights: waylightsExample } as const;

// Four a side for the engine benchmarks: the system's four sample characters on each team, on the
// system's example map, so a fight runs long enough to stress the engine.
const FOUR_SHEETS = {
  yaugs: [YAUGS_SAMPLES.swordsman, YAUGS_SAMPLES.archer, YAUGS_SAMPLES.guard, YAUGS_SAMPLES.brawler],
  vers: [VERS_SAMPLES.mara, VERS_SAMPLES.tobin, VERS_SAMPLES.bandit, VERS_SAMPLES.wolf],
  waylights: [WAYLIGHTS_SAMPLES.duellist, WAYLIGHTS_SAMPLES.scout, WAYLIGHTS_SAMPLES.zealot, WAYLIGHTS_SAMPLES.villager],
} as const;
const PLAYER_HEXES: [number, number][] = [[3, 5], [3, 7], [2, 9], [2, 11]];
const FOE_HEXES: [number, number][] = [[14, 5], [15, 7], [14, 9], [16, 11]];

/** A four-against-four fight on the system's example map, the same four sample sheets on each side. */
export function fourVsFour(system: keyof typeof EXAMPLES): Encounter {
  const base = EXAMPLES[system]();
  const sheets: readonly object[] = FOUR_SHEETS[system];
  const team = (side: 'pc' | 'npc', prefix: string, hexes: [number, number][]) =>
    sheets.map((sheet, i) => place({ id: `${prefix}${i + 1}`, name: `${prefix === 'p' ? 'Hero' : 'Foe'} ${i + 1}`, side, col: hexes[i]![0], row: hexes[i]![1] }, sheet));
  return encounterSchema.parse({
    ...base,
    name: `${base.name}: four against four`,
    combatants: [...team('pc', 'p', PLAYER_HEXES), ...team('npc', 'f', FOE_HEXES)],
  });
}
