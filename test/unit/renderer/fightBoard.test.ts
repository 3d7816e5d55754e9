import { describe, expect, it } from 'vitest';
import { boardFor } from '../../../src-renderer/state/fightBoard';
import { CombatController } from '../../../src-renderer/state/combat.svelte';
import { EXAMPLES } from '../../../shared/sim/examples';
import { buildBoard } from '../../../shared/model/board';

describe('boardFor', () => {
  it('gives the same board while the map and who is out stay, and a new one that matches after a move', async () => {
    const combat = new CombatController('f', EXAMPLES.yaugs(), 'seed-1', null);
    expect(await combat.apply({ type: 'start-combat' })).toBe(true);
    const before = boardFor(combat.state);
    expect(boardFor(combat.state)).toBe(before);
    const actor = combat.state.encounter.combatants.find((c) => c.id === combat.state.current)!;
    const to = { q: actor.position.q + 1, r: actor.position.r };
    expect(await combat.apply({ type: 'move', id: actor.id, path: [to] })).toBe(true);
    const after = boardFor(combat.state);
    expect(after).not.toBe(before);
    expect(after).toEqual(buildBoard(combat.state.encounter, combat.state.out));
  });
});
