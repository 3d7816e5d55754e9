import { describe, expect, it } from 'vitest';
import { action, registeredActions } from '../../../src-renderer/app/actions';
import { actionForKey } from '../../../src-renderer/app/keyboard';
import { showChord } from '../../../src-renderer/app/keys';
import { MAP_KEYS } from '../../../src-renderer/map/mapKeys';
import { MAIN_COMMANDS, MAIN_ITEMS } from '../../../shared/ipc/menu';
import { menuTemplate } from '../../../src-main/electron/menu';
import { helpGroups } from '../../../src-renderer/app/help';
import { SYSTEM_IDS } from '../../../shared/systems/registry';

const ACTIONS = registeredActions();

const lines = (groups: ReturnType<typeof helpGroups>) => groups.flatMap(([, rows]) => rows.map(([k, what]) => `${k} = ${what}`));

describe('the keyboard help', () => {
  it('lists every system-free action with keys, and a system\u2019s own actions only for that system\u2019s fight', () => {
    const own = ACTIONS.filter((a) => a.system);
    // Each system with actions of its own is in the registry with them (the test means something).
    expect(new Set(own.map((a) => a.system))).toEqual(new Set(['yaugs', 'vers']));
    for (const system of [...SYSTEM_IDS, null]) {
      const shown = lines(helpGroups(system, 'electron'));
      for (const a of ACTIONS.filter((x) => x.keys.length)) {
        const listed = shown.some((l) => l.endsWith(` = ${a.label}`));
        expect(listed, `${a.id} in the help of a ${system ?? 'no-system'} screen`).toBe(a.system === undefined || a.system === system);
      }
    }
  });
});

describe('the keyboard help lists every key', () => {
  it('lists the map\u2019s keys from the registry, which the map\u2019s own key handler reads too', () => {
    const map = helpGroups(null, 'web').find(([title]) => title === 'Map')![1].map(([k, what]) => `${k} = ${what}`);
    expect(map).toEqual(expect.arrayContaining(['← / → / ↑ / ↓ = Pan', '+ / = = Zoom in', '- = Zoom out', '0 = Fit the board']));
    for (const k of MAP_KEYS) expect(map.some((l) => l.endsWith(` = ${k.label}`)), k.id).toBe(true);
  });

  it('lists main\u2019s own menu items (Open, Full Screen, Quit) in the desktop shell, where they exist, and not in a browser tab', () => {
    const electron = lines(helpGroups(null, 'electron'));
    for (const id of MAIN_COMMANDS) expect(electron, id).toContain(`${MAIN_ITEMS[id].keys.map((k) => showChord(k, false)).join(' / ')} = ${MAIN_ITEMS[id].label}`);
    const web = lines(helpGroups(null, 'web'));
    for (const id of MAIN_COMMANDS) expect(web.some((l) => l.endsWith(` = ${MAIN_ITEMS[id].label}`)), id).toBe(false);
  });

  it('main\u2019s menu shows those items with the same label and keys, and the window\u2019s keyboard never runs them', () => {
    const noop = () => {};
    const items = menuTemplate('linux', { command: noop, open: noop, openRecent: noop, clearRecent: noop, toggleFullScreen: noop, quit: noop }, []).flatMap((m) => (Array.isArray(m.submenu) ? m.submenu : []));
    for (const id of MAIN_COMMANDS) {
      const item = items.find((i) => i.id === id)!;
      expect(item.label).toBe(MAIN_ITEMS[id].label);
      expect(item.accelerator).toBe(MAIN_ITEMS[id].keys[0].replace('Mod+', 'CmdOrCtrl+'));
      expect(action(id).handledBy).toBe('main');
    }
    expect(actionForKey({ key: 'o', ctrlKey: true, metaKey: false, shiftKey: false, altKey: false }, { typing: false, menuOwnsKeys: false })).toBeNull();
    expect(actionForKey({ key: '0', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false }, { typing: false, menuOwnsKeys: false })).toBeNull();
  });
});
