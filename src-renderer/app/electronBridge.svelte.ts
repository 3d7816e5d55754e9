// Connects the GM window to the desktop shell: menu commands (actions of the registry) and open
// requests from main, and the unsaved-changes flag main needs to ask before closing. Does nothing
// in the web host.
import { runAction } from './actions';
import type { AppState } from '../state/app.svelte';
import { hostKind } from '../host/client';
import { onMenuCommand, onOpenRequest } from '../host/menu';
import { openRequested, unsavedWork } from './shellCommands';

/** Wires the shell for the component that calls it (its effects end with that component). */
export function connectElectronShell(app: AppState): void {
  if (hostKind() !== 'electron') return;
  const dirty = $derived(unsavedWork(app));
  $effect(() => {
    void app.host['app.setDirty'](dirty);
  });
  $effect(() => onMenuCommand((command) => void runAction(app, command, 'menu')));
  $effect(() => onOpenRequest((id) => void openRequested(app, id)));
}
