// What the desktop shell pushes to the GM window: native menu commands and library files to open
// (a double-clicked file, Open…, Open Recent). The web host has neither, so these subscribe to
// nothing there. The preload has already checked every message against shared/ipc/menu.
import type { MenuCommand } from '../../shared/ipc/menu';

const none = () => {};

/** Runs `handler` for each menu command; returns the unsubscribe. */
export function onMenuCommand(handler: (command: MenuCommand) => void): () => void {
  return window.hexfray?.onMenu?.(handler) ?? none;
}

/** Runs `handler` with the library id of each file main asks the GM window to open; returns the unsubscribe. */
export function onOpenRequest(handler: (libraryId: string) => void): () => void {
  return window.hexfray?.onOpen?.(handler) ?? none;
}
