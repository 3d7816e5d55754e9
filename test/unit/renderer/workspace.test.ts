import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DRAFT_DELAY_MS } from '../../../src-renderer/state/prepAutosave.svelte';
import { EXAMPLES } from '../../../shared/sim/examples';
import { settle, sleep, start } from './appFixture';

describe('prep autosave', () => {
  it('writes the first change at once and later ones together when the delay ends', async () => {
    const { app, drafts } = start();
    app.workspace.edit(EXAMPLES.yaugs());
    await settle();
    expect(await drafts.latestUnsettled()).toBeNull();
    app.prep!.rename('A');
    await settle();
    expect((await drafts.latestUnsettled())!.encounter.name).toBe('A');
    app.prep!.rename('B');
    app.prep!.rename('C');
    await settle();
    expect((await drafts.latestUnsettled())!.encounter.name).toBe('A');
    await sleep(DRAFT_DELAY_MS + 50);
    expect((await drafts.latestUnsettled())!.encounter.name).toBe('C');
  });

  it('writes changes still waiting for their turn when flushed (the page is going away)', async () => {
    const { app, drafts } = start();
    app.workspace.edit(EXAMPLES.yaugs());
    app.prep!.rename('A');
    app.prep!.rename('B');
    app.workspace.autosave.flush();
    // Polled, not slept on: two store writes in a row can take longer than a fixed pause on a busy machine.
    await expect.poll(async () => (await drafts.latestUnsettled())?.encounter.name).toBe('B');
  });

  it('opening another encounter writes the last one\u2019s waiting changes to its own draft first', async () => {
    const { app, db } = start();
    app.workspace.edit(EXAMPLES.yaugs());
    app.prep!.rename('A');
    app.prep!.rename('B');
    app.workspace.edit(EXAMPLES.vers());
    await expect.poll(async () => (await db.drafts.where('settled').equals(0).toArray()).map((d) => d.encounter.name)).toEqual(['B']);
  });

  it('offers unsaved prep at the next start and carries on in the same draft, still unsaved', async () => {
    const first = start();
    first.app.workspace.edit(EXAMPLES.yaugs());
    first.app.prep!.rename('Ford at dusk');
    await settle();

    const next = first.again();
    await next.app.recovery.checkRecovery();
    expect(next.app.recovery.pendingDraft!.encounter.name).toBe('Ford at dusk');
    next.app.recovery.recoverDraft();
    expect(next.app.screen).toBe('prep');
    expect(next.app.prep!.encounter.name).toBe('Ford at dusk');
    expect(next.app.prep!.dirty).toBe(true);
    next.app.prep!.setNotes('more');
    await settle();
    const [only] = await next.db.drafts.where('settled').equals(0).toArray();
    expect(only!.encounter.gmNotes).toBe('more');
    expect(await next.db.drafts.count()).toBe(1);

    // Saving settles it: the start after offers nothing.
    await next.app.saving.save();
    await settle();
    const third = next.again();
    await third.app.recovery.checkRecovery();
    expect(third.app.recovery.pendingDraft).toBeNull();
  });

  it('a discarded draft is not offered again', async () => {
    const first = start();
    first.app.workspace.edit(EXAMPLES.yaugs());
    first.app.prep!.rename('Scrap');
    await settle();
    const next = first.again();
    await next.app.recovery.checkRecovery();
    await next.app.recovery.discardDraft();
    const third = next.again();
    await third.app.recovery.checkRecovery();
    expect(third.app.recovery.pendingDraft).toBeNull();
  });

  it('says when the draft cannot be written', async () => {
    const { app, db } = start();
    db.drafts.put = () => Promise.reject(new Error('quota exceeded')) as never;
    app.workspace.edit(EXAMPLES.yaugs());
    app.prep!.rename('A');
    await settle();
    expect(app.workspace.autosave.error).toMatch(/quota exceeded.*Save the encounter/);
  });
});

