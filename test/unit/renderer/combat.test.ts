import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { CombatController } from '../../../src-renderer/state/combat.svelte';
import { CombatUi } from '../../../src-renderer/state/combatUi.svelte';
import { HexfrayDb } from '../../../src-renderer/db/database';
import { Journal } from '../../../src-renderer/db/journal';
import { hexNeighbors, reachCost } from '../../../shared/hex';
import { EXAMPLES } from '../../../shared/sim/examples';
import type { Command } from '../../../shared/model/commands';

let dbs = 0;
const freshJournal = () => new Journal(new HexfrayDb(`combat-test-${dbs++}`));

async function fight(system: 'yaugs' | 'vers' | 'waylights' = 'yaugs', journal: Journal | null = null) {
  const combat = new CombatController('fight-1', EXAMPLES[system](), 'seed-1', journal);
  await journal?.begin('fight-1', 'Ford', EXAMPLES[system](), 'seed-1', null);
  expect(await combat.apply({ type: 'start-combat' })).toBe(true);
  return combat;
}

describe('CombatController', () => {
  it('applies a command, journals it before showing it, and can recover it from the journal alone', async () => {
    const journal = freshJournal();
    const combat = await fight('yaugs', journal);
    await combat.apply({ type: 'end-turn' });
    expect(combat.dirty).toBe(true);
    const saved = await journal.latestUnsettled();
    expect(saved!.commands.map((c) => c.type)).toEqual(['start-combat', 'end-turn']);
    // A crash: a new controller rebuilds the same fight from what the journal holds.
    const again = new CombatController('fight-1', saved!.session.encounter, saved!.session.seed, journal);
    expect(again.restore(saved!.commands, saved!.session.cursor)).toBeNull();
    expect(again.state.current).toBe(combat.state.current);
    expect(again.state.round).toBe(combat.state.round);
  });

  it('shows why a command is refused and changes nothing', async () => {
    const combat = await fight();
    const before = combat.state;
    expect(await combat.apply({ type: 'move', id: 'nobody', path: [{ q: 1, r: 1 }] })).toBe(false);
    expect(combat.refusal).toBeTruthy();
    expect(combat.state).toBe(before);
    await combat.apply({ type: 'end-turn' });
    expect(combat.refusal).toBeNull();
  });

  it('undoes and redoes, moving the journal cursor, so a recovery stops where the GM was', async () => {
    const journal = freshJournal();
    const combat = await fight('yaugs', journal);
    const first = combat.state.current;
    await combat.apply({ type: 'end-turn' });
    await combat.undo();
    expect(combat.state.current).toBe(first);
    expect(combat.canRedo).toBe(true);
    expect((await journal.latestUnsettled())!.session.cursor).toBe(1);
    await combat.redo();
    expect(combat.state.current).not.toBe(first);
    expect((await journal.latestUnsettled())!.session.cursor).toBe(2);
  });

  it('says when the journal cannot be written, so the GM saves to a file', async () => {
    const broken = { append: async () => Promise.reject(new Error('quota exceeded')) } as unknown as Journal;
    const combat = new CombatController('f', EXAMPLES.yaugs(), 's', broken);
    await combat.apply({ type: 'start-combat' });
    expect(combat.journalError).toMatch(/quota exceeded.*Save the session/);
  });

  it('after a save is clean and settled; the file it writes keeps the opened file\u2019s unknown fields', async () => {
    const journal = freshJournal();
    const combat = await fight('yaugs', journal);
    combat.markSaved('sessions/ford.session.json', 'a'.repeat(64), { table: 'Thursday group', name: 'old name' });
    expect(combat.dirty).toBe(false);
    expect(combat.signature).toBe('a'.repeat(64));
    await new Promise((r) => setTimeout(r, 20));
    expect(await journal.latestUnsettled()).toBeNull();
    const file: Record<string, unknown> = combat.toFile();
    expect(file.table).toBe('Thursday group');
    // The live record wins over what the file said.
    expect(file.name).toBe(combat.session.name);
    expect((file.commands as unknown[]).length).toBe(1);
  });
});

