import { describe, expect, it } from 'vitest';
import { PrepEditor } from '../../../src-renderer/state/prep.svelte';
import { History } from '../../../src-renderer/state/history';
import { EXAMPLES } from '../../../shared/sim/examples';
import { encounterSchema } from '../../../shared/engine';
import { axialToOffset, isOnMap, offsetToAxial } from '../../../shared/hex';

// The YAUGS sample: Aldric at (0,6), Wren at (-2,8), Bruiser at (11,7); walls at (8,2), (8,3).
function editor() {
  let changes = 0;
  const prep = new PrepEditor(EXAMPLES.yaugs(), () => void changes++);
  return { prep, changes: () => changes };
}

describe('PrepEditor', () => {
  it('starts clean; an edit makes it unsaved and tells its owner; saving that revision makes it clean', () => {
    const { prep, changes } = editor();
    expect(prep.dirty).toBe(false);
    prep.rename('  Ford at dusk  ');
    expect(prep.encounter.name).toBe('Ford at dusk');
    expect(prep.dirty).toBe(true);
    expect(changes()).toBe(1);
    const sent = prep.revision;
    prep.setNotes('the archer waits');
    prep.markSaved(sent);
    // An edit made while the save was on its way is still unsaved.
    expect(prep.dirty).toBe(true);
    prep.markSaved();
    expect(prep.dirty).toBe(false);
  });

  it('a recovered draft starts unsaved', () => {
    expect(new PrepEditor(EXAMPLES.yaugs(), () => {}, true).dirty).toBe(true);
  });

  it('ignores a blank name and a change to the same value', () => {
    const { prep, changes } = editor();
    prep.rename('   ');
    prep.rename(prep.encounter.name);
    prep.setNotes(prep.encounter.gmNotes);
    expect(changes()).toBe(0);
    expect(prep.canUndo).toBe(false);
  });

  it('undoes and redoes edits in order, telling the owner each time', () => {
    const { prep, changes } = editor();
    const original = prep.encounter.name;
    prep.rename('One');
    prep.rename('Two');
    prep.undo();
    expect(prep.encounter.name).toBe('One');
    prep.undo();
    expect(prep.encounter.name).toBe(original);
    expect(prep.canUndo).toBe(false);
    prep.redo();
    expect(prep.encounter.name).toBe('One');
    expect(prep.canRedo).toBe(true);
    expect(changes()).toBe(5);
    // A new edit drops what could be redone.
    prep.rename('Three');
    expect(prep.canRedo).toBe(false);
  });

  it('paints walls and difficult ground, once, and erases them', () => {
    const { prep } = editor();
    const hex = { q: 4, r: 1 };
    const walls = () => prep.encounter.map.terrain.filter((t) => t.kind === 'wall').length;
    const before = walls();
    prep.paint(hex, { kind: 'wall' });
    expect(walls()).toBe(before + 1);
    const rev = prep.revision;
    prep.paint(hex, { kind: 'wall' });
    expect(prep.revision).toBe(rev);
    prep.paint(hex, { kind: 'difficult', cost: 3 });
    expect(prep.encounter.map.terrain.find((t) => t.q === 4 && t.r === 1)).toEqual({ q: 4, r: 1, kind: 'difficult', cost: 3 });
    prep.paint(hex, { kind: 'erase' });
    expect(prep.encounter.map.terrain.some((t) => t.q === 4 && t.r === 1)).toBe(false);
    expect(walls()).toBe(before);
  });

  it('paints with the brush picked, and nothing without one', () => {
    const { prep } = editor();
    prep.paint({ q: 4, r: 1 });
    expect(prep.canUndo).toBe(false);
    prep.setBrush({ kind: 'cover', name: 'Crates', value: 6, structure: 30, blocksSight: false });
    prep.paint({ q: 4, r: 1 });
    prep.paint({ q: 5, r: 1 });
    const crates = prep.encounter.map.terrain.filter((t) => t.kind === 'cover' && t.name === 'Crates');
    expect(crates).toHaveLength(2);
    // Each cover object is its own, with its own structure to lose.
    expect(new Set(crates.map((c) => (c.kind === 'cover' ? c.id : ''))).size).toBe(2);
  });

  it('paints nothing past the map\'s edge, so the file still saves', () => {
    const { prep } = editor();
    const { width, height, orientation } = prep.encounter.map;
    // One column right of the last: a stroke that overshoots the map.
    const past = offsetToAxial({ col: width, row: 6 }, orientation);
    prep.paint(past, { kind: 'wall' });
    expect(prep.canUndo).toBe(false);
    expect(prep.encounter.map.terrain.every((t) => isOnMap(t, width, height, orientation))).toBe(true);
    expect(encounterSchema.safeParse(prep.encounter).success).toBe(true);
  });

  it('undoes a brush stroke as one step, however many hexes or sides it painted', () => {
    const { prep } = editor();
    const walls = () => prep.encounter.map.terrain.filter((t) => t.kind === 'wall').length;
    const before = walls();
    prep.beginStroke();
    for (let q = 2; q <= 5; q++) prep.paint({ q, r: 1 }, { kind: 'wall' });
    prep.endStroke();
    expect(walls()).toBe(before + 4);
    prep.setBrush({ kind: 'edge', edge: 'wall' });
    prep.beginStroke();
    prep.paintSide({ q: 2, r: 3 }, { q: 3, r: 3 });
    prep.paintSide({ q: 2, r: 3 }, { q: 2, r: 4 });
    prep.endStroke();
    expect(prep.encounter.map.edges).toHaveLength(2);
    prep.undo();
    expect(prep.encounter.map.edges ?? []).toHaveLength(0);
    expect(walls()).toBe(before + 4);
    prep.undo();
    expect(walls()).toBe(before);
    expect(prep.canUndo).toBe(false);
    // Outside a stroke each paint is its own step, as before.
    prep.paint({ q: 2, r: 1 }, { kind: 'wall' });
    prep.paint({ q: 3, r: 1 }, { kind: 'wall' });
    prep.undo();
    expect(walls()).toBe(before + 1);
  });

  it('turns the hexes flat-top with everything kept at its column and row', () => {
    const { prep } = editor();
    const place = (h: { q: number; r: number }, o: 'pointy' | 'flat') => axialToOffset(h, o);
    const was = prep.encounter;
    expect(prep.setOrientation('flat')).toBeNull();
    const now = prep.encounter;
    expect(now.map.orientation).toBe('flat');
    expect(now.combatants.map((c) => place(c.position, 'flat'))).toEqual(was.combatants.map((c) => place(c.position, 'pointy')));
    expect(now.map.terrain.map((t) => place(t, 'flat'))).toEqual(was.map.terrain.map((t) => place(t, 'pointy')));
    expect(encounterSchema.safeParse(now).success).toBe(true);
    prep.undo();
    expect(prep.encounter).toBe(was);
  });

  it('keeps the hexes as they are while hex sides or big bodies are drawn along them, and says why', () => {
    const { prep } = editor();
    prep.setFootprint('bruiser', 7);
    prep.setBrush({ kind: 'edge', edge: 'door' });
    prep.paintSide({ q: 2, r: 3 }, { q: 3, r: 3 });
    const rev = prep.revision;
    expect(prep.setOrientation('flat')).toBe('The hexes stay pointy-top: the map holds 1 hex side with walls, doors or windows and the big body of Bruiser, which flat-top hexes cannot keep as drawn. To turn them, erase the sides and make that body 1 hex first.');
    expect(prep.revision).toBe(rev);
    expect(prep.encounter.map.orientation).toBe('pointy');
  });

  it('never paints a wall under a token', () => {
    const { prep } = editor();
    prep.paint({ q: 0, r: 6 }, { kind: 'wall' });
    expect(prep.encounter.map.terrain.some((t) => t.q === 0 && t.r === 6)).toBe(false);
  });

  it('places a token on free ground and says why it cannot go onto another or into a wall', () => {
    const { prep } = editor();
    expect(prep.place('aldric', { q: -2, r: 8 })).toBe('Wren already stands there');
    expect(prep.place('aldric', { q: 8, r: 2 })).toBe('that hex is a wall');
    expect(prep.place('aldric', { q: 1, r: 6 })).toBeNull();
    expect(prep.encounter.combatants.find((c) => c.id === 'aldric')!.position).toEqual({ q: 1, r: 6 });
  });

  it('rotates facing round the six sides, from no facing to the first', () => {
    const { prep } = editor();
    prep.rotate('aldric', -1);
    expect(prep.encounter.combatants.find((c) => c.id === 'aldric')!.facing).toBe(0);
    prep.rotate('aldric', -1);
    expect(prep.encounter.combatants.find((c) => c.id === 'aldric')!.facing).toBe(5);
  });

  it('duplicates with the next number on a free hex, and removes (clearing the selection)', () => {
    const { prep } = editor();
    prep.duplicate('bruiser', () => ({ q: 11, r: 8 }));
    const copy = prep.encounter.combatants.at(-1)!;
    expect(copy.name).toBe('Bruiser 2');
    expect(copy.sheet.name).toBe('Bruiser 2');
    expect(copy.position).toEqual({ q: 11, r: 8 });
    expect(prep.selected).toBe(copy.id);
    prep.remove(copy.id);
    expect(prep.selected).toBeNull();
    expect(prep.encounter.combatants.some((c) => c.id === copy.id)).toBe(false);
    // No free hex: nothing is added.
    const n = prep.encounter.combatants.length;
    prep.duplicate('bruiser', () => null);
    expect(prep.encounter.combatants).toHaveLength(n);
  });

  it('keeps fields it does not know through every edit (they are the file\u2019s, not the editor\u2019s)', () => {
    const enc = { ...EXAMPLES.yaugs(), campaign: 'drowned crown' };
    enc.combatants = enc.combatants.map((c, i) => (i === 0 ? { ...c, figurine: 'a-28mm' } : c)) as typeof enc.combatants;
    const prep = new PrepEditor(enc);
    prep.rename('Edited');
    prep.updateCombatant('aldric', { hidden: true });
    prep.paint({ q: 4, r: 1 }, { kind: 'wall' });
    expect((prep.encounter as unknown as { campaign: string }).campaign).toBe('drowned crown');
    expect((prep.encounter.combatants[0] as unknown as { figurine: string }).figurine).toBe('a-28mm');
  });
});

describe('History', () => {
  it('keeps at most its limit of steps, dropping the oldest', () => {
    const h = new History<number>(2);
    h.push(1);
    h.push(2);
    h.push(3);
    expect(h.undo(4)).toBe(3);
    expect(h.undo(3)).toBe(2);
    expect(h.undo(2)).toBeNull();
    expect(h.redo(2)).toBe(3);
  });
});
