// The application menu as plain data, built from a few callbacks and the recent-files list, so the
// whole menu (labels, accelerators, what each item does) is unit-tested without Electron.
import type { MenuItemConstructorOptions } from 'electron';
import { MAIN_ITEMS, MENU_ITEMS, type KeyChord, type MenuCommand } from '../../shared/ipc/menu';

/** What the menu items do; main fills these in. */
export type MenuActions = {
  /** A command the GM window carries out (New, Save, Undo, ...). */
  command(command: MenuCommand): void;
  /** Open…: main's file dialog. */
  open(): void;
  /** An item of Open Recent, by its library id. */
  openRecent(id: string): void;
  clearRecent(): void;
  toggleFullScreen(): void;
  quit(): void;
};

/** An Open Recent item: the library id it opens and the name it shows. */
export type RecentMenuEntry = { id: string; name: string };

// Menu labels treat '&' as a mnemonic marker on Windows and Linux; a name must show as written.
const literal = (label: string) => label.replace(/&/g, '&&');

function recentSubmenu(recent: readonly RecentMenuEntry[], actions: MenuActions): MenuItemConstructorOptions[] {
  const items: MenuItemConstructorOptions[] = recent.map((r, i) => ({
    id: `recent-${i}`,
    label: literal(r.name),
    click: () => actions.openRecent(r.id),
  }));
  if (items.length === 0) items.push({ id: 'recent-none', label: 'No recent files', enabled: false });
  items.push({ type: 'separator' }, { id: 'clear-recent', label: 'Clear Recent', enabled: recent.length > 0, click: () => actions.clearRecent() });
  return items;
}

/** An accelerator for a chord of the action registry ('Mod+Shift+Z' -> 'CmdOrCtrl+Shift+Z'). */
function accelerator(chord: KeyChord): string {
  return chord.replace(/^Mod\+/, 'CmdOrCtrl+');
}

/**
 * The keys a command's item takes on `platform`, the shown one first. Windows users expect Ctrl+Y
 * for Redo, so there it leads; on every platform the other keys stay live as hidden items, which
 * Electron still honours (the renderer leaves a menu command's keys to the menu).
 */
function commandKeys(id: MenuCommand, platform: NodeJS.Platform): string[] {
  const keys: readonly KeyChord[] = MENU_ITEMS[id].keys;
  if (platform === 'win32' && id === 'redo') return ['Ctrl+Y', ...keys.filter((k) => k !== 'Mod+Y').map(accelerator)];
  return keys.map(accelerator);
}

/** The menu template for `platform`: the macOS app menu there, File › Quit elsewhere; Windows shows Ctrl+Y for Redo. */
export function menuTemplate(platform: NodeJS.Platform, actions: MenuActions, recent: readonly RecentMenuEntry[], appName = 'Hexfray'): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const win = platform === 'win32';
  // A renderer command: its label and keys come from the action registry's menu entries.
  const cmd = (id: MenuCommand): MenuItemConstructorOptions[] => {
    const [shown, ...aliases] = commandKeys(id, platform);
    const click = () => actions.command(id);
    return [
      { id, label: MENU_ITEMS[id].label, accelerator: shown, click },
      ...aliases.map((a, i): MenuItemConstructorOptions => ({ id: `${id}-alias${i ? `-${i + 1}` : ''}`, label: MENU_ITEMS[id].label, accelerator: a, visible: false, click })),
    ];
  };
  const quit: MenuItemConstructorOptions = { id: 'quit', label: mac ? `Quit ${appName}` : win ? 'Exit' : MAIN_ITEMS.quit.label, accelerator: accelerator(MAIN_ITEMS.quit.keys[0]), click: () => actions.quit() };

  const file: MenuItemConstructorOptions[] = [
    ...cmd('new'),
    { id: 'open', label: MAIN_ITEMS.open.label, accelerator: accelerator(MAIN_ITEMS.open.keys[0]), click: () => actions.open() },
    { id: 'open-recent', label: 'Open Recent', submenu: recentSubmenu(recent, actions) },
    { type: 'separator' },
    ...cmd('save'),
    ...cmd('save-as'),
    { type: 'separator' },
    ...cmd('export-log'),
    ...(mac ? [] : [{ type: 'separator' } as const, quit]),
  ];

  const edit: MenuItemConstructorOptions[] = [
    ...cmd('undo'),
    ...cmd('redo'),
    { type: 'separator' },
    // Text fields need these roles: without an Edit menu holding them, macOS has no copy and paste.
    { role: 'cut' },
    { role: 'copy' },
    { role: 'paste' },
    { role: 'selectAll' },
  ];

  const view: MenuItemConstructorOptions[] = [
    ...cmd('player-view'),
    { type: 'separator' },
    { id: 'full-screen', label: mac ? 'Enter Full Screen' : MAIN_ITEMS['full-screen'].label, accelerator: mac ? 'Ctrl+Cmd+F' : MAIN_ITEMS['full-screen'].keys[0], click: () => actions.toggleFullScreen() },
  ];

  const appMenu: MenuItemConstructorOptions = {
    label: appName,
    submenu: [
      { role: 'about' },
      { type: 'separator' },
      { role: 'services' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      quit,
    ],
  };

  return [
    ...(mac ? [appMenu] : []),
    { label: mac ? 'File' : '&File', submenu: file },
    { label: mac ? 'Edit' : '&Edit', submenu: edit },
    { label: mac ? 'View' : '&View', submenu: view },
    ...(mac ? [{ role: 'windowMenu' } as const] : []),
  ];
}
