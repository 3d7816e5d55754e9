// Moving a whole body (RULES.md 5.2) and the sides a step may not cross (5.4), driven through the
// engine's entry with the appendix's `move` shape: `{ type: 'move', id, path, turn? }`.
import { describe, expect, it } from 'vitest';
import { initialState, reduce, type CombatState, type Encounter } from '../../../shared/engine';
import { encounterSchema } from '../../../shared/systems/registry';
import { EXAMPLES } from '../../../shared/sim/examples';

type Hex = { q: number; r: number };
type Edge = NonNullable<Encounter['map']['edges']>[number];
type Body = { at: Hex; size?: 1 | 3 | 7 | 19; turn?: number };

/**
 * The YAUGS sample on open ground with Bruiser first in the order (3 hexes a turn), Aldric and
 * Wren where given, Sentry and Lurker far off on the top row.
 */
function fight(bodies: { bruiser: Body; aldric?: Hex; wren?: Hex }, map: { terrain?: object[]; edges?: Edge[] } = {}): CombatState {
  const base = EXAMPLES.yaugs();
  const at: Record<string, Hex> = { aldric: bodies.aldric ?? { q: 0, r: 12 }, wren: bodies.wren ?? { q: 1, r: 12 }, sentry: { q: 14, r: 0 }, lurker: { q: 16, r: 0 } };
  const combatants = base.combatants.map((c) => {
    if (c.id !== 'bruiser') return { ...c, position: at[c.id]! };
    const { at: position, size, turn } = bodies.bruiser;
    return { ...c, position, ...(size ? { footprint: { size, ...(turn !== undefined ? { turn } : {}) } } : {}) };
  });
  const enc = encounterSchema.parse({ ...base, map: { ...base.map, terrain: map.terrain ?? [], ...(map.edges ? { edges: map.edges } : {}) }, combatants }) as Encounter;
  const started = reduce(initialState(enc, 'moves'), { type: 'start-combat', order: ['bruiser', 'aldric', 'wren', 'sentry', 'lurker'] });
  if (!started.ok) throw new Error(started.reason);
  return started.state;
}

const bruiser = (s: CombatState) => s.encounter.combatants.find((c) => c.id === 'bruiser')!;
const refusal = (r: ReturnType<typeof reduce>): string => (r.ok ? 'accepted' : r.reason);
const difficult = (q: number, r: number, cost: number) => ({ q, r, kind: 'difficult', cost });
const wall = (a: Hex, b: Hex, rest: Partial<Edge> = {}): Edge => ({ a, b, kind: 'wall', ...rest }) as Edge;

