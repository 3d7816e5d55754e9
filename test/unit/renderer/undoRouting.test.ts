import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../shared/sim/examples';
import { start } from './appFixture';

describe('UndoRouting', () => {
  it('takes back the prep\u2019s edit in prep and the fight\u2019s command in a fight, and nothing on other screens', async () => {
    const { app } = start();
    expect(app.history.canUndo).toBe(false);
    app.workspace.edit(EXAMPLES.yaugs());
    app.prep!.rename('Renamed');
    expect(app.history.canUndo).toBe(true);
    await app.history.undo();
    expect(app.prep!.encounter.name).toBe(EXAMPLES.yaugs().name);
    expect(app.history.canRedo).toBe(true);
    await app.history.redo();
    expect(app.prep!.encounter.name).toBe('Renamed');

    expect(await app.workspace.run('s')).toBeNull();
    await app.combatUi!.turn.endTurn();
    const after = app.combat!.session.appliedCount;
    await app.history.undo();
    expect(app.combat!.session.appliedCount).toBe(after - 1);
    expect(app.prep!.encounter.name).toBe('Renamed');

    app.workspace.show('start');
    expect([app.history.canUndo, app.history.canRedo]).toEqual([false, false]);
    await app.history.undo();
    expect(app.combat!.session.appliedCount).toBe(after - 1);
  });
});
