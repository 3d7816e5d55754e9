// What the GM window does for each command of the desktop shell, over the few members of the app
// state it needs (a structural type, so this is tested without Svelte).
import type { MenuCommand } from '../../shared/ipc/menu';

type Kind = 'encounters' | 'characters' | 'sessions';

/** The part of the app state the shell commands drive; AppState satisfies it. */
export type ShellTarget = {
  screen: 'start' | 'prep' | 'combat' | 'replay';
  prep: { dirty: boolean; undo(): void; redo(): void } | null;
  combat: { dirty: boolean; libraryId: string | null; undo(): Promise<void>; redo(): Promise<void> } | null;
  libraryId: string | null;
  library: { entries: Record<Kind, readonly { id: string; ok: boolean }[]>; refresh(kinds?: Kind[]): Promise<void> };
  home(): void;
  save(): Promise<void>;
  openEntry(entry: { id: string; ok: boolean }): Promise<void>;
  say(text: string, kind?: 'info' | 'error'): void;
  /** Added with the player window; absent until then. */
  openPlayerView?: () => unknown;
  /** Added with the session-log exporters; absent until then. */
  exportLog?: () => unknown;
};

/** Whether the GM window holds changes that Save would write (what closing would lose). */
export function unsavedWork(t: ShellTarget): boolean {
  return t.screen === 'combat' && t.combat ? t.combat.dirty : !!t.prep?.dirty;
}

/** Save As: the work on screen saved to a new library file (named after it), which it then continues in. */
async function saveAs(t: ShellTarget): Promise<void> {
  const combat = t.screen === 'combat' ? t.combat : null;
  if (!combat && !t.prep) return t.say('There is nothing to save yet.');
  const before = combat ? combat.libraryId : t.libraryId;
  // Without an id, save writes a new file; the library picks a free name from the encounter's.
  if (combat) combat.libraryId = null;
  else t.libraryId = null;
  await t.save();
  const after = combat ? combat.libraryId : t.libraryId;
  if (after === null) {
    if (combat) combat.libraryId = before;
    else t.libraryId = before;
    return;
  }
  if (after !== before) t.say('Saved as a new file in the library; rename it there to give it its own name.');
}

/** Carries out one menu command. */
export async function runMenuCommand(t: ShellTarget, command: MenuCommand): Promise<void> {
  switch (command) {
    case 'new':
      return t.home();
    case 'save':
      return t.save();
    case 'save-as':
      return saveAs(t);
    case 'undo':
      // A replay is read-only; undo there must not reach the prep behind it.
      if (t.screen === 'replay') return;
      return t.screen === 'combat' ? t.combat?.undo() : t.prep?.undo();
    case 'redo':
      if (t.screen === 'replay') return;
      return t.screen === 'combat' ? t.combat?.redo() : t.prep?.redo();
    case 'player-view':
      if (t.openPlayerView) void t.openPlayerView();
      else t.say('The player view is not available in this version.');
      return;
    case 'export-log':
      if (t.exportLog) void t.exportLog();
      else t.say('Exporting the session log is not available in this version.');
      return;
  }
}

/** Opens a library file main asked for (it has checked and, if needed, imported it). */
export async function openRequested(t: ShellTarget, libraryId: string): Promise<void> {
  const kind = libraryId.slice(0, libraryId.indexOf('/')) as Kind;
  if (kind === 'characters') return t.say('The character is in the library now; add it to an encounter while preparing.');
  await t.library.refresh([kind]);
  const entry = t.library.entries[kind]?.find((e) => e.id === libraryId);
  if (!entry) return t.say('That file is no longer in the library.', 'error');
  await t.openEntry(entry);
}