describe('CombatUi', () => {
  it('targets the enemy picked, or the one under the pointer, never the actor or one who is out', async () => {
    const combat = await fight();
    const ui = new CombatUi(combat);
    const actor = ui.actor!;
    const enemies = combat.state.encounter.combatants.filter((c) => c.side !== actor.side);
    ui.pickTarget(enemies[0]!.id);
    expect(ui.targetId).toBe(enemies[0]!.id);
    ui.hover = enemies[1]!.position;
    expect(ui.targetId).toBe(enemies[1]!.id);
    ui.hover = actor.position;
    expect(ui.targetId).toBe(enemies[0]!.id);
    ui.pickTarget(actor.id);
    expect(ui.targetId).toBeNull();
  });

  it('says why an enemy out of reach cannot be attacked', async () => {
    const combat = await fight();
    const ui = new CombatUi(combat);
    ui.pickTarget('bruiser');
    expect(ui.preview!.blocked).toMatch(/beyond the reach/);
    expect(ui.canAttack).toBe(false);
    expect(await ui.attack()).toBe(false);
  });

  it('shows odds for a target and attacks with the typed dice, which it then clears', async () => {
    // Aldric (who acts first) starts beside the Bruiser, within his longsword's reach.
    const enc = EXAMPLES.yaugs();
    enc.combatants = enc.combatants.map((c) => (c.id === 'aldric' ? { ...c, position: { q: 10, r: 7 } } : c)) as typeof enc.combatants;
    const combat = new CombatController('f', enc, 'seed-1', null);
    await combat.apply({ type: 'start-combat' });
    const ui = new CombatUi(combat);
    expect(ui.actor!.id).toBe('aldric');
    expect(ui.canAttack).toBe(false);
    expect(ui.preview).toBeNull();
    const enemy = { id: 'bruiser' };
    ui.pickTarget(enemy.id);
    expect(ui.preview!.blocked).toBeFalsy();
    expect(ui.preview!.preview.outcomes.length).toBeGreaterThan(0);
    ui.typedDice = 'twelve';
    expect(ui.parsedDice().error).toMatch(/whole numbers/);
    expect(ui.canAttack).toBe(false);
    expect(await ui.attack()).toBe(false);
    ui.typedDice = '50 50';
    expect(ui.canAttack).toBe(true);
    const ok = await ui.attack();
    expect(combat.refusal).toBeNull();
    expect(ok).toBe(true);
    expect(combat.session.applied.at(-1)!.command).toMatchObject({ type: 'attack', defender: enemy.id, dice: [50, 50] });
    expect(ui.typedDice).toBe('');
  });

  it('toggles situational modifiers into the preview', async () => {
    const combat = await fight();
    const ui = new CombatUi(combat);
    ui.pickTarget(combat.state.encounter.combatants.find((c) => c.side !== ui.actor!.side)!.id);
    const total = ui.preview!.preview.total;
    ui.toggleSituational({ source: 'High ground', value: 2 });
    expect(ui.preview!.preview.modifiers.some((m) => m.source === 'High ground')).toBe(true);
    expect(ui.preview!.preview.total).not.toBe(total);
    ui.toggleSituational({ source: 'High ground', value: 2 });
    expect(ui.preview!.preview.total).toBe(total);
  });

  it('a drag from the actor plans a path within its reach and hands it over on release', async () => {
    const combat = await fight();
    const ui = new CombatUi(combat);
    const from = ui.actor!.position;
    expect(ui.startDrag({ q: from.q + 5, r: from.r })).toBe(false);
    expect(ui.startDrag(from)).toBe(true);
    const step = hexNeighbors(from).find((h) => reachCost(ui.reach!, h) != null)!;
    ui.dragTo(step);
    expect(ui.plannedPath!.path).toEqual([from, step]);
    expect(ui.plannedPath!.cost).toBeLessThanOrEqual(ui.budget);
    expect(ui.endDrag()).toEqual([step]);
    expect(ui.dragging).toBe(false);
  });

  it('ends the turn, sending the hand-off the GM picked (the rules decide whether it may)', async () => {
    const combat = await fight('yaugs');
    const sent: Command[] = [];
    const apply = combat.apply.bind(combat);
    combat.apply = (c) => (sent.push(c), apply(c));
    const ui = new CombatUi(combat);
    expect(ui.canEndTurn).toBe(true);
    const first = combat.state.current;
    expect(await ui.endTurn()).toBe(true);
    expect(combat.state.current).not.toBe(first);
    ui.handOff = 'sentry';
    await ui.endTurn();
    expect(sent).toEqual([{ type: 'end-turn' }, { type: 'end-turn', next: 'sentry' }]);
    // Picked for one hand-off only.
    expect(ui.handOff).toBe('');
  });
});
