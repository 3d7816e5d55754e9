// The application menu as plain data, built from a few callbacks and the recent-files list, so the
// whole menu (labels, accelerators, what each item does) is unit-tested without Electron.
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../../shared/ipc/menu';

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

/** The menu template for `platform`: the macOS app menu there, File › Quit elsewhere; Windows adds Ctrl+Y for Redo. */
export function menuTemplate(platform: NodeJS.Platform, actions: MenuActions, recent: readonly RecentMenuEntry[], appName = 'Hexfray'): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const win = platform === 'win32';
  const cmd = (id: MenuCommand, label: string, accelerator: string): MenuItemConstructorOptions => ({ id, label, accelerator, click: () => actions.command(id) });
  const quit: MenuItemConstructorOptions = { id: 'quit', label: mac ? `Quit ${appName}` : win ? 'Exit' : 'Quit', accelerator: 'CmdOrCtrl+Q', click: () => actions.quit() };

  const file: MenuItemConstructorOptions[] = [
    cmd('new', 'New Encounter', 'CmdOrCtrl+N'),
    { id: 'open', label: 'Open…', accelerator: 'CmdOrCtrl+O', click: () => actions.open() },
    { id: 'open-recent', label: 'Open Recent', submenu: recentSubmenu(recent, actions) },
    { type: 'separator' },
    cmd('save', 'Save', 'CmdOrCtrl+S'),
    cmd('save-as', 'Save As…', 'CmdOrCtrl+Shift+S'),
    { type: 'separator' },
    cmd('export-log', 'Export Session Log…', 'CmdOrCtrl+E'),
    ...(mac ? [] : [{ type: 'separator' } as const, quit]),
  ];

  const edit: MenuItemConstructorOptions[] = [
    cmd('undo', 'Undo', 'CmdOrCtrl+Z'),
    // Windows users expect Ctrl+Y; Ctrl+Shift+Z stays as a hidden alias there, which Electron
    // still honours on Windows.
    cmd('redo', 'Redo', win ? 'Ctrl+Y' : 'CmdOrCtrl+Shift+Z'),
    ...(win ? [{ ...cmd('redo', 'Redo', 'CmdOrCtrl+Shift+Z'), id: 'redo-alias', visible: false }] : []),
    { type: 'separator' },
    // Text fields need these roles: without an Edit menu holding them, macOS has no copy and paste.
    { role: 'cut' },
    { role: 'copy' },
    { role: 'paste' },
    { role: 'selectAll' },
  ];

  const view: MenuItemConstructorOptions[] = [
    cmd('player-view', 'Player View', 'CmdOrCtrl+Shift+P'),
    { type: 'separator' },
    { id: 'full-screen', label: mac ? 'Enter Full Screen' : 'Full Screen', accelerator: mac ? 'Ctrl+Cmd+F' : 'F11', click: () => actions.toggleFullScreen() },
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
