// A small arena for area attacks (RULES.md 5.3), in any system: the sample encounter cleared of
// terrain, its first PC with a ranged weapon given an area copy of it ("Grenade"), the others placed
// where a test says, the fight started with that PC to act.
import { encounterSchema, initialState, reduce, type CombatState, type Encounter } from '../../../shared/engine';
import type { Command } from '../../../shared/model/commands';
import { EXAMPLES } from '../../../shared/sim/examples';
import { at } from '../../../shared/systems/exampleMap';
import type { SYSTEM_IDS } from '../../../shared/systems/registry';

export type SystemId = (typeof SYSTEM_IDS)[number];
type Area = { shape: 'burst' | 'cone' | 'line'; size: number };

export function apply(s: CombatState, cmd: Command): CombatState {
  const r = reduce(s, cmd);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

type AnyWeapon = { name: string; mode?: string; ranged?: boolean; kind?: string; area?: Area | null; damage?: string; damageType?: string };

function isRanged(w: AnyWeapon): boolean {
  return w.mode === 'ranged' || w.ranged === true || w.kind === 'ranged';
}

export type Arena = { enc: Encounter; attacker: string; others: string[] };

/**
 * The arena: `place` gives each other combatant (in the encounter's order) a column and row, or
 * null to stand far off; `edit` changes the raw encounter before it is checked; `base` replaces
 * the sample encounter.
 */
export function arena(system: SystemId, area: Area, place: ([number, number] | null)[], edit: (enc: Encounter, attacker: Encounter['combatants'][number]) => void = () => {}, base?: Encounter): Arena {
  const enc: Encounter = JSON.parse(JSON.stringify(base ?? EXAMPLES[system]()));
  enc.map.terrain = [];
  enc.map.edges = [];
  const a = enc.combatants.find((c) => c.side === 'pc' && ((c.sheet as { weapons: AnyWeapon[] }).weapons.some(isRanged)))!;
  const weapons = (a.sheet as { weapons: AnyWeapon[] }).weapons;
  const grenade: AnyWeapon = { ...weapons.find(isRanged)!, name: 'Grenade', area };
  weapons.push(grenade);
  a.position = at(2, 6);
  a.facing = null;
  if ('timing' in a.sheet) (a.sheet as { timing: number }).timing = 99;
  const others = enc.combatants.filter((c) => c !== a);
  others.forEach((c, i) => {
    const p = place[i];
    c.position = p ? at(p[0], p[1]) : at(19, i);
    c.facing = null;
    c.hidden = false;
  });
  edit(enc, a);
  return { enc: encounterSchema.parse(enc), attacker: a.id, others: others.map((c) => c.id) };
}

/** The arena's fight, started with the attacker to act. */
export function started(x: Arena, seed = 'area'): CombatState {
  const order = [x.attacker, ...x.others];
  const s = apply(initialState(x.enc, seed), { type: 'start-combat', order, surprise: null } as Command);
  if (s.current !== x.attacker) throw new Error(`The arena's attacker does not act first (${s.current}).`);
  return s;
}

/** Every way `n` dice of `sides` faces fall, grouped by their sum: one face list per sum and how many ways give it. */
export function sums(n: number, sides: number): { faces: number[]; ways: number }[] {
  const out = new Map<number, { faces: number[]; ways: number }>();
  const walk = (left: number, faces: number[]) => {
    if (left === 0) {
      const s = faces.reduce((x, y) => x + y, 0);
      const e = out.get(s);
      if (e) e.ways++;
      else out.set(s, { faces: [...faces], ways: 1 });
      return;
    }
    for (let f = 1; f <= sides; f++) walk(left - 1, [...faces, f]);
  };
  walk(n, []);
  return [...out.values()];
}
