import { describe, expect, it } from 'vitest';
import { CombatController } from '../../../src-renderer/state/combat.svelte';
import { CombatUi } from '../../../src-renderer/state/combatUi.svelte';
import { EXAMPLES } from '../../../shared/sim/examples';
import type { Command } from '../../../shared/model/commands';
import { FightTurn, type TurnHooks } from '../../../src-renderer/state/fightTurn.svelte';

async function fight(system: 'yaugs' | 'vers' | 'waylights' = 'yaugs') {
  const combat = new CombatController('fight-1', EXAMPLES[system](), 'seed-1', null);
  expect(await combat.apply({ type: 'start-combat' })).toBe(true);
  return combat;
}

describe('FightTurn', () => {
  it('ends the turn, sending the hand-off the GM picked (the rules decide whether it may)', async () => {
    const combat = await fight('yaugs');
    const sent: Command[] = [];
    const apply = combat.apply.bind(combat);
    combat.apply = (c) => (sent.push(c), apply(c));
    const ui = new CombatUi(combat);
    expect(ui.turn.canEndTurn).toBe(true);
    const first = combat.state.current;
    expect(await ui.turn.endTurn()).toBe(true);
    expect(combat.state.current).not.toBe(first);
    ui.turn.handOff = 'sentry';
    await ui.turn.endTurn();
    expect(sent).toEqual([{ type: 'end-turn' }, { type: 'end-turn', next: 'sentry' }]);
    // Picked for one hand-off only.
    expect(ui.turn.handOff).toBe('');
  });

  it('tells the rest of the panel when the turn passes, when End turn is refused and when it works for another', async () => {
    const combat = await fight('yaugs');
    const heard: string[] = [];
    const hooks: TurnHooks = { actorChanged: () => heard.push('actor'), turnPassed: () => heard.push('passed'), endRefused: () => heard.push('refused') };
    const turn = new FightTurn(combat, hooks);
    turn.handOff = 'nobody-here';
    expect(await turn.endTurn()).toBe(false);
    expect(turn.handOff).toBe('');
    expect(heard).toEqual(['refused']);
    expect(await turn.endTurn()).toBe(true);
    expect(heard).toEqual(['refused', 'passed']);
    turn.attackFor(null);
    expect(heard).toEqual(['refused', 'passed']);
  });

  it('a readied combatant attacks out of turn: the panel works for it, cannot delay for it, and comes back after', async () => {
    const combat = await fight('yaugs');
    const ui = new CombatUi(combat);
    const readier = combat.state.current!;
    expect(await ui.turn.ready('  the bruiser steps in ')).toBe(true);
    expect(combat.session.applied.at(-1)!.command).toMatchObject({ type: 'ready', id: readier, trigger: 'the bruiser steps in' });
    const acting = combat.state.current!;
    expect(acting).not.toBe(readier);
    expect(ui.turn.outOfTurn).toBe(false);
    ui.turn.attackFor(readier);
    expect(ui.turn.outOfTurn).toBe(true);
    expect(ui.turn.actor!.id).toBe(readier);
    const count = combat.session.appliedCount;
    expect(await ui.turn.delay()).toBe(false);
    expect(combat.session.appliedCount).toBe(count);
    ui.turn.attackFor(null);
    expect(ui.turn.outOfTurn).toBe(false);
    expect(ui.turn.actor!.id).toBe(acting);
    // Someone not readied cannot be attacked for out of turn: the panel stays with the acting one.
    ui.turn.attackFor(acting === 'sentry' ? 'bruiser' : 'sentry');
    expect(ui.turn.outOfTurn).toBe(false);
    expect(ui.turn.actor!.id).toBe(acting);
  });

  it('Delay hands the turn on and lets go of the target picked for it', async () => {
    const combat = await fight('yaugs');
    const ui = new CombatUi(combat);
    const first = combat.state.current!;
    ui.attack.pickTarget('bruiser');
    ui.attack.typedDice = '50 50';
    expect(await ui.turn.delay()).toBe(true);
    expect(combat.state.current).not.toBe(first);
    expect(ui.attack.target).toBeNull();
    expect(ui.attack.typedDice).toBe('');
  });
});
