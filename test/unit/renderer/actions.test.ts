import { describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { registeredActions, action, runAction } from '../../../src-renderer/app/actions';
import { actionForKey } from '../../../src-renderer/app/keyboard';
import { isTyping } from '../../../src-renderer/ui/typing';
import { matches, showChord, usableKeys, type KeyPress } from '../../../src-renderer/app/keys';
import { AppState } from '../../../src-renderer/state/app.svelte';
import { MENU_COMMANDS, MENU_ITEMS } from '../../../shared/ipc/menu';
import { menuTemplate, type MenuActions } from '../../../src-main/electron/menu';
import type { MenuItemConstructorOptions } from 'electron';
import { EXAMPLES } from '../../../shared/sim/examples';
import { FakeHost } from './fakeHost';

const ACTIONS = registeredActions();

const press = (key: string, mods: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
const ctrl = (key: string, shift = false) => press(key, { ctrlKey: true, shiftKey: shift });

function appIn(screen: 'start' | 'prep' | 'combat' = 'prep') {
  const fake = new FakeHost();
  const app = new AppState(fake.host, null);
  const said: [string, string][] = [];
  const say = app.messages.say.bind(app.messages);
  app.messages.say = (text, kind = 'info') => {
    said.push([text, kind]);
    say(text, kind);
  };
  if (screen !== 'start') app.workspace.edit(EXAMPLES.yaugs(), null);
  return { app, fake, said };
}

/** Presses a key as the window's handler does (web host: no native menu). */
async function key(app: AppState, p: KeyPress, opts: { typing?: boolean; menuOwnsKeys?: boolean } = {}): Promise<string | null> {
  const a = actionForKey(p, { typing: opts.typing ?? false, menuOwnsKeys: opts.menuOwnsKeys ?? false });
  if (a) await runAction(app, a.id, 'key');
  return a?.id ?? null;
}

describe('the registry', () => {
  it('holds every menu command once, with the label and keys the native menu shows', () => {
    for (const id of MENU_COMMANDS) {
      const a = action(id);
      expect(a.menu).toBe(true);
      expect(a.label).toBe(MENU_ITEMS[id].label);
      expect(a.keys).toEqual(MENU_ITEMS[id].keys);
    }
    expect(ACTIONS.filter((a) => a.menu).map((a) => a.id).sort()).toEqual([...MENU_COMMANDS].sort());
  });

  it('the native menu shows each menu action with the registry\u2019s label and first key, and sends its id', () => {
    const sent: string[] = [];
    const menuActions = { command: (c: string) => void sent.push(c), open() {}, openRecent() {}, clearRecent() {}, toggleFullScreen() {}, quit() {} } as MenuActions;
    const flat = (items: readonly MenuItemConstructorOptions[]): MenuItemConstructorOptions[] => items.flatMap((i) => [i, ...(Array.isArray(i.submenu) ? flat(i.submenu) : [])]);
    const items = flat(menuTemplate('linux', menuActions, []));
    for (const a of ACTIONS.filter((x) => x.menu)) {
      const item = items.find((i) => i.id === a.id)!;
      expect(item.label).toBe(a.label);
      expect(item.accelerator).toBe(a.keys[0]!.replace('Mod+', 'CmdOrCtrl+'));
      (item.click as unknown as () => void)();
      expect(sent.at(-1)).toBe(a.id);
    }
  });

  it('gives every action its own id and every chord to one action only', () => {
    const ids = ACTIONS.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Esc is shared on purpose: it clears the ruler while the ruler is on, else the target; the
    // keyboard gives a key to the action that can act (keyboard.ts).
    const shared = ACTIONS.filter((a) => a.keys.includes('Escape')).map((a) => a.id);
    expect(shared).toEqual(['ruler-clear', 'target-clear']);
    const chords = ACTIONS.filter((a) => a.handledBy !== 'map').flatMap((a) => a.keys.filter((k) => k !== 'Escape').map((k) => k.toLowerCase()));
    expect(new Set(chords).size).toBe(chords.length);
    // The focused map answers its own keys first (the replay's arrows act when it has not the focus).
    const mapChords = ACTIONS.filter((a) => a.handledBy === 'map').flatMap((a) => a.keys);
    expect(mapChords).toEqual(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', '+', '=', '-', '0']);
  });

  it('in a browser tab, promises no key the browser keeps for itself (Ctrl+N opens a window there)', () => {
    expect(usableKeys(action('new').keys, 'web')).toEqual([]);
    expect(usableKeys(action('new').keys, 'electron')).toEqual(['Mod+N']);
    expect(usableKeys(action('save').keys, 'web')).toEqual(['Mod+S']);
  });

  it('writes chords for the GM to read', () => {
    expect(showChord('Mod+Shift+Z', false)).toBe('Ctrl+Shift+Z');
    expect(showChord('Mod+S', true)).toBe('⌘+S');
    expect(showChord('e', false)).toBe('E');
    expect(matches('?', press('?', { shiftKey: true }))).toBe(true);
    expect(matches('Mod+Z', ctrl('z', true))).toBe(false);
    expect(matches('Mod+Z', press('z', { metaKey: true }))).toBe(true);
  });
});

describe('keys', () => {
  it('Ctrl+S saves the prep encounter; Ctrl+Z and Ctrl+Shift+Z undo and redo it', async () => {
    const { app, fake } = appIn();
    app.prep!.rename('Ford, renamed');
    await key(app, ctrl('s'));
    expect(fake.calls).toContain('save encounters (new)');
    expect(app.prep!.dirty).toBe(false);
    await key(app, ctrl('z'));
    expect(app.prep!.encounter.name).toBe(EXAMPLES.yaugs().name);
    await key(app, ctrl('Z', true));
    expect(app.prep!.encounter.name).toBe('Ford, renamed');
    await key(app, ctrl('z'));
    await key(app, ctrl('y'));
    expect(app.prep!.encounter.name).toBe('Ford, renamed');
  });

  it('brush keys pick the brush in prep, and not while the GM types in a field', async () => {
    const { app } = appIn();
    expect(await key(app, press('w'))).toBe('brush-wall');
    expect(app.prep!.brush).toEqual({ kind: 'wall' });
    expect(action('brush-wall').pressed!(app)).toBe(true);
    expect(await key(app, press('x'), { typing: true })).toBeNull();
    expect(app.prep!.brush).toEqual({ kind: 'wall' });
    await key(app, press('V'));
    expect(app.prep!.brush).toBeNull();
  });

  it('Ctrl chords still act while the GM types (Ctrl+S from a name field saves)', async () => {
    const { app, fake } = appIn();
    expect(await key(app, ctrl('s'), { typing: true })).toBe('save');
    expect(fake.calls).toContain('save encounters (new)');
  });

  it('counts text fields as typing, and a slider, a checkbox or a button as not', () => {
    const el = (tagName: string, type = '') => ({ tagName, type, isContentEditable: false }) as unknown as EventTarget;
    expect([el('INPUT', 'text'), el('INPUT', 'number'), el('TEXTAREA'), el('SELECT')].map(isTyping)).toEqual([true, true, true, true]);
    expect([el('INPUT', 'range'), el('INPUT', 'checkbox'), el('BUTTON'), null].map(isTyping)).toEqual([false, false, false, false]);
  });

  it('? opens and closes the help', async () => {
    const { app } = appIn('start');
    await key(app, press('?', { shiftKey: true }));
    expect(app.help.open).toBe(true);
    await key(app, press('?', { shiftKey: true }));
    expect(app.help.open).toBe(false);
  });

  it('with a native menu, menu commands are left to its accelerators and other keys still act', async () => {
    const { app, fake } = appIn();
    expect(await key(app, ctrl('s'), { menuOwnsKeys: true })).toBeNull();
    expect(fake.calls).toEqual([]);
    expect(await key(app, press('d'), { menuOwnsKeys: true })).toBe('brush-difficult');
  });

  it('E ends the turn and A attacks the target in a fight; neither acts in prep', async () => {
    const { app } = appIn();
    expect(await key(app, press('e'))).toBe('end-turn');
    expect(app.prep!.brush).toBeNull();
    expect(await app.workspace.run('seed-1')).toBeNull();
    const combat = app.combat!;
    const first = combat.state.current;
    await key(app, press('e'));
    expect(combat.state.current).not.toBe(first);
    expect(combat.events.filter((e) => e.kind === 'turn-ended')).toHaveLength(1);

    // A does nothing without a target; with one it sends the attack the panel shows.
    const before = combat.session.applied.length;
    await key(app, press('a'));
    expect(combat.session.applied.length).toBe(before);
    const ui = app.combatUi!;
    const enemy = combat.state.encounter.combatants.find((c) => c.side !== ui.turn.actor!.side && !combat.state.out.includes(c.id))!;
    ui.attack.pickTarget(enemy.id);
    expect(ui.attack.canAttack).toBe(true);
    await key(app, press('A'));
    expect(combat.session.applied.at(-1)!.command.type).toBe('attack');
  });
});

describe('buttons', () => {
  it('Start combat needs two combatants, and starts the fight', async () => {
    const { app } = appIn();
    const start = action('start-combat');
    expect(start.enabled(app)).toBe(true);
    const lone = app.prep!.encounter.combatants.slice(1);
    for (const c of lone) app.prep!.remove(c.id);
    expect(start.enabled(app)).toBe(false);
    expect(await runAction(app, 'start-combat')).toBe(false);
    app.prep!.undo();
    await runAction(app, 'start-combat');
    expect(app.screen).toBe('combat');
    expect(app.combat!.state.phase).toBe('combat');
  });
});

describe('menu commands', () => {
  it('Save As writes a new file and carries on in it; a failed one keeps the old file', async () => {
    const { app, fake, said } = appIn();
    await runAction(app, 'save', 'menu');
    const first = app.workspace.libraryId;
    expect(first).toMatch(/^encounters\//);
    await runAction(app, 'save-as', 'menu');
    expect(app.workspace.libraryId).not.toBe(first);
    expect(fake.files.size).toBe(2);
    expect(said.at(-1)![0]).toMatch(/new file/);
    const second = app.workspace.libraryId;
    fake.failNextSave = 'The disk is full.';
    await runAction(app, 'save-as', 'menu');
    expect(app.workspace.libraryId).toBe(second);
    expect(said.at(-1)).toEqual(['The disk is full.', 'error']);
  });

  it('Save from the start screen writes the prep (the desktop shell asks it to before closing)', async () => {
    const { app, fake } = appIn();
    app.prep!.rename('Unsaved');
    app.nav.home();
    expect(await runAction(app, 'save', 'menu')).toBe(true);
    expect(fake.calls).toEqual(['save encounters (new)']);
    expect(app.prep!.dirty).toBe(false);
    app.workspace.show('replay');
    expect(await runAction(app, 'save', 'menu')).toBe(false);
  });

  it('Undo in a replay does nothing (the prep behind it stays as it is)', async () => {
    const { app } = appIn();
    app.prep!.rename('Changed');
    app.workspace.show('replay');
    expect(await runAction(app, 'undo', 'menu')).toBe(false);
    expect(app.prep!.encounter.name).toBe('Changed');
  });

  it('Export Session Log without a fight says why; in a fight it exports', async () => {
    vi.stubGlobal('document', { createElement: () => ({ click() {} }) });
    const { app, fake, said } = appIn();
    await runAction(app, 'export-log', 'menu');
    expect(said.at(-1)![0]).toMatch(/Start or open a fight/);
    await app.workspace.run('seed-2');
    await runAction(app, 'export-log', 'menu');
    expect(fake.calls).toContain('export html');
    vi.unstubAllGlobals();
  });

  it('Player View opens the players\u2019 screen; New goes to the start screen', async () => {
    const { app, fake } = appIn();
    await runAction(app, 'player-view', 'menu');
    expect(fake.calls).toContain('player.open');
    await runAction(app, 'new', 'menu');
    expect(app.screen).toBe('start');
  });
});

// No shortcut may click a DOM node by test id: keys go through the registry.
describe('house check', () => {
  function files(dir: string): string[] {
    return readdirSync(dir).flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? files(p) : /\.(ts|svelte)$/.test(n) ? [p] : [];
    });
  }

  it('nothing in src-renderer looks a node up by its test id', () => {
    const offenders = files('src-renderer').filter((f) => /querySelector(All)?\s*(<[^>]*>)?\s*\(\s*[`'"][^`'"]*data-testid/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('ending the combat', () => {
  it('asks first in the app\u2019s dialog (Ctrl+Shift+E or the button); only the GM\u2019s yes sends the command, then the summary', async () => {
    const { app, said } = appIn();
    expect(await app.workspace.run('seed-1')).toBeNull();
    const combat = app.combat!;
    const before = combat.session.applied.length;
    expect(await key(app, ctrl('E', true))).toBe('end-combat');
    expect(app.dialogs.endingCombat).toBe(true);
    expect(combat.session.applied.length).toBe(before);
    // Asked again while the dialog is up, nothing more happens; "keep fighting" sends nothing.
    expect(action('end-combat').enabled(app)).toBe(false);
    await app.dialogs.answerEndCombat(false);
    expect(app.dialogs.endingCombat).toBe(false);
    expect(combat.state.phase).toBe('combat');
    await runAction(app, 'end-combat');
    await app.dialogs.answerEndCombat(true);
    expect(combat.session.applied.at(-1)!.command.type).toBe('end-combat');
    expect(combat.state.phase).toBe('ended');
    expect(said.at(-1)![0]).toMatch(/^Combat over after 1 round: .*standing\.$/);
    // Once over, there is nothing left to end.
    expect(action('end-combat').enabled(app)).toBe(false);
  });

  it('J opens the Roster panel on reinforcements and Alt+C the Combatant panel for a condition', async () => {
    const { app } = appIn();
    expect(await app.workspace.run('seed-1')).toBeNull();
    expect(await key(app, press('j'))).toBe('reinforcements');
    expect(app.view.tab).toBe('roster');
    expect(await key(app, press('c', { altKey: true }))).toBe('add-condition');
    expect(app.view.tab).toBe('combatant');
    expect(app.view.conditionWanted).toBe(true);
  });
});

describe('commands from components', () => {
  it('no component of the GM window sends a command itself: each goes through a registry action', () => {
    const root = join(__dirname, '../../../src-renderer');
    const svelteFiles = (dir: string): string[] => readdirSync(dir).flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? svelteFiles(p) : p.endsWith('.svelte') ? [p] : [];
    });
    const files = ['gm', 'systems'].flatMap((d) => svelteFiles(join(root, d)));
    expect(files.length).toBeGreaterThan(40);
    const sending = /\.apply\(|\bdispatch\(|\bstrikeBack\(|\bforgoAttacks\(|\baskGiveGround\(|\bquickRecover\(/;
    expect(files.filter((f) => sending.test(readFileSync(f, 'utf8'))).map((f) => f.slice(root.length + 1))).toEqual([]);
    // The check bites on the shapes it looks for.
    for (const line of ["onclick={() => combat.apply({ type: 'face', id, facing })}", 'void strikeBack(combat, o, dice)']) expect(sending.test(line), line).toBe(true);
  });

  it('a panel\u2019s command action acts on what the panel chose: facing, taking out and token art, logged', async () => {
    const { app } = appIn('prep');
    await app.dialogs.startCombat();
    const c = app.combat!.state.encounter.combatants[1]!;
    expect(await runAction(app, 'face', 'button', { id: c.id, facing: 3 })).toBe(true);
    expect(app.combat!.state.encounter.combatants[1]!.facing).toBe(3);
    expect(await runAction(app, 'set-out', 'button', { id: c.id, out: true, reason: 'fled' })).toBe(true);
    expect(app.combat!.state.out).toContain(c.id);
    expect(await runAction(app, 'set-portrait', 'button', { id: c.id, portrait: 'wolf-0123456789ab.png' })).toBe(true);
    expect(app.combat!.state.encounter.combatants[1]!.portrait).toBe('wolf-0123456789ab.png');
    // Refused by the engine (no such combatant): false, and nothing changes.
    const before = app.combat!.events.length;
    expect(await runAction(app, 'face', 'button', { id: 'nobody', facing: 1 })).toBe(false);
    expect(app.combat!.events.length).toBe(before);
    // Without the panel's choice the action cannot act.
    expect(action('face').enabled(app)).toBe(false);
  });
});
