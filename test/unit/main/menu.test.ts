import { describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { menuTemplate, type MenuActions } from '../../../src-main/electron/menu';
import { MENU_COMMANDS } from '../../../shared/ipc/menu';

type Spied = { [K in keyof MenuActions]: Mock<MenuActions[K]> };

function actions(): Spied {
  return {
    command: vi.fn<MenuActions['command']>(),
    open: vi.fn<MenuActions['open']>(),
    openRecent: vi.fn<MenuActions['openRecent']>(),
    clearRecent: vi.fn<MenuActions['clearRecent']>(),
    toggleFullScreen: vi.fn<MenuActions['toggleFullScreen']>(),
    quit: vi.fn<MenuActions['quit']>(),
  };
}

/** Every item of a template, submenus included, in order. */
function flatten(items: readonly MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((i) => [i, ...(Array.isArray(i.submenu) ? flatten(i.submenu) : [])]);
}

function item(template: readonly MenuItemConstructorOptions[], id: string): MenuItemConstructorOptions {
  const found = flatten(template).find((i) => i.id === id);
  if (!found) throw new Error(`no menu item ${id}`);
  return found;
}

// Electron calls click with (menuItem, window, event); the handlers must not depend on them.
const click = (i: MenuItemConstructorOptions) => (i.click as unknown as () => void)();

const PLATFORMS = ['darwin', 'win32', 'linux'] as const;

// The accelerators the issue asks for, by item, per platform.
const EXPECTED: Record<string, Record<(typeof PLATFORMS)[number], string>> = {
  new: { darwin: 'CmdOrCtrl+N', win32: 'CmdOrCtrl+N', linux: 'CmdOrCtrl+N' },
  open: { darwin: 'CmdOrCtrl+O', win32: 'CmdOrCtrl+O', linux: 'CmdOrCtrl+O' },
  save: { darwin: 'CmdOrCtrl+S', win32: 'CmdOrCtrl+S', linux: 'CmdOrCtrl+S' },
  'save-as': { darwin: 'CmdOrCtrl+Shift+S', win32: 'CmdOrCtrl+Shift+S', linux: 'CmdOrCtrl+Shift+S' },
  'export-log': { darwin: 'CmdOrCtrl+E', win32: 'CmdOrCtrl+E', linux: 'CmdOrCtrl+E' },
  undo: { darwin: 'CmdOrCtrl+Z', win32: 'CmdOrCtrl+Z', linux: 'CmdOrCtrl+Z' },
  redo: { darwin: 'CmdOrCtrl+Shift+Z', win32: 'Ctrl+Y', linux: 'CmdOrCtrl+Shift+Z' },
  'player-view': { darwin: 'CmdOrCtrl+Shift+P', win32: 'CmdOrCtrl+Shift+P', linux: 'CmdOrCtrl+Shift+P' },
  'full-screen': { darwin: 'Ctrl+Cmd+F', win32: 'F11', linux: 'F11' },
  quit: { darwin: 'CmdOrCtrl+Q', win32: 'CmdOrCtrl+Q', linux: 'CmdOrCtrl+Q' },
};

describe.each(PLATFORMS)('menu on %s', (platform) => {
  const recent = [{ id: 'encounters/ford.encounter.json', name: 'Ambush at the Ford' }, { id: 'sessions/ridge.session.json', name: 'Wolves & Ridge' }];

  it.each(Object.keys(EXPECTED))('has %s with its accelerator', (id) => {
    expect(item(menuTemplate(platform, actions(), recent), id).accelerator).toBe(EXPECTED[id]![platform]);
  });

  it('has Open Recent listing the recent files, newest first, and Clear Recent', () => {
    const t = menuTemplate(platform, actions(), recent);
    const submenu = item(t, 'open-recent').submenu as MenuItemConstructorOptions[];
    const labels = submenu.filter((i) => i.id?.startsWith('recent-')).map((i) => i.label);
    // '&' is doubled so Windows and Linux show it instead of taking it as a mnemonic.
    expect(labels).toEqual(['Ambush at the Ford', 'Wolves && Ridge']);
    expect(item(t, 'clear-recent').enabled).toBe(true);
  });

  it('says there are no recent files when there are none', () => {
    const t = menuTemplate(platform, actions(), []);
    expect(item(t, 'recent-none').enabled).toBe(false);
    expect(item(t, 'clear-recent').enabled).toBe(false);
  });

  it('sends every renderer command from its item, and nothing else', () => {
    const a = actions();
    const t = menuTemplate(platform, a, recent);
    for (const command of MENU_COMMANDS) {
      a.command.mockClear();
      click(item(t, command));
      expect(a.command).toHaveBeenCalledExactlyOnceWith(command);
    }
    expect(a.open).not.toHaveBeenCalled();
    expect(a.quit).not.toHaveBeenCalled();
  });

  it('runs main-side actions from Open, Open Recent, Clear Recent, Full Screen and Quit', () => {
    const a = actions();
    const t = menuTemplate(platform, a, recent);
    click(item(t, 'open'));
    expect(a.open).toHaveBeenCalledOnce();
    click(item(t, 'recent-1'));
    expect(a.openRecent).toHaveBeenCalledExactlyOnceWith('sessions/ridge.session.json');
    click(item(t, 'clear-recent'));
    expect(a.clearRecent).toHaveBeenCalledOnce();
    click(item(t, 'full-screen'));
    expect(a.toggleFullScreen).toHaveBeenCalledOnce();
    click(item(t, 'quit'));
    expect(a.quit).toHaveBeenCalledOnce();
    expect(a.command).not.toHaveBeenCalled();
  });

  it('keeps copy and paste for text fields (macOS has none without these roles)', () => {
    const roles = flatten(menuTemplate(platform, actions(), [])).map((i) => i.role).filter(Boolean);
    expect(roles).toEqual(expect.arrayContaining(['cut', 'copy', 'paste', 'selectAll']));
  });

  it('never uses the same visible accelerator twice', () => {
    const accels = flatten(menuTemplate(platform, actions(), recent)).filter((i) => i.accelerator && i.visible !== false).map((i) => i.accelerator);
    expect(new Set(accels).size).toBe(accels.length);
  });
});

describe('platform conventions', () => {
  it('macOS: the app menu comes first and holds Quit; File does not', () => {
    const t = menuTemplate('darwin', actions(), []);
    expect(t[0]!.label).toBe('Hexfray');
    expect((t[0]!.submenu as MenuItemConstructorOptions[]).some((i) => i.id === 'quit')).toBe(true);
    const file = t.find((m) => m.label === 'File')!;
    expect((file.submenu as MenuItemConstructorOptions[]).some((i) => i.id === 'quit')).toBe(false);
  });

  it.each(['win32', 'linux'] as const)('%s: no app menu; Quit ends the File menu', (platform) => {
    const t = menuTemplate(platform, actions(), []);
    expect(t[0]!.label).toBe('&File');
    const file = t[0]!.submenu as MenuItemConstructorOptions[];
    expect(file.at(-1)!.id).toBe('quit');
  });

  it('Windows: Ctrl+Shift+Z still redoes, through a hidden item', () => {
    const a = actions();
    const alias = item(menuTemplate('win32', a, []), 'redo-alias');
    expect(alias).toMatchObject({ accelerator: 'CmdOrCtrl+Shift+Z', visible: false });
    click(alias);
    expect(a.command).toHaveBeenCalledExactlyOnceWith('redo');
  });
});
