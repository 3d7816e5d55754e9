// What an edge on a hex side does to an attack, exactly as RULES.md 5.4 words it, in every system,
// through the engine's public entry: a line is blocked where two consecutive hexes of it lie on
// either side of a wall or a door that is not open; a window or an open door blocks nothing; a low
// wall crossed by the line is a cover object on it; and the line of section 4 is taken twice,
// nudged either way, sight blocked only when both are (the default).
import { describe, expect, it } from 'vitest';
import { areaPreview, attackPreview, encounterSchema, initialState, reduce, type CombatState, type Encounter } from '../../../shared/engine';
import { EXAMPLES, MORE_EXAMPLES } from '../../../shared/sim/examples';
import { apply, arena, started } from './areaFixture';
import { at } from '../../../shared/systems/exampleMap';

type Hex = { q: number; r: number };
type Edge = NonNullable<Encounter['map']['edges']>[number];
type System = 'yaugs' | 'vers' | 'waylights';

/** The system's sample on open ground with `edges`, the named combatants placed, the rest far off, `attacker` to act. */
function fight(system: System, place: Record<string, Hex>, edges: Edge[], attacker: string): CombatState {
  const base = EXAMPLES[system]();
  let spare = 0;
  const combatants = base.combatants.map((c) => ({ ...c, facing: null, hidden: false, position: place[c.id] ?? { q: 12 + (spare += 2), r: 0 } }));
  const enc = encounterSchema.parse({ ...base, map: { ...base.map, terrain: [], edges }, combatants }) as Encounter;
  let s = apply(initialState(enc, 'edges'), { type: 'start-combat', order: [attacker, ...combatants.map((c) => c.id).filter((id) => id !== attacker)], surprise: null } as never);
  // Waylights orders by Timing and VERS hands the turn on: end turns until the attacker acts.
  for (let i = 0; i < 12 && s.current !== attacker; i++) s = apply(s, { type: 'end-turn' } as never);
  if (s.current !== attacker) throw new Error(`${attacker} never gets the turn`);
  return s;
}

const side = (a: Hex, b: Hex, kind: Edge['kind'], extra: Partial<Edge> = {}): Edge => ({ a, b, kind, ...extra });
const door = (a: Hex, b: Hex, state: 'open' | 'closed' | 'locked'): Edge => side(a, b, 'door', { door: { state, secret: false } });

// One melee attacker and one defender per system, and a shooter.
const MELEE = { yaugs: ['aldric', 'bruiser', 'Longsword'], vers: ['mara', 'wolf1', 'Longsword'], waylights: ['ilse', 'aldous', 'Sabre'] } as const;
const SHOOT = { yaugs: ['wren', 'bruiser', 'Longbow'], vers: ['tobin', 'wolf1', 'Longbow'], waylights: ['tamsin', 'aldous', 'Pneumatic rifle'] } as const;
const SYSTEMS: System[] = ['yaugs', 'vers', 'waylights'];

const A: Hex = { q: 4, r: 6 };
const B: Hex = { q: 5, r: 6 }; // A's neighbour in direction 0

/** The preview and the reducer's answer for one attack with the edges given. */
function attack(system: System, who: readonly [string, string, string], from: Hex, to: Hex, edges: Edge[]) {
  const [attacker, defender, weapon] = who;
  const s = fight(system, { [attacker]: from, [defender]: to }, edges, attacker);
  const req = { attacker, defender, weapon, situational: [] };
  const p = attackPreview(s, req)!;
  const r = reduce(s, { type: 'attack', ...req, choices: p.choices } as never);
  return { p, r, names: [s.encounter.combatants.find((c) => c.id === attacker)!.name, s.encounter.combatants.find((c) => c.id === defender)!.name] };
}

