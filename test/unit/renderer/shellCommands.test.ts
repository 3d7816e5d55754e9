import { describe, expect, it, vi } from 'vitest';
import { openRequested, runMenuCommand, unsavedWork, type ShellTarget } from '../../../src-renderer/host/shellCommands';

type Kind = 'encounters' | 'characters' | 'sessions';

/** A stand-in for AppState with the members the shell drives; save() behaves like the real one. */
function target(over: Partial<ShellTarget> = {}) {
  const calls: string[] = [];
  const said: [string, string | undefined][] = [];
  const entries: Record<Kind, { id: string; ok: boolean }[]> = { encounters: [], characters: [], sessions: [] };
  let nextFile = 1;
  const t: ShellTarget = {
    screen: 'prep',
    prep: { dirty: true, undo: () => void calls.push('prep.undo'), redo: () => void calls.push('prep.redo') },
    combat: null,
    libraryId: 'encounters/ford.encounter.json',
    library: {
      entries,
      refresh: async (kinds) => void calls.push(`refresh ${kinds?.join(',')}`),
    },
    home: () => void calls.push('home'),
    // Like AppState.save: the current file when there is an id, a new one without.
    save: async () => {
      calls.push('save');
      if (t.screen === 'combat' && t.combat) t.combat.libraryId ??= `sessions/new-${nextFile++}.session.json`;
      else t.libraryId ??= `encounters/new-${nextFile++}.encounter.json`;
    },
    openEntry: async (e) => void calls.push(`open ${e.id}`),
    say: (text, kind) => void said.push([text, kind]),
    ...over,
  };
  return { t, calls, said, entries };
}

const combat = (over: Partial<NonNullable<ShellTarget['combat']>> = {}) => ({
  dirty: false,
  libraryId: null as string | null,
  undo: vi.fn(async () => {}),
  redo: vi.fn(async () => {}),
  ...over,
});

describe('unsavedWork', () => {
  it('is the prep encounter outside a fight, on the start screen too (Save would write it)', () => {
    expect(unsavedWork(target().t)).toBe(true);
    expect(unsavedWork(target({ screen: 'start' }).t)).toBe(true);
    expect(unsavedWork(target({ prep: null }).t)).toBe(false);
  });

  it('is the session during a fight, whatever the prep encounter', () => {
    expect(unsavedWork(target({ screen: 'combat', combat: combat({ dirty: false }) }).t)).toBe(false);
    expect(unsavedWork(target({ screen: 'combat', combat: combat({ dirty: true }), prep: null }).t)).toBe(true);
  });
});

describe('runMenuCommand', () => {
  it('New goes to the start screen; Save saves', async () => {
    const { t, calls } = target();
    await runMenuCommand(t, 'new');
    await runMenuCommand(t, 'save');
    expect(calls).toEqual(['home', 'save']);
  });

  it('Undo and Redo act on prep outside a fight and on the fight during one', async () => {
    const prep = target();
    await runMenuCommand(prep.t, 'undo');
    await runMenuCommand(prep.t, 'redo');
    expect(prep.calls).toEqual(['prep.undo', 'prep.redo']);
    const c = combat();
    const fight = target({ screen: 'combat', combat: c });
    await runMenuCommand(fight.t, 'undo');
    await runMenuCommand(fight.t, 'redo');
    expect(c.undo).toHaveBeenCalledOnce();
    expect(c.redo).toHaveBeenCalledOnce();
    expect(fight.calls).toEqual([]);
  });

  it('Save As writes a new file and carries on in it', async () => {
    const { t, said } = target();
    await runMenuCommand(t, 'save-as');
    expect(t.libraryId).toBe('encounters/new-1.encounter.json');
    expect(said).toHaveLength(1);
  });

  it('Save As of a fight writes a new session file', async () => {
    const c = combat({ libraryId: 'sessions/old.session.json', dirty: true });
    const { t } = target({ screen: 'combat', combat: c });
    await runMenuCommand(t, 'save-as');
    expect(c.libraryId).toBe('sessions/new-1.session.json');
    expect(t.libraryId).toBe('encounters/ford.encounter.json');
  });

  it('a failed Save As keeps the file the GM was working in', async () => {
    const { t } = target({ save: async () => {} });
    await runMenuCommand(t, 'save-as');
    expect(t.libraryId).toBe('encounters/ford.encounter.json');
  });

  it('Player view and Export log call the app when it has them, and say so when not', async () => {
    const openPlayerView = vi.fn();
    const exportLog = vi.fn();
    const withBoth = target({ openPlayerView, exportLog });
    await runMenuCommand(withBoth.t, 'player-view');
    await runMenuCommand(withBoth.t, 'export-log');
    expect(openPlayerView).toHaveBeenCalledOnce();
    expect(exportLog).toHaveBeenCalledOnce();
    const without = target();
    await runMenuCommand(without.t, 'player-view');
    await runMenuCommand(without.t, 'export-log');
    expect(without.said).toHaveLength(2);
  });
});

describe('openRequested', () => {
  it('refreshes that part of the library and opens the entry', async () => {
    const { t, calls, entries } = target();
    entries.sessions.push({ id: 'sessions/ridge.session.json', ok: true });
    await openRequested(t, 'sessions/ridge.session.json');
    expect(calls).toEqual(['refresh sessions', 'open sessions/ridge.session.json']);
  });

  it('says so when the file is gone', async () => {
    const { t, calls, said } = target();
    await openRequested(t, 'encounters/gone.encounter.json');
    expect(calls).toEqual(['refresh encounters']);
    expect(said[0]![1]).toBe('error');
  });

  it('only tells the GM about an imported character (characters are added while preparing)', async () => {
    const { t, calls, said } = target();
    await openRequested(t, 'characters/hero.character.json');
    expect(calls).toEqual([]);
    expect(said).toHaveLength(1);
  });
});
