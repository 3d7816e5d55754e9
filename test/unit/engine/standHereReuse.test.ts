// standHere reuses an ask's tables for the next ask only where the new state is the old one after the
// actor's move (standHereReuse.ts): the answer must be exactly the one a fresh ask gives, and any
// other change to the state must keep the old tables out.
import { describe, expect, it } from 'vitest';
import { initialState, reduce, standHere, type CombatState, type StandHere } from '../../../shared/engine';
import { movedOnly } from '../../../shared/engine/standHereReuse';
import { hexNeighbor } from '../../../shared/hex';
import { buildBoard } from '../../../shared/model/board';
import type { Command } from '../../../shared/model/commands';
import { playTurn } from '../../../shared/sim/autoplay';
import { fourVsFour } from '../../../shared/sim/examples';
import { SYSTEM_IDS } from '../../../shared/systems/registry';

type SystemId = (typeof SYSTEM_IDS)[number];

function ok(s: CombatState, cmd: Command): CombatState {
  const r = reduce(s, cmd);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

function fightAfter(system: SystemId, turns: number): CombatState {
  let s = ok(initialState(fourVsFour(system), `reuse-${system}`), { type: 'start-combat' });
  for (let i = 0; i < turns; i++) s = playTurn(s, (cmd) => { const r = reduce(s, cmd); return r.ok ? (s = r.state) : null; });
  return s;
}

/** The actor moved one hex to the first free neighbour, or null when none is free. */
function stepped(s: CombatState): CombatState | null {
  const a = s.encounter.combatants.find((c) => c.id === s.current)!;
  const board = buildBoard(s.encounter, s.out);
  for (let d = 0; d < 6; d++) {
    const r = reduce(s, { type: 'move', id: a.id, path: [hexNeighbor(a.position, d)] });
    if (r.ok && board.inBounds(hexNeighbor(a.position, d))) return r.state;
  }
  return null;
}

/** standHere asked with nothing kept from an ask before (a state of another actor asked first). */
function fresh(s: CombatState, req: Parameters<typeof standHere>[1], other: CombatState): StandHere {
  standHere(other, { actor: other.current! });
  return standHere(structuredClone(s), req);
}

describe.each(SYSTEM_IDS)('%s: standHere after the actor\'s move', (system) => {
  it.each([3, 6])('gives what a fresh ask gives, with and without danger and a target (%i turns in)', (turns) => {
    const s0 = fightAfter(system, turns);
    const other = fightAfter(system, turns + 1);
    expect(other.current).not.toBe(s0.current);
    const actor = s0.current!;
    const foe = s0.encounter.combatants.find((c) => c.side !== s0.encounter.combatants.find((x) => x.id === actor)!.side && !s0.out.includes(c.id))!;
    let s = s0;
    standHere(s, { actor });
    for (let k = 0; k < 3; k++) {
      const next = stepped(s);
      if (!next) break;
      expect(movedOnly(s, next, actor)).toBe(true);
      const before = s;
      s = next;
      // The window's thread gets a copy of each state: equal as data, new objects.
      for (const req of [{ actor }, { actor, danger: false }, { actor, target: foe.id }]) {
        standHere(structuredClone(before), { actor });
        const reused = standHere(structuredClone(s), req);
        expect(reused).toEqual(fresh(s, req, other));
        // Asked again after the fresh ask, with the tables of the move before it back in place.
        standHere(s0, { actor });
        expect(standHere(s, req)).toEqual(reused);
      }
    }
  });

  it('keeps the tables out for any other change', () => {
    const s = fightAfter(system, 3);
    const actor = s.current!;
    const a = s.encounter.combatants.find((c) => c.id === actor)!;
    const foe = s.encounter.combatants.find((c) => c.side !== a.side)!;
    const moved = stepped(s)!;
    expect(movedOnly(s, moved, actor)).toBe(true);
    // As the window's thread sees them: each ask a copy.
    expect(movedOnly(structuredClone(s), structuredClone(moved), actor)).toBe(true);
    // Another combatant moved, the actor turned, harm taken, an attack spent, the round on.
    const foeMoved = { ...s, encounter: { ...s.encounter, combatants: s.encounter.combatants.map((c) => (c.id === foe.id ? { ...c, position: hexNeighbor(c.position, 0) } : c)) } } as CombatState;
    const turned = { ...s, encounter: { ...s.encounter, combatants: s.encounter.combatants.map((c) => (c.id === actor ? { ...c, facing: ((c.facing ?? 0) + 1) % 6 } : c)) } } as CombatState;
    const harmed = { ...s, harm: { ...s.harm, [actor]: { ...(s.harm[actor] as object), mark: 1 } as never } };
    const attacked = { ...s, use: { ...s.use, attacks: s.use.attacks + 1 } };
    const later = { ...s, round: s.round + 1 };
    for (const changed of [foeMoved, turned, harmed, attacked, later]) expect(movedOnly(s, changed, actor)).toBe(false);
    // The actor's move is another's change: a foe's tables are not the actor's.
    expect(movedOnly(s, moved, foe.id)).toBe(false);
  });
});