describe.each(SYSTEMS)('%s: a melee attack between neighbours', (system) => {
  it('across a wall side is refused, by the preview and the engine in the same words, naming the wall', () => {
    const { p, r, names } = attack(system, MELEE[system], A, B, [side(A, B, 'wall')]);
    expect(p.facts.lineOfSight).toBe(false);
    expect(p.blocked).toContain(`a wall stands between ${names[0]} and ${names[1]}`);
    expect(r).toEqual({ ok: false, reason: p.blocked });
    // The side the map marks for the GM.
    expect([p.sight?.blocks, p.sight?.side]).toEqual([true, { a: A, b: B }]);
  });

  it('across a closed or a locked door is refused, naming the door; across an open door it is made', () => {
    for (const state of ['closed', 'locked'] as const) {
      const { p, r, names } = attack(system, MELEE[system], A, B, [door(A, B, state)]);
      expect(p.blocked).toContain(`a ${state} door stands between ${names[0]} and ${names[1]}`);
      expect(r.ok).toBe(false);
    }
    const open = attack(system, MELEE[system], A, B, [door(A, B, 'open')]);
    expect([open.p.blocked, open.p.facts.lineOfSight, open.p.facts.cover, open.r.ok]).toEqual([null, true, 0, true]);
  });

  it('across a window is made, with no cover (a window blocks nothing)', () => {
    const { p, r } = attack(system, MELEE[system], A, B, [side(A, B, 'window')]);
    expect([p.blocked, p.facts.lineOfSight, p.facts.cover, r.ok]).toEqual([null, true, 0, true]);
    expect(p.sight).toEqual({ text: 'through the window (the side between column 8, row 7 and column 9, row 7): a window blocks nothing and gives no cover', side: { a: A, b: B }, blocks: false });
  });

  it('across a low wall is made, the low wall its cover', () => {
    const { p, r } = attack(system, MELEE[system], A, B, [side(A, B, 'low-wall', { cover: 3 })]);
    expect([p.blocked, p.facts.cover, p.facts.coverName, r.ok]).toEqual([null, 3, 'Low wall', true]);
    expect(p.sight?.text).toBe('across the low wall (the side between column 8, row 7 and column 9, row 7): cover 3');
    // As each system words and applies it (RULES.md 4): VERS -3 to hit; YAUGS and Waylights the GM's per-point modifier, 0 by default.
    const words = { yaugs: ['Defender: Cover 3 x 0 per point (house)', 0], vers: ['Cover +3 (Low wall)', -3], waylights: ['Cover 3 x 0 per point (house rule)', 0] }[system];
    expect(p.preview.modifiers.filter((m) => m.category === 'cover').map((m) => [m.source, m.value || 0])).toEqual([words]);
  });

  it('a wall on another side of either hex changes nothing', () => {
    const { p } = attack(system, MELEE[system], A, B, [side(A, { q: 4, r: 7 }, 'wall'), side(B, { q: 6, r: 5 }, 'wall')]);
    expect([p.blocked, p.facts.lineOfSight, p.facts.cover, p.sight]).toEqual([null, true, 0, null]);
  });
});

describe.each(SYSTEMS)('%s: a ranged attack', (system) => {
  // Along row 6 from (2,6) to (8,6): the line crosses the sides (2|3), (3|4) ... (7|8) of that row.
  const from: Hex = { q: 2, r: 6 };
  const to: Hex = { q: 8, r: 6 };

  it('whose line crosses a wall side, or the side into the defender\'s hex, is refused', () => {
    for (const [x, y] of [[A, B], [{ q: 7, r: 6 }, to]] as const) {
      const { p, r, names } = attack(system, SHOOT[system], from, to, [side(x, y, 'wall')]);
      expect(p.blocked).toContain(`a wall stands between ${names[0]} and ${names[1]}`);
      expect(r.ok).toBe(false);
    }
  });

  it('through a window or an open door is clear and uncovered; across a low wall it has the low wall\'s cover', () => {
    for (const e of [side(A, B, 'window'), door(A, B, 'open')]) {
      const { p } = attack(system, SHOOT[system], from, to, [e]);
      expect([p.blocked, p.facts.cover]).toEqual([null, 0]);
    }
    const low = attack(system, SHOOT[system], from, to, [side(A, B, 'low-wall', { cover: 4 })]);
    expect([low.p.blocked, low.p.facts.cover, low.p.facts.coverObjectId]).toEqual([null, 4, 'edge:4,6|5,6']);
  });

  // From (4,6) to (5,7), two hexes apart between directions: the exact line runs along the side
  // between (5,6) and (4,7), through both its corners; nudged, one line passes (5,6), the other (4,7).
  const p0: Hex = { q: 4, r: 6 };
  const p1: Hex = { q: 5, r: 7 };
  const right: Hex = { q: 5, r: 6 };
  const left: Hex = { q: 4, r: 7 };

  it('passing exactly along a wall side is not blocked: neither nudged line crosses it', () => {
    const { p } = attack(system, SHOOT[system], p0, p1, [side(right, left, 'wall')]);
    expect([p.blocked, p.facts.lineOfSight]).toEqual([null, true]);
  });

  it('through a corner a wall side ends at: one nudged line blocked still sees (sight needs both blocked)', () => {
    // The wall (4,6)|(5,6) ends at the corner the exact line starts through: the line by (5,6) crosses it, the line by (4,7) does not.
    for (const e of [side(p0, right, 'wall'), side(right, p1, 'wall'), side(p0, left, 'wall'), side(left, p1, 'wall')]) {
      const { p } = attack(system, SHOOT[system], p0, p1, [e, side(right, left, 'wall')]);
      expect(p.blocked).toBeNull();
      // The GM is told which wall stops one line and that the other is clear.
      expect(p.sight?.text).toMatch(/^past the corner of a wall \(the side between .*\): it stops one of the two lines, the other is clear$/);
      expect(p.sight?.blocks).toBe(false);
    }
  });

  it('with both nudged lines blocked, by two wall sides, by a wall and a shut door, it is refused', () => {
    for (const edges of [[side(p0, right, 'wall'), side(left, p1, 'wall')], [side(right, p1, 'wall'), door(p0, left, 'closed')]]) {
      const { p, r } = attack(system, SHOOT[system], p0, p1, edges);
      expect(p.facts.lineOfSight).toBe(false);
      expect(r.ok).toBe(false);
    }
  });

  it('with one nudged line blocked and the other across a low wall, it sees with that low wall\'s cover', () => {
    const { p } = attack(system, SHOOT[system], p0, p1, [side(p0, right, 'wall'), side(p0, left, 'low-wall', { cover: 2 })]);
    expect([p.blocked, p.facts.cover]).toEqual([null, 2]);
  });

  it('with both nudged lines clear, one across a low wall, it takes the uncovered one', () => {
    const { p } = attack(system, SHOOT[system], p0, p1, [side(p0, left, 'low-wall', { cover: 2 })]);
    expect([p.blocked, p.facts.cover]).toEqual([null, 0]);
  });
});

