import { describe, expect, it } from 'vitest';
import { openRequested, unsavedWork, type ShellTarget } from '../../../src-renderer/app/shellCommands';

type Kind = 'encounters' | 'characters' | 'sessions';

/** A stand-in for AppState with the members the shell drives. */
function target(over: Partial<ShellTarget> = {}) {
  const calls: string[] = [];
  const said: [string, string | undefined][] = [];
  const entries: Record<Kind, { id: string; ok: boolean }[]> = { encounters: [], characters: [], sessions: [] };
  const t: ShellTarget = {
    screen: 'prep',
    prep: { dirty: true },
    combat: null,
    library: {
      entries,
      refresh: async (kinds) => void calls.push(`refresh ${kinds?.join(',')}`),
    },
    files: { openEntry: async (e) => void calls.push(`open ${e.id}`) },
    messages: { say: (text, kind) => void said.push([text, kind]) },
    ...over,
  };
  return { t, calls, said, entries };
}

describe('unsavedWork', () => {
  it('is the prep encounter outside a fight, on the start screen too (Save would write it)', () => {
    expect(unsavedWork(target().t)).toBe(true);
    expect(unsavedWork(target({ screen: 'start' }).t)).toBe(true);
    expect(unsavedWork(target({ prep: null }).t)).toBe(false);
  });

  it('is the session during a fight, whatever the prep encounter', () => {
    expect(unsavedWork(target({ screen: 'combat', combat: { dirty: false } }).t)).toBe(false);
    expect(unsavedWork(target({ screen: 'combat', combat: { dirty: true }, prep: null }).t)).toBe(true);
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
