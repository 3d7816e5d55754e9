// A system's room in the GM window is its folder: the registry's line brings its components, and
// its room.ts (settings, House rules, free roll, actions, code words) is found by the folder alone,
// so the generic lists (settings catalog, free-roll specs, system actions, code words) follow the
// registry with no line of their own.
import { describe, expect, it } from 'vitest';
import { SYSTEM_IDS } from '../../../shared/systems/registry';
import { ROOM_LIST, ROOMS } from '../../../src-renderer/systems/rooms';
import { SYSTEM_LIST } from '../../../src-renderer/systems/registry';
import { FIXED_HOUSE_RULES, SETTINGS_CATALOG, SYSTEM_DEFAULTS } from '../../../src-renderer/systems/settingsCatalog';
import { FREE_ROLL_SPECS } from '../../../src-renderer/systems/freeRollInputs';
import { SYSTEM_ACTIONS } from '../../../src-renderer/systems/actions';

describe('the systems\' rooms', () => {
  it('one room.ts for each registered system, in the registry\'s order, as the component registry lists them', () => {
    expect(ROOM_LIST.map((r) => r.id)).toEqual(SYSTEM_IDS);
    expect(SYSTEM_LIST.map((u) => u.id)).toEqual(SYSTEM_IDS);
    for (const id of SYSTEM_IDS) expect(ROOMS[id].id).toBe(id);
  });

  it('a room asks a start question exactly where its system has start options to answer it with (Waylights: surprise)', () => {
    for (const u of SYSTEM_LIST) expect(!!ROOMS[u.id].startQuestion, u.id).toBe(!!u.StartOptions);
    expect(ROOMS.waylights.startQuestion).toMatch(/surprise/);
  });

  it('the generic lists are assembled from the rooms, system by system', () => {
    for (const r of ROOM_LIST) {
      expect(SYSTEM_DEFAULTS[r.id]).toBe(r.defaults);
      expect(SETTINGS_CATALOG[r.id]).toBe(r.settings);
      expect(FIXED_HOUSE_RULES[r.id]).toBe(r.houseRules);
      expect(FREE_ROLL_SPECS[r.id]).toBe(r.freeRoll);
    }
    expect(Object.keys(SETTINGS_CATALOG)).toEqual(SYSTEM_IDS);
    expect(SYSTEM_ACTIONS.map((a) => a.id)).toEqual(ROOM_LIST.flatMap((r) => r.actions.map((a) => a.id)));
    // The order the action registry had when it listed the rooms by hand: YAUGS's, then VERS's.
    const known = ['give-ground', 'forgo-attacks', 'counter-attack', 'quick-recovery'];
    expect(SYSTEM_ACTIONS.map((a) => a.id).filter((id) => known.includes(id))).toEqual(known);
  });
});
