import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { CombatController } from '../../../src-renderer/state/combat.svelte';
import { HexfrayDb } from '../../../src-renderer/db/database';
import { Journal } from '../../../src-renderer/db/journal';
import { EXAMPLES } from '../../../shared/sim/examples';

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

  it('journals a command after undos in place of the undone ones, and one after none without looking for any', async () => {
    const journal = freshJournal();
    const combat = await fight('yaugs', journal);
    const asked: boolean[] = [];
    const append = journal.append.bind(journal);
    journal.append = (id, index, command, undone) => (asked.push(undone ?? true), append(id, index, command, undone));
    await combat.apply({ type: 'end-turn' });
    await combat.apply({ type: 'end-turn' });
    await combat.undo();
    await combat.undo();
    await combat.apply({ type: 'end-turn' });
    await combat.apply({ type: 'end-turn' });
    await combat.apply({ type: 'end-turn' });
    expect(asked).toEqual([false, false, true, false, false]);
    // What a recovery finds is the fight as the GM left it, command for command.
    const saved = (await journal.latestUnsettled())!;
    expect(saved.commands).toEqual(combat.session.applied.map((e) => e.command));
    expect(saved.session.cursor).toBe(combat.session.appliedCount);
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
