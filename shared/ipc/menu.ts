// The messages main pushes to the GM window: a menu command the renderer carries out, and a
// library file to open. No validators from the schema library, so the sandboxed preload can bundle
// this; the preload checks every message with the guards below before the page sees it.

/** The menu actions the renderer performs (New, Save, ...); main handles Open, Full screen and Quit itself. */
export const MENU_COMMANDS = ['new', 'save', 'save-as', 'undo', 'redo', 'export-log', 'player-view'] as const;

export type MenuCommand = (typeof MENU_COMMANDS)[number];

/**
 * A key chord as the action registry writes it: modifiers `Mod` (Ctrl, or Cmd on macOS), `Shift`
 * and `Alt`, then one key (`S`, `?`, `ArrowLeft`), joined by `+`.
 */
export type KeyChord = string;

/**
 * The label and keys of each menu command. These entries of the renderer's action registry live
 * here because main builds the native menu from them and cannot import the renderer; the registry
 * reads them from here, so the menu, the keys and the help can never disagree. The first key is
 * the one a menu shows.
 */
export const MENU_ITEMS = {
  new: { label: 'New Encounter', keys: ['Mod+N'] },
  save: { label: 'Save', keys: ['Mod+S'] },
  'save-as': { label: 'Save As…', keys: ['Mod+Shift+S'] },
  undo: { label: 'Undo', keys: ['Mod+Z'] },
  redo: { label: 'Redo', keys: ['Mod+Shift+Z', 'Mod+Y'] },
  'export-log': { label: 'Export Session Log…', keys: ['Mod+E'] },
  'player-view': { label: 'Player View', keys: ['Mod+Shift+P'] },
} as const satisfies Record<MenuCommand, { label: string; keys: readonly [KeyChord, ...KeyChord[]] }>;

/** The menu items main carries out itself (its file dialog, the window, the app). */
export const MAIN_COMMANDS = ['open', 'full-screen', 'quit'] as const;

export type MainCommand = (typeof MAIN_COMMANDS)[number];

/**
 * The label and keys of main's own menu items, listed here beside the renderer's so the renderer's
 * action registry lists them too and the help shows every key of the desktop shell. macOS names
 * some its own way (Quit Hexfray, Enter Full Screen with Ctrl+Cmd+F); main's menu says so.
 */
export const MAIN_ITEMS = {
  open: { label: 'Open…', keys: ['Mod+O'] },
  'full-screen': { label: 'Full Screen', keys: ['F11'] },
  quit: { label: 'Quit', keys: ['Mod+Q'] },
} as const satisfies Record<MainCommand, { label: string; keys: readonly [KeyChord, ...KeyChord[]] }>;

/** Whether a value names a menu command. */
export function isMenuCommand(value: unknown): value is MenuCommand {
  return typeof value === 'string' && (MENU_COMMANDS as readonly string[]).includes(value);
}

/** The IPC channel that carries menu commands from main to the GM's window, as a push message. */
export const MENU_PUSH = 'hexfray-push:menu';

/** The IPC channel that carries "open this library file" from main to the GM's window, as a push message. */
export const OPEN_PUSH = 'hexfray-push:open';

// The shape of a library id ('<kind>/<file name>'); main checks ids again against the folder.
const LIBRARY_ID = /^(encounters|characters|sessions)\/[^/\\\u0000-\u001f]+\.[jJ][sS][oO][nN]$/;

/** Whether a value looks like a library id the renderer may be asked to open. */
export function isOpenRequest(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 260 && LIBRARY_ID.test(value) && !value.includes('..');
}

/** What the preload adds to the page's `hexfray` bridge beside the channel methods; each returns its unsubscribe. */
export type ShellBridge = {
  onMenu(callback: (command: MenuCommand) => void): () => void;
  onOpen(callback: (libraryId: string) => void): () => void;
};