describe('VERS: a grapple between neighbours (House: an attack that moves the attacker into the hold)', () => {
  const grab = (edges: Edge[], roll: boolean) => {
    const s = fight('vers', { mara: A, wolf1: B }, edges, 'mara');
    return reduce(s, { type: 'grapple', attacker: 'mara', defender: 'wolf1', ...(roll ? { roll: true, dice: [1, 1, 1] } : {}) } as never);
  };

  it('across a wall or a shut door is refused, rolled or declared, naming the edge', () => {
    for (const roll of [true, false]) {
      const r = grab([side(A, B, 'wall')], roll);
      expect(r).toEqual({ ok: false, reason: 'Mara cannot grapple Grey Wolf: a wall stands between Mara and Grey Wolf (the side between column 8, row 7 and column 9, row 7).' });
      expect(grab([door(A, B, 'locked')], roll).ok).toBe(false);
    }
  });

  it('across a window or a low wall, which no step crosses, is refused; through an open door it holds', () => {
    const r = grab([side(A, B, 'window')], true);
    expect(r).toEqual({ ok: false, reason: 'Mara cannot grapple Grey Wolf: the window between column 8, row 7 and column 9, row 7 is between them, and Mara cannot cross it into the hold.' });
    expect(grab([side(A, B, 'low-wall', { cover: 2 })], false).ok).toBe(false);
    const open = grab([door(A, B, 'open')], true);
    expect(open.ok).toBe(true);
    if (open.ok) expect(open.state.grapples).toEqual([['wolf1', 'mara']]);
  });
});

describe('YAUGS: a reach weapon (the sentry\'s Spear, 2 hexes)', () => {
  const spear = ['sentry', 'aldric', 'Spear'] as const;
  const far: Hex = { q: 6, r: 6 };

  it('strikes two hexes off over open sides and through a window; a wall on either side of the line refuses it', () => {
    expect(attack('yaugs', spear, A, far, []).p.blocked).toBeNull();
    expect(attack('yaugs', spear, A, far, [side(B, far, 'window')]).p.blocked).toBeNull();
    for (const e of [side(A, B, 'wall'), side(B, far, 'wall'), door(B, far, 'locked')]) {
      const { p, r } = attack('yaugs', spear, A, far, [e]);
      expect(p.facts.category).toBe('close');
      expect(p.blocked).toMatch(/stands between \S+ and Aldric/);
      expect(r.ok).toBe(false);
    }
  });
});

