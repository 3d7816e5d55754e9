import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../shared/sim/examples';
import { start } from './appFixture';

describe('FightDialogs', () => {
  it('the start question holds Start combat until the GM answers; No stays in prep, Yes starts', async () => {
    const { app } = start();
    app.workspace.edit(EXAMPLES.waylights());
    await app.dialogs.startCombat(true);
    expect([app.dialogs.askingStart, app.screen]).toEqual([true, 'prep']);
    await app.dialogs.answerStart(false);
    expect([app.dialogs.askingStart, app.screen, app.combat]).toEqual([false, 'prep', null]);
    await app.dialogs.answerStart(true);
    expect(app.combat).toBeNull();
    await app.dialogs.startCombat(true);
    await app.dialogs.answerStart(true);
    expect(app.screen).toBe('combat');
  });

  it('End combat asks only in a running fight, and only Yes ends it, with the summary said', async () => {
    const { app } = start();
    app.dialogs.askEndCombat();
    expect(app.dialogs.endingCombat).toBe(false);
    app.workspace.edit(EXAMPLES.yaugs());
    await app.dialogs.startCombat();
    app.dialogs.askEndCombat();
    expect(app.dialogs.endingCombat).toBe(true);
    await app.dialogs.answerEndCombat(false);
    expect([app.dialogs.endingCombat, app.combat!.state.phase]).toEqual([false, 'combat']);
    const said = app.messages.toasts.length;
    app.dialogs.askEndCombat();
    await app.dialogs.answerEndCombat(true);
    expect(app.combat!.state.phase).not.toBe('combat');
    expect(app.messages.toasts.length).toBe(said + 1);
  });
});