describe('the fog of a fight', () => {
  it('stays with its fight: the next starts in the mode last picked with nothing revealed, and a saved session opens with its own', async () => {
    const { app, fake } = start();
    app.workspace.edit(EXAMPLES.vers());
    expect(await app.workspace.run('s')).toBeNull();
    const first = app.combat!;
    app.playerScreen.pickFog(first.fog, 'manual');
    app.playerScreen.pickFogBrush('reveal');
    app.playerScreen.paintFogKeys(first.fog, ['1,1', '2,1']);
    await app.saving.save();
    const id = first.libraryId!;
    expect(fake.files.get(id)!.value.fog).toEqual({ mode: 'manual', seen: ['1,1', '2,1'], hidden: [] });

    app.workspace.edit(EXAMPLES.yaugs());
    expect(await app.workspace.run('t')).toBeNull();
    expect(app.combat!.fog.mode).toBe('manual');
    expect(app.combat!.fog.seen).toEqual([]);
    app.playerScreen.pickFog(app.combat!.fog, 'off');

    await app.nav.home();
    await app.nav.answerLeave('abandon');
    await app.library.refresh(['sessions']);
    await app.files.openEntry(app.library.entries.sessions.find((e) => e.id === id)!);
    expect(app.combat!.fog.mode).toBe('manual');
    expect(app.combat!.fog.seen).toEqual(['1,1', '2,1']);
  });

  it('comes back with its fight after a crash, as last journaled', async () => {
    const first = start();
    first.app.workspace.edit(EXAMPLES.vers());
    expect(await first.app.workspace.run('s')).toBeNull();
    const fog = first.app.combat!.fog;
    first.app.playerScreen.pickFog(fog, 'manual');
    first.app.playerScreen.pickFogBrush('reveal');
    first.app.playerScreen.paintFogKeys(fog, ['1,1']);
    first.app.playerScreen.paintFogKeys(fog, ['2,1']);
    await settle();

    const next = first.again();
    await next.app.recovery.checkRecovery();
    await next.app.recovery.recoverFight();
    expect(next.app.combat!.fog.mode).toBe('manual');
    expect(next.app.combat!.fog.seen).toEqual(['1,1', '2,1']);
  });

  it('saves back the fields of a file\u2019s fog this version does not know', async () => {
    const { app, fake } = start();
    app.workspace.edit(EXAMPLES.vers());
    expect(await app.workspace.run('s')).toBeNull();
    await app.saving.save();
    const id = app.combat!.libraryId!;
    fake.put(id, { ...fake.files.get(id)!.value, fog: { mode: 'auto', seen: ['0,0'], hidden: [], lantern: 'dim' } });
    await app.library.refresh(['sessions']);
    await app.files.openEntry(app.library.entries.sessions.find((e) => e.id === id)!);
    app.playerScreen.pickFogBrush('hide');
    app.playerScreen.paintFogKeys(app.combat!.fog, ['0,0']);
    await app.saving.save();
    expect(fake.files.get(id)!.value.fog).toEqual({ mode: 'auto', seen: [], hidden: ['0,0'], lantern: 'dim' });
  });
});

describe('Workspace', () => {
  it('opening an encounter for prep lets the fight go; running it shows a new fight with its own pointing state', async () => {
    const { app } = start();
    app.workspace.edit(EXAMPLES.yaugs());
    expect(app.screen).toBe('prep');
    expect(await app.workspace.run('s')).toBeNull();
    expect(app.screen).toBe('combat');
    const ui = app.combatUi!;
    expect(ui.turn.actor!.id).toBe(app.combat!.state.current);
    app.workspace.edit(EXAMPLES.vers());
    expect([app.screen, app.combat, app.combatUi]).toEqual(['prep', null, null]);
    expect(await app.workspace.run('t')).toBeNull();
    expect(app.combatUi).not.toBe(ui);
  });

  it('says what is wrong instead of starting with nothing to run', async () => {
    const { app } = start();
    expect(await app.workspace.run()).toBe('Nothing to run.');
    expect(app.screen).toBe('start');
  });

  it('resumes a fight whose later commands no longer apply only when asked to keep what replays', async () => {
    const { app } = start();
    const commands = [{ type: 'start-combat' as const }, { type: 'end-turn' as const }, { type: 'move' as const, id: 'nobody', path: [{ q: 0, r: 0 }] }];
    const problem = app.workspace.resume('f', EXAMPLES.yaugs(), 's', 'Ford', commands, commands.length, null);
    expect(problem).toBeTruthy();
    expect(app.combat).toBeNull();
    expect(app.workspace.resume('f', EXAMPLES.yaugs(), 's', 'Ford', commands, commands.length, null, true)).toBe(problem);
    expect(app.screen).toBe('combat');
    expect(app.combat!.session.appliedCount).toBe(2);
  });

  it('a fight counts as running, so leaving asks, only once it has commands no file has', async () => {
    const { app } = start();
    app.workspace.edit(EXAMPLES.yaugs());
    expect(app.workspace.fightRunning).toBe(false);
    expect(await app.workspace.run('s')).toBeNull();
    expect(app.workspace.fightRunning).toBe(true);
    await app.saving.save();
    expect(app.workspace.fightRunning).toBe(false);
    expect(app.workspace.whatIsSafe()).toMatch(/every command is journaled/);
  });
});

