// What the GM window does for the desktop shell beyond menu commands (those are actions of the
// registry, ./actions.ts): the unsaved-work flag main asks before closing, and files main asks it
// to open. Over the few members of the app state they need, so they are tested with a stand-in.
type Kind = 'encounters' | 'characters' | 'sessions';

/** The part of the app state the shell drives; AppState satisfies it. */
export type ShellTarget = {
  screen: 'start' | 'prep' | 'combat' | 'replay' | 'import';
  prep: { dirty: boolean } | null;
  combat: { dirty: boolean } | null;
  library: { entries: Record<Kind, readonly { id: string; ok: boolean }[]>; refresh(kinds?: Kind[]): Promise<void> };
  files: { openEntry(entry: { id: string; ok: boolean }): Promise<void> };
  messages: { say(text: string, kind?: 'info' | 'error'): void };
};

/** Whether the GM window holds changes that Save would write (what closing would lose). */
export function unsavedWork(t: ShellTarget): boolean {
  return t.screen === 'combat' && t.combat ? t.combat.dirty : !!t.prep?.dirty;
}

/** Opens a library file main asked for (it has checked and, if needed, imported it). */
export async function openRequested(t: ShellTarget, libraryId: string): Promise<void> {
  const kind = libraryId.slice(0, libraryId.indexOf('/')) as Kind;
  if (kind === 'characters') return t.messages.say('The character is in the library now; add it to an encounter while preparing.');
  await t.library.refresh([kind]);
  const entry = t.library.entries[kind]?.find((e) => e.id === libraryId);
  if (!entry) return t.messages.say('That file is no longer in the library.', 'error');
  await t.files.openEntry(entry);
}
