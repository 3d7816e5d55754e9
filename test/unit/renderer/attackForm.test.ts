import { describe, expect, it } from 'vitest';
import { CombatController } from '../../../src-renderer/state/combat.svelte';
import { CombatUi } from '../../../src-renderer/state/combatUi.svelte';
import { EXAMPLES } from '../../../shared/sim/examples';

async function fight(system: 'yaugs' | 'vers' | 'waylights' = 'yaugs') {
  const combat = new CombatController('fight-1', EXAMPLES[system](), 'seed-1', null);
  expect(await combat.apply({ type: 'start-combat' })).toBe(true);
  return combat;
}

describe('AttackForm', () => {
  it('targets the enemy picked, or the one under the pointer, never the actor or one who is out', async () => {
    const combat = await fight();
    const ui = new CombatUi(combat);
    const actor = ui.turn.actor!;
    const enemies = combat.state.encounter.combatants.filter((c) => c.side !== actor.side);
    ui.attack.pickTarget(enemies[0]!.id);
    expect(ui.attack.targetId).toBe(enemies[0]!.id);
    ui.pointer.hover = enemies[1]!.position;
    expect(ui.attack.targetId).toBe(enemies[1]!.id);
    ui.pointer.hover = actor.position;
    expect(ui.attack.targetId).toBe(enemies[0]!.id);
    ui.attack.pickTarget(actor.id);
    expect(ui.attack.targetId).toBeNull();
  });

  it('says why an enemy out of reach cannot be attacked', async () => {
    const combat = await fight();
    const ui = new CombatUi(combat);
    ui.attack.pickTarget('bruiser');
    expect(ui.attack.preview!.blocked).toMatch(/beyond the reach/);
    expect(ui.attack.canAttack).toBe(false);
    expect(await ui.attack.send()).toBe(false);
  });

  it('shows odds for a target and attacks with the typed dice, which it then clears', async () => {
    // Aldric (who acts first) starts beside the Bruiser, within his longsword's reach.
    const enc = EXAMPLES.yaugs();
    enc.combatants = enc.combatants.map((c) => (c.id === 'aldric' ? { ...c, position: { q: 10, r: 7 } } : c)) as typeof enc.combatants;
    const combat = new CombatController('f', enc, 'seed-1', null);
    await combat.apply({ type: 'start-combat' });
    const ui = new CombatUi(combat);
    expect(ui.turn.actor!.id).toBe('aldric');
    expect(ui.attack.canAttack).toBe(false);
    expect(ui.attack.preview).toBeNull();
    const enemy = { id: 'bruiser' };
    ui.attack.pickTarget(enemy.id);
    expect(ui.attack.preview!.blocked).toBeFalsy();
    expect(ui.attack.preview!.preview.outcomes.length).toBeGreaterThan(0);
    ui.attack.typedDice = 'twelve';
    expect(ui.attack.parsedDice().error).toMatch(/whole numbers/);
    expect(ui.attack.canAttack).toBe(false);
    expect(await ui.attack.send()).toBe(false);
    ui.attack.typedDice = '50 50';
    expect(ui.attack.canAttack).toBe(true);
    const ok = await ui.attack.send();
    expect(combat.refusal).toBeNull();
    expect(ok).toBe(true);
    expect(combat.session.applied.at(-1)!.command).toMatchObject({ type: 'attack', defender: enemy.id, dice: [50, 50] });
    expect(ui.attack.typedDice).toBe('');
  });

  it('toggles situational modifiers into the preview', async () => {
    const combat = await fight();
    const ui = new CombatUi(combat);
    ui.attack.pickTarget(combat.state.encounter.combatants.find((c) => c.side !== ui.turn.actor!.side)!.id);
    const total = ui.attack.preview!.preview.total;
    ui.attack.toggleSituational({ source: 'High ground', value: 2 });
    expect(ui.attack.preview!.preview.modifiers.some((m) => m.source === 'High ground')).toBe(true);
    expect(ui.attack.preview!.preview.total).not.toBe(total);
    ui.attack.toggleSituational({ source: 'High ground', value: 2 });
    expect(ui.attack.preview!.preview.total).toBe(total);
  });

  it('while a hex pick is open, the pointer over a token does not swap the target', async () => {
    const combat = await fight();
    const ui = new CombatUi(combat);
    ui.attack.pickTarget('bruiser');
    const sentry = combat.state.encounter.combatants.find((c) => c.id === 'sentry')!;
    ui.hexPick.ask({ prompt: 'Pick a hex', hexes: [], onpick: () => undefined });
    ui.pointer.hover = sentry.position;
    expect(ui.attack.targetId).toBe('bruiser');
    ui.hexPick.cancel();
    expect(ui.attack.targetId).toBe('sentry');
  });

  it('changed choices hold for their target only, and go when the target changes', async () => {
    const combat = await fight();
    const ui = new CombatUi(combat);
    ui.attack.pickTarget('bruiser');
    const defaults = ui.attack.effectiveChoices!;
    ui.attack.setChoices('bruiser', { ...defaults });
    expect(ui.attack.choices).not.toBeNull();
    ui.attack.pickTarget('sentry');
    expect(ui.attack.choices).toBeNull();
  });

  it('working for another combatant lets go of the target, the weapon, the typed faces and the refusal', async () => {
    const combat = await fight();
    const ui = new CombatUi(combat);
    ui.attack.pickTarget('bruiser');
    ui.attack.weapon = 'Longsword';
    ui.attack.typedDice = '50 50';
    expect(await ui.attack.send()).toBe(false);
    ui.attack.forNewActor();
    expect([ui.attack.target, ui.attack.weapon, ui.attack.typedDice, ui.attack.attackRefused]).toEqual([null, null, '', null]);
  });

  it('a readied attack made out of turn brings the panel back to the acting one, without its target', async () => {
    // Aldric readies beside the Bruiser, then attacks it out of turn.
    const enc = EXAMPLES.yaugs();
    enc.combatants = enc.combatants.map((c) => (c.id === 'aldric' ? { ...c, position: { q: 10, r: 7 } } : c)) as typeof enc.combatants;
    const combat = new CombatController('f', enc, 'seed-1', null);
    await combat.apply({ type: 'start-combat' });
    const ui = new CombatUi(combat);
    expect(await ui.turn.ready('the bruiser moves')).toBe(true);
    const acting = combat.state.current;
    ui.turn.attackFor('aldric');
    ui.attack.pickTarget('bruiser');
    expect(ui.attack.canAttack).toBe(true);
    expect(await ui.attack.send()).toBe(true);
    expect(combat.session.applied.at(-1)!.command).toMatchObject({ type: 'attack', attacker: 'aldric', defender: 'bruiser', readied: true });
    expect(ui.turn.readiedBy).toBeNull();
    expect(ui.turn.actor!.id).toBe(acting);
    expect(ui.attack.target).toBeNull();
  });
});
