// A system's room in the GM window is one contract (state/systemRoom.ts) registered at start-up:
// the room registry and the action registry import no room, the generic lists (settings catalog,
// free roll, code words, the systems' actions) read the registered rooms, and a copied room can
// never take over another's actions.
import { describe, expect, it } from 'vitest';
import { SYSTEM_IDS } from '../../../shared/systems/registry';
import type { SystemId } from '../../../shared/model/schema';
import { registerRoom, roomList, roomOf } from '../../../src-renderer/state/roomRegistry';
import { fixedHouseRules, settingsCatalog, systemDefaults } from '../../../src-renderer/state/settingsCatalog';
import { action, ownerOf, registeredActions, registerActions } from '../../../src-renderer/app/actions';
import { roomActions } from '../../../src-renderer/app/roomActions';
import { installRoom } from '../../../src-renderer/systems/registry';
import { room as yaugsRoom } from '../../../src-renderer/systems/yaugs';
import type { Action } from '../../../src-renderer/app/action';
import { AppState } from '../../../src-renderer/state/app.svelte';
import { EXAMPLES } from '../../../shared/sim/examples';
import { FakeHost } from './fakeHost';

describe('the systems\' rooms', () => {
  it('one room for each registered system, in the registry\'s order', () => {
    expect(roomList().map((r) => r.id)).toEqual(SYSTEM_IDS);
    for (const id of SYSTEM_IDS) expect(roomOf(id).id).toBe(id);
  });

  it('a system nobody registered a room for is refused by name, and so is a second room for one system', () => {
    expect(() => roomOf('hexcrawl' as SystemId)).toThrow(/"hexcrawl" has no room/);
    expect(() => registerRoom({ ...yaugsRoom, name: 'YAUGS again' })).toThrow('Two rooms for the system "yaugs": YAUGS and YAUGS again.');
  });

  it('a room asks a start question exactly where its system has start options to answer it with (Waylights: surprise)', () => {
    for (const r of roomList()) expect(!!r.startQuestion, r.id).toBe(!!r.StartOptions);
    expect(roomOf('waylights').startQuestion).toMatch(/surprise/);
  });

  it('the generic lists read the rooms, system by system, and the registry holds each room\'s actions owned by it', () => {
    for (const r of roomList()) {
      expect(systemDefaults(r.id)).toBe(r.defaults);
      expect(settingsCatalog(r.id)).toBe(r.settings);
      expect(fixedHouseRules(r.id)).toBe(r.houseRules);
      for (const a of r.actions) {
        expect(action(a.id).system).toBe(r.id);
        expect(ownerOf(a.id)).toBe(`the ${r.name} room (src-renderer/systems/${r.id})`);
      }
    }
    const own = registeredActions().filter((a) => a.system).map((a) => a.id);
    expect(own).toEqual(roomList().flatMap((r) => r.actions.map((a) => a.id)));
    // YAUGS's, then VERS's, in the registry's order.
    expect(own).toEqual(['give-ground', 'forgo-attacks', 'counter-attack', 'quick-recovery']);
  });
});

describe('the action registry', () => {
  const stub = (id: string): Action => ({ id: id as Action['id'], label: id, group: 'Fight', keys: [], menu: false, enabled: () => true, run: () => undefined });

  it('refuses an id registered twice at start-up, naming both owners, and keeps the first', () => {
    const before = action('end-turn');
    expect(() => registerActions('a test list', [stub('end-turn')])).toThrow('The action "end-turn" is registered twice: by app/appActions.ts and by a test list.');
    expect(action('end-turn')).toBe(before);
    // Twice in one list is refused too, and nothing of that list goes in.
    expect(() => registerActions('a test list', [stub('test-one'), stub('test-one')])).toThrow('The action "test-one" is registered twice: by a test list and by a test list.');
    expect(ownerOf('test-one' as Action['id'])).toBeUndefined();
  });

  it('a copy of the YAUGS room (a fourth system) cannot take over YAUGS\'s Give ground, Forgo and Counter-Attack', async () => {
    const copy = { ...yaugsRoom, id: 'yaugs-copy' as SystemId, name: 'YAUGS copy' };
    expect(() => installRoom(copy)).toThrow('The action "give-ground" is registered twice: by the YAUGS room (src-renderer/systems/yaugs) and by the YAUGS copy room (src-renderer/systems/yaugs-copy).');
    for (const id of ['give-ground', 'forgo-attacks', 'counter-attack'] as const) {
      expect(ownerOf(id)).toBe('the YAUGS room (src-renderer/systems/yaugs)');
      expect(action(id).system).toBe('yaugs');
    }
    // In a YAUGS fight with a target, YAUGS's own Forgo attacks still acts.
    const app = new AppState(new FakeHost().host, null);
    app.workspace.edit(EXAMPLES.yaugs(), null);
    await app.dialogs.startCombat();
    const ui = app.combatUi!;
    const enemy = app.combat!.state.encounter.combatants.find((c) => c.side !== ui.turn.actor!.side)!;
    ui.attack.pickTarget(enemy.id);
    expect(action('forgo-attacks').enabled(app)).toBe(true);
    // The copy's actions, had they gone in, would act only in the copy's fights.
    expect(roomActions(copy).every((a) => a.system === copy.id && !a.enabled(app))).toBe(true);
  });
});
