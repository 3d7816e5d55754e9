import { describe, expect, it } from 'vitest';
import { CombatController } from '../../../src-renderer/state/combat.svelte';
import { CombatUi } from '../../../src-renderer/state/combatUi.svelte';
import { EXAMPLES } from '../../../shared/sim/examples';
import { hexNeighbors, hexPlace, reachCost } from '../../../shared/hex';

async function fight(system: 'yaugs' | 'vers' | 'waylights' = 'yaugs') {
  const combat = new CombatController('fight-1', EXAMPLES[system](), 'seed-1', null);
  expect(await combat.apply({ type: 'start-combat' })).toBe(true);
  return combat;
}

describe('FightPointer', () => {
  it('a drag from the actor plans a path within its reach and hands it over on release', async () => {
    const combat = await fight();
    const ui = new CombatUi(combat);
    const from = ui.turn.actor!.position;
    expect(ui.pointer.startDrag({ q: from.q + 5, r: from.r })).toBe(false);
    expect(ui.pointer.startDrag(from)).toBe(true);
    const step = hexNeighbors(from).find((h) => reachCost(ui.pointer.reach!, h) != null)!;
    ui.pointer.dragTo(step);
    expect(ui.pointer.plannedPath!.path).toEqual([from, step]);
    expect(ui.pointer.plannedPath!.cost).toBeLessThanOrEqual(ui.pointer.budget);
    expect(ui.pointer.endDrag()).toEqual([step]);
    expect(ui.pointer.dragging).toBe(false);
  });

  it('a click on a hex in reach moves the actor there; out of reach the engine says why at that hex', async () => {
    const combat = await fight();
    const ui = new CombatUi(combat);
    const actor = ui.turn.actor!;
    const step = hexNeighbors(actor.position).find((h) => reachCost(ui.pointer.reach!, h) != null)!;
    expect(await ui.pointer.moveTo(step)).toBe(true);
    expect(combat.state.encounter.combatants.find((c) => c.id === actor.id)!.position).toEqual(step);
    const far = { q: step.q + 12, r: step.r };
    expect(await ui.pointer.moveTo(far)).toBe(false);
    expect(ui.pointer.refusedMove?.hex).toEqual(far);
    expect(ui.pointer.lastMoveRefusal).toBe(combat.refusal);
    expect(await ui.pointer.moveTo(step)).toBe(false);
    // A move that goes through takes the last refusal away.
    const back = hexNeighbors(step).find((h) => reachCost(ui.pointer.reach!, h) != null && !(h.q === step.q && h.r === step.r))!;
    expect(await ui.pointer.moveTo(back)).toBe(true);
    expect(ui.pointer.refusedMove).toBeNull();
    expect(ui.pointer.lastMoveRefusal).toBeNull();
  });

  it('a readied combatant out of turn cannot move: no reach to spend, clicks and drags move nobody', async () => {
    const combat = await fight();
    const ui = new CombatUi(combat);
    const readier = combat.state.current!;
    expect(await ui.turn.ready('the bruiser steps in')).toBe(true);
    ui.turn.attackFor(readier);
    expect(ui.turn.outOfTurn).toBe(true);
    expect(ui.pointer.budget).toBe(0);
    const from = ui.turn.actor!.position;
    const count = combat.session.appliedCount;
    expect(await ui.pointer.moveTo({ q: from.q + 1, r: from.r })).toBe(false);
    expect(combat.session.appliedCount).toBe(count);
  });

  it('a click on a hex walled in on every side says there is no way there, and moves nobody', async () => {
    const enc = EXAMPLES.yaugs();
    // A ring of wall hexes around an empty hex well away from everyone.
    const pocket = { q: 6, r: 2 };
    enc.map.terrain = [...enc.map.terrain.filter((t) => !hexNeighbors(pocket).some((h) => h.q === t.q && h.r === t.r) && !(t.q === pocket.q && t.r === pocket.r)), ...hexNeighbors(pocket).map((h) => ({ q: h.q, r: h.r, kind: 'wall' as const }))];
    const combat = new CombatController('fight-1', enc, 'seed-1', null);
    expect(await combat.apply({ type: 'start-combat' })).toBe(true);
    const ui = new CombatUi(combat);
    const count = combat.session.appliedCount;
    expect(await ui.pointer.moveTo(pocket)).toBe(false);
    expect(combat.session.appliedCount).toBe(count);
    expect(ui.pointer.refusedMove).toEqual({ hex: pocket, text: `No way there: walls, closed doors or others block every route to ${hexPlace(pocket, enc.map.orientation)}.` });
    expect(ui.pointer.lastMoveRefusal).not.toMatch(/jumps/);
  });

  it('marks the spot under a drag refused while no legal move leads there, and only then', async () => {
    const combat = await fight();
    const ui = new CombatUi(combat);
    const from = ui.turn.actor!.position;
    expect(ui.pointer.refusedDrop).toBeNull();
    expect(ui.pointer.startDrag(from)).toBe(true);
    expect(ui.pointer.refusedDrop).toBeNull();
    const step = hexNeighbors(from).find((h) => reachCost(ui.pointer.reach!, h) != null)!;
    ui.pointer.dragTo(step);
    expect(ui.pointer.refusedDrop).toBeNull();
    const far = { q: from.q + 15, r: from.r };
    ui.pointer.dragTo(far);
    expect(ui.pointer.plannedPath).toBeNull();
    expect(ui.pointer.refusedDrop).toEqual([far]);
    ui.pointer.endDrag();
    expect(ui.pointer.refusedDrop).toBeNull();
  });
});
