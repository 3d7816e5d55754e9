// The GM window's screens, as a list: the window shows the entry whose id is the current screen.
// A new screen is one component plus one entry here.
import type { Component } from 'svelte';
import type { AppState, Screen } from '../state/app.svelte';
import StartScreen from './StartScreen.svelte';
import PrepView from './prep/PrepView.svelte';
import CombatView from './combat/CombatView.svelte';
import ReplayView from './replay/ReplayView.svelte';
import UvttImportView from './import/UvttImportView.svelte';

export type ScreenEntry = {
  readonly id: Screen;
  readonly component: Component<Record<string, unknown>>;
  /** The component's props, or null when the screen has nothing to show. */
  props(app: AppState): Record<string, unknown> | null;
  /** A new value re-creates the screen (a new fight gets a fresh map camera and panels). */
  key(app: AppState): unknown;
};

// Typed per entry, so a screen's props are checked against its component; the list erases them.
function screen<P extends Record<string, unknown>>(entry: { id: Screen; component: Component<P>; props: (app: AppState) => P | null; key?: (app: AppState) => unknown }): ScreenEntry {
  return { key: () => null, ...entry } as unknown as ScreenEntry;
}

export const SCREENS: readonly ScreenEntry[] = [
  screen({ id: 'start', component: StartScreen, props: (app) => ({ app }) }),
  screen({
    id: 'prep',
    component: PrepView,
    props: (app) => (app.prep ? {
      prep: app.prep,
      library: app.library,
      onsavecharacter: (c) => void app.saving.saveCharacter(c),
      onerror: (m) => app.messages.say(m, 'error'),
    } : null),
  }),
  screen({
    id: 'combat',
    component: CombatView,
    props: (app) => (app.combat && app.combatUi ? {
      combat: app.combat,
      ui: app.combatUi,
      players: app.playerScreen,
      onexport: (f, p) => void app.logExport.run(f, p),
      readimage: (n) => app.library.imageUrl(n),
    } : null),
    key: (app) => app.combat,
  }),
  screen({ id: 'replay', component: ReplayView, props: (app) => (app.workspace.replay ? { replay: app.workspace.replay, readimage: (n: string) => app.library.imageUrl(n) } : null), key: (app) => app.workspace.replay }),
  screen({
    id: 'import',
    component: UvttImportView,
    props: (app) => (app.workspace.uvtt ? { state: app.workspace.uvtt, oncreate: (system, settings) => void app.files.finishImport(system, settings), oncancel: () => app.files.cancelImport() } : null),
    key: (app) => app.workspace.uvtt,
  }),
];
