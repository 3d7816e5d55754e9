// The built-in tactic with bigger bodies and edges (RULES.md 5.2, 5.4): it moves an ogre's whole
// body legally (the engine never refuses one of its moves), closes in on it edge to edge, and in
// the farmhouse walks through the open door rather than through walls or windows.
import { describe, expect, it } from 'vitest';
import { reduce, type CombatState, type Command, type Encounter } from '../../../shared/engine';
import { initialState } from '../../../shared/engine';
import { bodyOf } from '../../../shared/model/body';
import { MORE_EXAMPLES } from '../../../shared/sim/examples';
import { playTurn } from '../../../shared/sim/autoplay';
import { encounterSchema } from '../../../shared/systems/registry';

/** Plays `turns` turns with the built-in tactic; every move it tried and every refusal. */
function play(enc: Encounter, seed: string, turns: number, opening: readonly Command[] = []) {
  let state: CombatState = initialState(enc, seed);
  const refused: string[] = [];
  const moves: { id: string; before: CombatState; after: CombatState }[] = [];
  const apply = (cmd: Command): CombatState | null => {
    const r = reduce(state, cmd);
    if (!r.ok) {
      if (cmd.type === 'move') refused.push(`${cmd.id}: ${r.reason}`);
      return null;
    }
    if (cmd.type === 'move') moves.push({ id: cmd.id, before: state, after: r.state });
    state = r.state;
    return state;
  };
  state = playTurn(state, apply);
  for (const cmd of opening) apply(cmd);
  for (let i = 0; i < turns && state.phase === 'combat'; i++) state = playTurn(state, apply);
  return { state, refused, moves };
}

/** Hexes covered by two bodies that are not in one grapple. */
function overlaps(s: CombatState): string[] {
  const seen = new Map<string, string>();
  const out: string[] = [];
  for (const c of s.encounter.combatants) {
    if (s.out.includes(c.id)) continue;
    for (const h of bodyOf(c)) {
      const k = `${h.q},${h.r}`;
      const other = seen.get(k);
      if (other && !s.grapples.some((g) => g.includes(other) && g.includes(c.id))) out.push(`${other}/${c.id} at ${k}`);
      seen.set(k, c.id);
    }
  }
  return out;
}

const sample = (slug: string) => MORE_EXAMPLES.find((m) => m.slug === slug)!;

describe('autoplay with bigger bodies', () => {
  it.each([7, 3, 19] as const)('an ogre of %i hexes is moved legally, whole, and reaches the party', (size) => {
    const base = sample('the-ogre-at-the-mill').encounter();
    const enc = encounterSchema.parse({ ...base, combatants: base.combatants.map((c) => (c.id === 'ogre' ? { ...c, footprint: { size } } : c)) }) as Encounter;
    for (const seed of ['a', 'b', 'c']) {
      const { state, refused, moves } = play(enc, seed, 40);
      expect(refused).toEqual([]);
      expect(moves.some((m) => m.id === 'ogre')).toBe(true);
      for (const m of moves) expect(overlaps(m.after), `after a move of ${m.id}`).toEqual([]);
      // It got into the fight: it attacked, or was attacked by, someone within reach.
      expect(state.round).toBeGreaterThan(1);
    }
  });
});

describe('autoplay with edges', () => {
  it('in the farmhouse nobody is moved through a wall, a window or a shut door, and the wolf comes out by the open door', () => {
    const m = sample('the-farmhouse');
    const { refused, moves } = play(m.encounter(), 'farm', 24, m.opening);
    expect(refused).toEqual([]);
    const wolf = moves.filter((x) => x.id === 'wolf1');
    expect(wolf.length).toBeGreaterThan(0);
    // Out of the house (columns 10-14, rows 4-8): the wolf's moves leave it.
    const inside = (s: CombatState) => {
      const p = s.encounter.combatants.find((c) => c.id === 'wolf1')!.position;
      const col = p.q + (p.r - (p.r & 1)) / 2;
      return col >= 10 && col <= 14 && p.r >= 4 && p.r <= 8;
    };
    expect(inside(wolf[0]!.before)).toBe(true);
    expect(wolf.some((x) => !inside(x.after))).toBe(true);
  });

  it('with the front door shut, the wolf stays inside: no move goes through a wall or a window', () => {
    const { refused, moves } = play(sample('the-farmhouse').encounter(), 'farm', 24);
    expect(refused).toEqual([]);
    for (const x of moves.filter((y) => y.id === 'wolf1')) {
      const p = x.after.encounter.combatants.find((c) => c.id === 'wolf1')!.position;
      const col = p.q + (p.r - (p.r & 1)) / 2;
      expect(col >= 10 && col <= 14 && p.r >= 4 && p.r <= 8).toBe(true);
    }
  });
});
