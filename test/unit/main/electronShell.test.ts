import { describe, expect, it, vi } from 'vitest';
import { CLOSE_BUTTONS, CLOSE_CANCEL_INDEX, CloseGuard, closeChoiceOf, closeDecision, type CloseChoice } from '../../../src-main/electron/closeGuard';
import { createHandlers } from '../../../src-main/handlers';
import { PlayerFeed } from '../../../src-main/player/playerFeed';
import { dispatch } from '../../../shared/ipc';
import { isMenuCommand, isOpenRequest, MENU_COMMANDS } from '../../../shared/ipc/menu';
import { testHandlers } from './handlersFixture';
import { fixtureBody } from '../files/fixtures';

describe('closeDecision', () => {
  it.each([
    [{ dirty: false, allowed: false, saving: false }, 'close'],
    [{ dirty: false, allowed: false, saving: true }, 'close'],
    [{ dirty: true, allowed: true, saving: false }, 'close'],
    [{ dirty: true, allowed: false, saving: false }, 'ask'],
    [{ dirty: true, allowed: false, saving: true }, 'wait'],
  ] as const)('%j -> %s', (state, expected) => {
    expect(closeDecision(state)).toBe(expected);
  });

  it('maps the buttons in the order shown, and anything else to Cancel', () => {
    expect(CLOSE_BUTTONS[CLOSE_CANCEL_INDEX]).toBe('Cancel');
    expect([0, 1, 2, -1, 7].map(closeChoiceOf)).toEqual(['save', 'discard', 'cancel', 'cancel', 'cancel']);
  });
});

describe('CloseGuard', () => {
  function guard(answers: CloseChoice[]) {
    const timers: (() => void)[] = [];
    const calls: string[] = [];
    const g: CloseGuard = new CloseGuard({
      ask: () => {
        calls.push('ask');
        return answers.shift() ?? 'cancel';
      },
      requestSave: () => calls.push('save'),
      // The real close fires the window's 'close' event again, which the guard answers.
      close: () => {
        calls.push('close');
        if (!g.onClose()) calls.push('closed');
      },
      cancelled: () => calls.push('cancelled'),
      setTimer: (fn) => timers.push(fn),
      clearTimer: () => timers.splice(0),
    });
    return { g, calls, fireTimer: () => timers.shift()?.() };
  }

  it('lets a clean window close without asking', () => {
    const { g, calls } = guard([]);
    expect(g.onClose()).toBe(false);
    expect(calls).toEqual([]);
  });

  it('Cancel keeps the window open and calls off a quit', () => {
    const { g, calls } = guard(['cancel']);
    g.setDirty(true);
    expect(g.onClose()).toBe(true);
    expect(calls).toEqual(['ask', 'cancelled']);
  });

  it("Don't Save closes without saving", () => {
    const { g, calls } = guard(['discard']);
    g.setDirty(true);
    expect(g.onClose()).toBe(true);
    expect(calls).toEqual(['ask', 'close', 'closed']);
  });

  it('Save asks the renderer to save and closes once it reports clean', () => {
    const { g, calls } = guard(['save']);
    g.setDirty(true);
    expect(g.onClose()).toBe(true);
    expect(calls).toEqual(['ask', 'save']);
    // A second close request while the save is under way neither closes nor asks twice.
    expect(g.onClose()).toBe(true);
    expect(calls).toEqual(['ask', 'save']);
    g.setDirty(false);
    expect(calls).toEqual(['ask', 'save', 'close', 'closed']);
  });

  it('asks again when the save does not finish in time (a failed save loses nothing)', () => {
    const { g, calls, fireTimer } = guard(['save', 'cancel']);
    g.setDirty(true);
    g.onClose();
    fireTimer();
    expect(calls).toEqual(['ask', 'save', 'close', 'ask', 'cancelled']);
    expect(g.isDirty).toBe(true);
  });

  it('a clean report outside a save closes nothing', () => {
    const { g, calls } = guard([]);
    g.setDirty(true);
    g.setDirty(false);
    expect(calls).toEqual([]);
  });
});

describe('app.setDirty over IPC', () => {
  it('reaches the shell hook with the flag', async () => {
    const { library, changes } = testHandlers('electron', '1.0.0');
    const seen: boolean[] = [];
    const handlers = createHandlers({ host: 'electron', appVersion: '1.0.0', library, changes, player: new PlayerFeed(), shell: { onDirty: (d) => seen.push(d) } });
    expect(await dispatch(handlers, 'app.setDirty', [true])).toEqual({ ok: true, value: null });
    expect(await dispatch(handlers, 'app.setDirty', [false])).toEqual({ ok: true, value: null });
    expect(seen).toEqual([true, false]);
  });

  it.each([
    ['no argument', []],
    ['a string', ['true']],
    ['a number', [1]],
    ['two arguments', [true, true]],
    ['not a list', { dirty: true }],
  ])('refuses %s before the hook sees it', async (_name, args) => {
    const { library, changes } = testHandlers('electron', '1.0.0');
    const onDirty = vi.fn();
    const handlers = createHandlers({ host: 'electron', appVersion: '1.0.0', library, changes, player: new PlayerFeed(), shell: { onDirty } });
    const reply = await dispatch(handlers, 'app.setDirty', args);
    expect(reply.ok).toBe(false);
    expect(onDirty).not.toHaveBeenCalled();
  });

  it('is accepted and does nothing in the web host (no shell)', async () => {
    const { handlers } = testHandlers('web', '1.0.0');
    expect(await dispatch(handlers, 'app.setDirty', [true])).toEqual({ ok: true, value: null });
  });

  it('reports opened library files to the shell (for Open Recent), and not failed opens', async () => {
    const { library, changes } = testHandlers('electron', '1.0.0');
    const opened: [string, string][] = [];
    const handlers = createHandlers({ host: 'electron', appVersion: '1.0.0', library, changes, player: new PlayerFeed(), shell: { onOpened: (id, name) => opened.push([id, name]) } });
    const saved = await library.save('encounters', fixtureBody('encounter.v2'));
    if (!saved.ok) throw new Error(saved.error.message);
    await dispatch(handlers, 'library.open', [saved.id]);
    await dispatch(handlers, 'library.open', ['encounters/missing.encounter.json']);
    expect(opened).toEqual([[saved.id, saved.entry.name]]);
  });
});

describe('push message guards', () => {
  it('accept exactly the menu commands', () => {
    for (const c of MENU_COMMANDS) expect(isMenuCommand(c)).toBe(true);
    for (const v of ['quit', 'open', 'SAVE', '', null, 1, {}, ['save']]) expect(isMenuCommand(v)).toBe(false);
  });

  it.each([
    ['encounters/ford.encounter.json', true],
    ['sessions/a b.session.json', true],
    ['characters/hero.character.JSON', true],
    ['/etc/passwd', false],
    ['encounters/../../x.json', false],
    ['encounters/sub/x.json', false],
    ['encounters\\x.json', false],
    ['exports/log.json', false],
    ['encounters/x.txt', false],
    [42, false],
  ])('open request %j -> %s', (v, expected) => {
    expect(isOpenRequest(v)).toBe(expected);
  });
});
