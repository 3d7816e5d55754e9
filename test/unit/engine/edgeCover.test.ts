// A low wall on a hex side is a cover object on every line that crosses it (RULES.md 5.4), taken
// by the engine's facts, hit and worn down like a cover hex; and the party's sight for fog of war
// stops at walls and shut doors on sides, as the engine's sight does.
import { describe, expect, it } from 'vitest';
import { attackPreview, initialState, planAttack, reduce, type CombatState, type Encounter } from '../../../shared/engine';
import { encounterSchema } from '../../../shared/systems/registry';
import { EXAMPLES } from '../../../shared/sim/examples';
import { partySight } from '../../../shared/projection/partySight';

type Hex = { q: number; r: number };
type Edge = NonNullable<Encounter['map']['edges']>[number];
type System = 'yaugs' | 'vers';

/** A sample on open ground with the given edges and cover hexes, everyone placed as given (the rest far off on the top row). */
function fight(system: System, at: Record<string, Hex>, edges: Edge[], terrain: object[] = []): CombatState {
  const base = EXAMPLES[system]();
  let spare = 10;
  const combatants = base.combatants.map((c) => ({ ...c, position: at[c.id] ?? { q: (spare += 2), r: 0 } }));
  const enc = encounterSchema.parse({ ...base, map: { ...base.map, terrain, edges }, combatants }) as Encounter;
  const started = reduce(initialState(enc, 'edges'), { type: 'start-combat', order: [...Object.keys(at), ...combatants.map((c) => c.id).filter((id) => !(id in at))] });
  if (!started.ok) throw new Error(started.reason);
  return started.state;
}

const lowWall = (a: Hex, b: Hex, cover: number, structure?: number): Edge => ({ a, b, kind: 'low-wall', cover, ...(structure !== undefined ? { structure } : {}) });
const longbow = { attacker: 'wren', defender: 'bruiser', weapon: 'Longbow', situational: [] };

describe('a low wall is cover on the line', () => {
  // Wren at (2,6) shoots along row 6 at Bruiser at (8,6).
  const yaugs = (edges: Edge[], terrain: object[] = []) => fight('yaugs', { wren: { q: 2, r: 6 }, bruiser: { q: 8, r: 6 }, aldric: { q: 0, r: 12 } }, edges, terrain);

  it('crossed by the line it gives its cover value, named as the low wall, and sight stays clear', () => {
    const f = attackPreview(yaugs([lowWall({ q: 4, r: 6 }, { q: 5, r: 6 }, 3)]), longbow)!.facts;
    expect([f.lineOfSight, f.cover, f.coverObjectId, f.coverName, f.coverSource]).toEqual([true, 3, 'edge:4,6|5,6', 'Low wall', 'line']);
  });

  it('beside the line it gives none; a higher cover hex on the line wins over it', () => {
    expect(attackPreview(yaugs([lowWall({ q: 4, r: 6 }, { q: 4, r: 7 }, 3)]), longbow)!.facts.cover).toBe(0);
    const crate = { q: 6, r: 6, kind: 'cover', id: 'crate', name: 'Crate', value: 5, structure: 10, maxStructure: 10, blocksSight: false };
    const f = attackPreview(yaugs([lowWall({ q: 4, r: 6 }, { q: 5, r: 6 }, 3)], [crate]), longbow)!.facts;
    expect([f.cover, f.coverName]).toEqual([5, 'Crate']);
  });

  it('between neighbours, the one side their line crosses, it still counts', () => {
    const s = fight('yaugs', { aldric: { q: 4, r: 6 }, bruiser: { q: 5, r: 6 }, wren: { q: 0, r: 12 } }, [lowWall({ q: 4, r: 6 }, { q: 5, r: 6 }, 4)]);
    const f = attackPreview(s, { attacker: 'aldric', defender: 'bruiser', weapon: 'Longsword', situational: [] })!.facts;
    expect([f.distanceHexes, f.cover]).toEqual([1, 4]);
  });

  it('in VERS a miss by less than its cover strikes the low wall and wears it down; broken, it leaves the map', () => {
    // Tobin (a PC, rolling) shoots the Grey Wolf across a low wall of cover 4 and 12 structure points.
    const wall = lowWall({ q: 4, r: 6 }, { q: 5, r: 6 }, 4, 12);
    const s = fight('vers', { tobin: { q: 2, r: 6 }, wolf1: { q: 8, r: 6 } }, [wall]);
    const plan = planAttack(s, { attacker: 'tobin', defender: 'wolf1', weapon: 'Longbow', situational: [] })!;
    expect(plan.facts.cover).toBe(4);
    // The 3d6 totals in turn, until one misses into the wall.
    let hit: ReturnType<typeof reduce> | null = null;
    for (let total = 3; total <= 18 && !hit; total++) {
      const dice = [Math.min(6, total - 2), Math.min(6, Math.max(1, total - 7)), Math.max(1, total - 12)];
      const r = reduce(s, { ...plan.command, dice });
      if (r.ok && r.events.some((e) => e.kind === 'cover-damaged' || e.kind === 'cover-destroyed')) hit = r;
    }
    if (!hit || !hit.ok) throw new Error('no roll strikes the low wall');
    // The Longbow's EV 5 against RV 0 (House) takes 5 of the 12.
    const event = hit.events.find((e) => e.kind === 'cover-damaged')!;
    expect(event.summary).toMatch(/^The low wall between column 8, row 7 and column 9, row 7 takes 5 \(7 left; hit by Tobin/);
    expect(hit.state.encounter.map.edges!.find((e) => e.kind === 'low-wall')!.structure).toBe(7);
    // The GM breaks what is left: the wall is gone and with it the cover.
    const broken = reduce(hit.state, { type: 'damage-cover', coverId: 'edge:4,6|5,6', amount: 10, reason: 'a ruling' });
    if (!broken.ok) throw new Error(broken.reason);
    expect(broken.events[0]!.kind).toBe('cover-destroyed');
    expect(broken.state.encounter.map.edges!.some((e) => e.kind === 'low-wall')).toBe(false);
    expect(planAttack(broken.state, { attacker: 'tobin', defender: 'wolf1', weapon: 'Longbow', situational: [] })!.facts.cover).toBe(0);
  });
});

describe("the party's sight stops at walls on sides", () => {
  it('a PC behind a wall on a side does not see the hex beyond it; through a window it does', () => {
    const at = { aldric: { q: 4, r: 6 }, wren: { q: 0, r: 12 }, bruiser: { q: 10, r: 10 } };
    const beyond = '7,6';
    // A wall on every side of Aldric's hex facing east: (4,6)-(5,6), and the two beside it.
    const sides = (kind: 'wall' | 'window'): Edge[] => [
      { a: { q: 4, r: 6 }, b: { q: 5, r: 6 }, kind },
      { a: { q: 4, r: 6 }, b: { q: 5, r: 5 }, kind },
      { a: { q: 4, r: 6 }, b: { q: 4, r: 7 }, kind },
    ];
    expect(partySight(fight('yaugs', at, sides('wall')), 3)).not.toContain(beyond);
    expect(partySight(fight('yaugs', at, sides('window')), 3)).toContain(beyond);
  });
});