describe.each(SYSTEMS)('%s: an area attack and the edges', (system) => {
  // The thrower at (2,6) (column 5, row 6); targets in column 8 and 9 of row 6.
  const grenade = (shape: 'burst' | 'cone' | 'line', size: number, edges: Edge[]) => {
    const x = arena(system, { shape, size }, [[8, 6], [9, 6]], (enc) => {
      enc.map.edges = edges;
    });
    return { s: started(x), attacker: x.attacker, others: x.others };
  };
  const c8 = at(8, 6);
  const c9 = at(9, 6);
  const c7 = at(7, 6);
  const key = (h: Hex) => `${h.q},${h.r}`;

  it('a burst leaves out the hexes its centre cannot see past a wall side, and their combatants', () => {
    const { s, attacker, others } = grenade('burst', 1, [side(c8, c9, 'wall')]);
    const a = areaPreview(s, { attacker, weapon: 'Grenade', at: c8 })!;
    expect(a.hexes.map(key)).toContain(key(c8));
    expect(a.hexes.map(key)).not.toContain(key(c9));
    expect(a.targets.map((t) => t.id)).toEqual([others[0]]);
  });

  it('a burst reaches through a window and an open door; a closed door stops it', () => {
    for (const [e, reached] of [[side(c8, c9, 'window'), true], [door(c8, c9, 'open'), true], [door(c8, c9, 'closed'), false]] as const) {
      const { s, attacker } = grenade('burst', 1, [e]);
      expect(areaPreview(s, { attacker, weapon: 'Grenade', at: c8 })!.hexes.map(key).includes(key(c9))).toBe(reached);
    }
  });

  it('a line and a cone stop at a wall side across them; the aimed hex behind a wall refuses the burst', () => {
    for (const shape of ['line', 'cone'] as const) {
      const { s, attacker, others } = grenade(shape, 6, [side(c7, c8, 'wall')]);
      const a = areaPreview(s, { attacker, weapon: 'Grenade', at: c9 })!;
      expect(a.hexes.map(key)).toContain(key(c7));
      expect(a.hexes.map(key)).not.toContain(key(c8));
      expect(a.targets.map((t) => t.id).filter((id) => others.slice(0, 2).includes(id))).toEqual([]);
    }
    const { s, attacker } = grenade('burst', 1, [side(c7, c8, 'wall')]);
    const behind = areaPreview(s, { attacker, weapon: 'Grenade', at: c8 })!;
    expect(behind.blocked).toMatch(/cannot see the aimed hex \(column 9, row 7\): a wall stands between \S+ and the aimed hex \(the side between column 8, row 7 and column 9, row 7\)\.$/);
    expect(reduce(s, { type: 'attack', attacker, weapon: 'Grenade', at: c8 } as never).ok).toBe(false);
  });
});

describe('The Farmhouse (VERS sample): Mara and the Bandit at the house\'s north-west corner', () => {
  // The recorded session: Mara steps to column 9, row 4 and strikes the Bandit in column 10, row 4,
  // the house's corner hex; the side between them is the west window of that hex.
  const farm = () => MORE_EXAMPLES.find((x) => x.slug === 'the-farmhouse')!.encounter();

  it('through the window she strikes, with no cover; from column 9, row 5, a wall is between them', () => {
    const enc = farm();
    const place = (mara: Hex) => {
      const combatants = enc.combatants.map((c) => (c.id === 'mara' ? { ...c, position: mara } : c.id === 'bandit' ? { ...c, position: at(10, 4) } : c));
      const e = encounterSchema.parse({ ...enc, combatants }) as Encounter;
      let s = apply(initialState(e, 'farm'), { type: 'start-combat' } as never);
      for (let i = 0; i < 8 && s.current !== 'mara'; i++) s = apply(s, { type: 'end-turn' } as never);
      return attackPreview(s, { attacker: 'mara', defender: 'bandit', weapon: 'Longsword', situational: [] })!;
    };
    const window = place(at(9, 4));
    expect([window.blocked, window.facts.distanceHexes, window.facts.lineOfSight, window.facts.cover]).toEqual([null, 1, true, 0]);
    const wall = place(at(9, 5));
    expect(wall.facts.distanceHexes).toBe(1);
    expect(wall.blocked).toBe('Mara cannot see Bandit: a wall stands between Mara and Bandit (the side between column 10, row 6 and column 11, row 5).');
    expect(window.sight?.text).toBe('through the window (the side between column 10, row 5 and column 11, row 5): a window blocks nothing and gives no cover');
  });
});