describe('a big body moves whole', () => {
  it('a 7-hex ogre steps east: the step costs the dearest hex it newly enters, not the ground it already covers', () => {
    // Anchor (6,6); east the body newly enters (8,6), (8,5) and (7,7). Mud under its own (6,6) is not charged.
    const s = fight({ bruiser: { at: { q: 6, r: 6 }, size: 7 } }, { terrain: [difficult(6, 6, 4), difficult(8, 5, 3)] });
    const r = reduce(s, { type: 'move', id: 'bruiser', path: [{ q: 7, r: 6 }] });
    if (!r.ok) throw new Error(r.reason);
    expect(bruiser(r.state).position).toEqual({ q: 7, r: 6 });
    expect(r.state.use.moved).toBe(3);
    expect(r.events[0]!.summary).toBe('Bruiser moves 1 hex (cost 3)');
    // The budget of 3 is spent: one more step is refused in the engine's words.
    expect(refusal(reduce(r.state, { type: 'move', id: 'bruiser', path: [{ q: 8, r: 6 }] }))).toBe('Bruiser can move 0 more this turn; that path costs 1.');
  });

  it('every hex of the new place must be free: a man beside the body stops a step that would cover him', () => {
    // Aldric at (9,5) is not where the anchor goes, but the body's north-east hex would cover him.
    const s = fight({ bruiser: { at: { q: 7, r: 6 }, size: 7 }, aldric: { q: 9, r: 5 } });
    expect(refusal(reduce(s, { type: 'move', id: 'bruiser', path: [{ q: 8, r: 6 }] }))).toBe(
      "Bruiser cannot move there: column 12, row 6 is held by Aldric (Bruiser's body would cover it).",
    );
    // Stepping the other way is free.
    expect(reduce(s, { type: 'move', id: 'bruiser', path: [{ q: 6, r: 6 }] }).ok).toBe(true);
  });

  it('no hex of the body may leave the map or enter a wall hex', () => {
    const edge = fight({ bruiser: { at: { q: 2, r: 2 }, size: 19 } });
    expect(refusal(reduce(edge, { type: 'move', id: 'bruiser', path: [{ q: 2, r: 1 }] }))).toMatch(/^Bruiser cannot move there: column \d+, row 0 is off the map \(Bruiser's body would cover it\)\.$/);
    // South, the body newly covers (7,7), a wall hex.
    const rock = fight({ bruiser: { at: { q: 6, r: 6 }, size: 7 } }, { terrain: [{ q: 7, r: 7, kind: 'wall' }] });
    expect(refusal(reduce(rock, { type: 'move', id: 'bruiser', path: [{ q: 6, r: 7 }] }))).toBe("Bruiser cannot move there: column 11, row 8 is a wall (Bruiser's body would cover it).");
  });

  it('a wall on a side stops the body when any of its hexes would cross it, even far from the anchor', () => {
    // The side east of (7,5), the body's north-east hex, not on the anchor's way.
    const s = fight({ bruiser: { at: { q: 6, r: 6 }, size: 7 } }, { edges: [wall({ q: 7, r: 5 }, { q: 8, r: 5 })] });
    expect(refusal(reduce(s, { type: 'move', id: 'bruiser', path: [{ q: 7, r: 6 }] }))).toBe(
      'Bruiser cannot move there: the wall between column 10, row 6 and column 11, row 6 is in the way.',
    );
    // Moving along the wall (south-west, away from it) crosses nothing.
    expect(reduce(s, { type: 'move', id: 'bruiser', path: [{ q: 5, r: 7 }] }).ok).toBe(true);
  });
});

describe('sides a step may not cross (RULES.md 5.4)', () => {
  const across = (edge: Partial<Edge>) => fight({ bruiser: { at: { q: 6, r: 6 } } }, { edges: [wall({ q: 6, r: 6 }, { q: 7, r: 6 }, edge)] });
  const east = (s: CombatState) => reduce(s, { type: 'move', id: 'bruiser', path: [{ q: 6, r: 6 }, { q: 7, r: 6 }] });

  it('a wall, a window, a low wall and a door that is not open stop a one-hex body, named in the reason', () => {
    const cases: [Partial<Edge>, string][] = [
      [{}, 'the wall'],
      [{ kind: 'window' }, 'the window'],
      [{ kind: 'low-wall', cover: 3 }, 'the low wall'],
      [{ kind: 'door', door: { state: 'closed', secret: false } }, 'the closed door'],
      [{ kind: 'door', door: { state: 'locked', secret: true } }, 'the locked door'],
    ];
    for (const [edge, words] of cases) {
      expect(refusal(east(across(edge)))).toBe(`Bruiser cannot move there: ${words} between column 10, row 7 and column 11, row 7 is in the way.`);
    }
  });

  it('giving ground (YAUGS 1.4) never crosses a wall on a side either', () => {
    const r = reduce(across({}), { type: 'yaugs-raise-oq', id: 'bruiser', method: 'give-ground', to: { q: 7, r: 6 }, dice: [50, 50] });
    expect(refusal(r)).toBe('Bruiser cannot give ground into column 11, row 7: the wall between column 10, row 7 and column 11, row 7 is in the way.');
    expect(reduce(across({}), { type: 'yaugs-raise-oq', id: 'bruiser', method: 'give-ground', to: { q: 5, r: 6 }, dice: [50, 50] }).ok).toBe(true);
  });

  it('an open door lets it through at the cost of the hex beyond', () => {
    const r = east(across({ kind: 'door', door: { state: 'open', secret: false } }));
    if (!r.ok) throw new Error(r.reason);
    expect(bruiser(r.state).position).toEqual({ q: 7, r: 6 });
    expect(r.state.use.moved).toBe(1);
  });
});

describe('a 3-hex body turns about its anchor', () => {
  it('60 degrees for 1 hex of movement, either way, and a move may walk and turn', () => {
    const s = fight({ bruiser: { at: { q: 6, r: 6 }, size: 3, turn: 0 } });
    const once = reduce(s, { type: 'move', id: 'bruiser', path: [{ q: 6, r: 6 }], turn: 1 });
    if (!once.ok) throw new Error(once.reason);
    expect(bruiser(once.state).footprint).toEqual({ size: 3, turn: 1 });
    expect(once.state.use.moved).toBe(1);
    expect(once.events[0]!.summary).toBe('Bruiser turns its body 60° left (cost 1)');
    // Facing is logged the same way, in compass words the GM reads off the map.
    const faced = reduce(s, { type: 'face', id: 'bruiser', facing: 2 });
    expect(faced.ok && faced.events[0]!.summary).toBe('Bruiser turns to face north-west');
    // From 0 to 5 is one turn the other way.
    const back = reduce(s, { type: 'move', id: 'bruiser', path: [{ q: 6, r: 6 }], turn: 5 });
    expect(back.ok && back.state.use.moved).toBe(1);
    // Two steps and a turn of 60 degrees: 3, the whole budget.
    const walked = reduce(s, { type: 'move', id: 'bruiser', path: [{ q: 6, r: 6 }, { q: 7, r: 6 }, { q: 8, r: 6 }], turn: 1 });
    if (!walked.ok) throw new Error(walked.reason);
    expect([bruiser(walked.state).position, bruiser(walked.state).footprint, walked.state.use.moved]).toEqual([{ q: 8, r: 6 }, { size: 3, turn: 1 }, 3]);
    // Two steps and 120 degrees is 4, one more than the turn allows.
    expect(refusal(reduce(s, { type: 'move', id: 'bruiser', path: [{ q: 6, r: 6 }, { q: 7, r: 6 }, { q: 8, r: 6 }], turn: 2 }))).toBe('Bruiser can move 3 more this turn; that path costs 4.');
  });

  it('the hex a turn takes must be free', () => {
    // Turned 0 the body is (6,6), (7,6), (7,5); turning to 1 takes (6,5), where Aldric stands.
    const s = fight({ bruiser: { at: { q: 6, r: 6 }, size: 3, turn: 0 }, aldric: { q: 6, r: 5 } });
    expect(refusal(reduce(s, { type: 'move', id: 'bruiser', path: [{ q: 6, r: 6 }], turn: 1 }))).toBe(
      "Bruiser cannot move there: column 9, row 6 is held by Aldric (Bruiser's body would cover it).",
    );
    // Turning the other way, to 5, takes (6,7): free.
    expect(reduce(s, { type: 'move', id: 'bruiser', path: [{ q: 6, r: 6 }], turn: 5 }).ok).toBe(true);
  });

  it('a path that only fits turned is walked turned, the turns taken where they fit and paid for', () => {
    // Turned 0 the body is (6,6), (7,6), (7,5); a step south would newly cover the wall hex (7,7).
    const s = fight({ bruiser: { at: { q: 6, r: 6 }, size: 3, turn: 0 } }, { terrain: [{ q: 7, r: 7, kind: 'wall' }] });
    expect(refusal(reduce(s, { type: 'move', id: 'bruiser', path: [{ q: 6, r: 6 }, { q: 6, r: 7 }] }))).toBe(
      "Bruiser cannot move there: column 11, row 8 is a wall (Bruiser's body would cover it).",
    );
    // Turned 4 first (south-west and south, two turns), the step south clears the wall: 3 in all.
    const turned = reduce(s, { type: 'move', id: 'bruiser', path: [{ q: 6, r: 6 }, { q: 6, r: 7 }], turn: 4 });
    if (!turned.ok) throw new Error(turned.reason);
    expect([bruiser(turned.state).position, bruiser(turned.state).footprint, turned.state.use.moved]).toEqual([{ q: 6, r: 7 }, { size: 3, turn: 4 }, 3]);
    // Ending turned 5 at (6,7) would cover the wall whatever the order.
    expect(reduce(s, { type: 'move', id: 'bruiser', path: [{ q: 6, r: 6 }, { q: 6, r: 7 }], turn: 5 }).ok).toBe(false);
  });

  it('only a 3-hex body turns', () => {
    const s = fight({ bruiser: { at: { q: 6, r: 6 }, size: 7 } });
    expect(refusal(reduce(s, { type: 'move', id: 'bruiser', path: [{ q: 6, r: 6 }], turn: 1 }))).toBe('Only a 3-hex body turns; Bruiser covers 7 hexes.');
  });
});
