// Grapples with bigger bodies (RULES.md 5.2), through the engine's entry: a one-hex body and a
// bigger one share a hex of the bigger one's footprint, two bigger ones stay side by side, linked;
// breaking free steps the one leaving into a place clear of the others.
import { describe, expect, it } from 'vitest';
import { attackPreview, initialState, reduce, type CombatState, type Encounter } from '../../../shared/engine';
import { encounterSchema } from '../../../shared/systems/registry';
import { EXAMPLES } from '../../../shared/sim/examples';

type Hex = { q: number; r: number };
type Body = { at: Hex; size?: 1 | 3 | 7 | 19 };

function fight(aldric: Body, bruiser: Body): CombatState {
  const base = EXAMPLES.yaugs();
  const far: Record<string, Hex> = { wren: { q: 0, r: 12 }, sentry: { q: 14, r: 0 }, lurker: { q: 16, r: 0 } };
  const place = (c: (typeof base.combatants)[number], b: Body) => ({ ...c, position: b.at, ...(b.size && b.size > 1 ? { footprint: { size: b.size } } : {}) });
  const combatants = base.combatants.map((c) => (c.id === 'aldric' ? place(c, aldric) : c.id === 'bruiser' ? place(c, bruiser) : { ...c, position: far[c.id]! }));
  const enc = encounterSchema.parse({ ...base, map: { ...base.map, terrain: [] }, combatants }) as Encounter;
  const started = reduce(initialState(enc, 'grapples'), { type: 'start-combat', order: ['aldric', 'bruiser', 'wren', 'sentry', 'lurker'] });
  if (!started.ok) throw new Error(started.reason);
  return started.state;
}

const ok = (r: ReturnType<typeof reduce>): CombatState => {
  if (!r.ok) throw new Error(r.reason);
  return r.state;
};
const pos = (s: CombatState, id: string) => s.encounter.combatants.find((c) => c.id === id)!.position;
const grab = (s: CombatState) => ok(reduce(s, { type: 'grapple', attacker: 'aldric', defender: 'bruiser' }));
const sword = { attacker: 'aldric', defender: 'bruiser', weapon: 'Longsword', situational: [] };

describe('grapples with bigger bodies', () => {
  it('a man grappling an ogre stands in the ogre\'s hex nearest him; they are grappling, in one hex', () => {
    // The ogre at (7,6) covers (6,6), next to Aldric at (5,6).
    const s = grab(fight({ at: { q: 5, r: 6 } }, { at: { q: 7, r: 6 }, size: 7 }));
    expect(pos(s, 'aldric')).toEqual({ q: 6, r: 6 });
    expect(pos(s, 'bruiser')).toEqual({ q: 7, r: 6 });
    expect(s.grapples).toEqual([['bruiser', 'aldric']]);
    expect(attackPreview(s, sword)!.facts.category).toBe('grappling');
  });

  it('an ogre grappling a man pulls him into its hex nearest him', () => {
    const s = grab(fight({ at: { q: 4, r: 6 }, size: 7 }, { at: { q: 6, r: 6 } }));
    expect(pos(s, 'aldric')).toEqual({ q: 4, r: 6 });
    expect(pos(s, 'bruiser')).toEqual({ q: 5, r: 6 });
  });

  it('two bigger bodies stay side by side, linked, and part without a step', () => {
    const s = grab(fight({ at: { q: 4, r: 6 }, size: 7 }, { at: { q: 7, r: 6 }, size: 7 }));
    expect([pos(s, 'aldric'), pos(s, 'bruiser')]).toEqual([{ q: 4, r: 6 }, { q: 7, r: 6 }]);
    expect(s.grapples).toHaveLength(1);
    const apart = ok(reduce(s, { type: 'break-free', id: 'bruiser' }));
    expect(apart.grapples).toEqual([]);
    expect([pos(apart, 'aldric'), pos(apart, 'bruiser')]).toEqual([{ q: 4, r: 6 }, { q: 7, r: 6 }]);
  });

  it('the man breaks free into a free hex beside him, never into the ogre\'s body', () => {
    const s = grab(fight({ at: { q: 5, r: 6 } }, { at: { q: 7, r: 6 }, size: 7 }));
    const into = reduce(s, { type: 'break-free', id: 'aldric', to: { q: 7, r: 6 } });
    expect(into.ok ? 'accepted' : into.reason).toBe('Aldric cannot step there: the hex is not free.');
    const out = ok(reduce(s, { type: 'break-free', id: 'aldric', to: { q: 5, r: 6 } }));
    expect([pos(out, 'aldric'), out.grapples]).toEqual([{ q: 5, r: 6 }, []]);
  });

  it('the ogre breaking free steps its whole body clear of the man inside it', () => {
    const s = grab(fight({ at: { q: 4, r: 6 }, size: 7 }, { at: { q: 6, r: 6 } }));
    // South, its body would still cover the man at (5,6).
    const still = reduce(s, { type: 'break-free', id: 'aldric', to: { q: 4, r: 7 } });
    expect(still.ok ? 'accepted' : still.reason).toBe('Aldric cannot step there: its whole body does not fit there clear of the grapple.');
    const west = ok(reduce(s, { type: 'break-free', id: 'aldric', to: { q: 3, r: 6 } }));
    expect([pos(west, 'aldric'), pos(west, 'bruiser'), west.grapples]).toEqual([{ q: 3, r: 6 }, { q: 5, r: 6 }, []]);
  });

  it('in a grapple the ogre cannot move', () => {
    const s = grab(fight({ at: { q: 4, r: 6 }, size: 7 }, { at: { q: 6, r: 6 } }));
    const r = reduce(s, { type: 'move', id: 'aldric', path: [{ q: 3, r: 6 }] });
    expect(r.ok ? 'accepted' : r.reason).toBe('Aldric is in a grapple and must break free before moving.');
  });
});
