import { describe, expect, it } from 'vitest';
import { RulerState } from '../../../src-renderer/state/ruler.svelte';
import { PlayerScreenState } from '../../../src-renderer/state/playerScreen.svelte';
import { PrepEditor } from '../../../src-renderer/state/prep.svelte';
import { CombatController } from '../../../src-renderer/state/combat.svelte';
import { brushHexes, rectangleHexes, roomHexes } from '../../../src-renderer/map/fogAreas';
import { hexKey, offsetToAxial } from '../../../shared/hex';
import { EXAMPLES } from '../../../shared/sim/examples';
import { playerScreenSchema, DEFAULT_PLAYER_SCREEN } from '../../../shared/ipc/playerView';
import type { HostApi } from '../../../shared/ipc/contract';
import type { BattleMap } from '../../../shared/model/schema';
import { AppState } from '../../../src-renderer/state/app.svelte';
import { action, runAction } from '../../../src-renderer/app/actions';
import { actionForKey } from '../../../src-renderer/app/keyboard';
import type { KeyPress } from '../../../src-renderer/app/keys';
import { FakeHost } from './fakeHost';

async function fight(system: 'yaugs' | 'vers' | 'waylights') {
  const combat = new CombatController('f', EXAMPLES[system](), 'seed-1', null);
  expect(await combat.apply({ type: 'start-combat' })).toBe(true);
  return combat;
}

describe('RulerState', () => {
  it('sums the legs through its waypoints to the pointer, in hexes and metres, with the VERS band for Agility', async () => {
    const { state } = await fight('vers');
    const r = new RulerState();
    r.add({ q: 1, r: 7 });
    expect(r.waypoints).toEqual([]); // off: a click is not a waypoint
    r.toggle();
    r.add({ q: 1, r: 7 }); // Mara, Agility 2: short to 8 m, medium to 16 m
    r.add({ q: 4, r: 7 });
    r.add({ q: 4, r: 7 }); // the same hex twice is one waypoint
    r.hover({ q: 6, r: 7 });
    expect(r.points).toHaveLength(3);
    const reading = r.reading(state, null)!;
    expect(reading).toMatchObject({ hexes: 5, meters: 10, who: 'Mara' });
    expect(reading.band).toBe('medium (-2) for Agility 2');
    expect(reading.label).toBe('5 hexes · 10 m · medium (-2) for Agility 2');
    // A PC measures: the players may read the band too.
    expect(reading.playersLabel).toBe(reading.label);
  });

  it('keeps an NPC’s band from the players, clears on Esc and puts itself away on a second Esc', async () => {
    const { state } = await fight('vers');
    const r = new RulerState();
    r.toggle();
    r.add({ q: 12, r: 8 }); // the Bandit
    r.add({ q: 12, r: 2 });
    const reading = r.reading(state, null)!;
    expect(reading.who).toBe('Bandit');
    expect(reading.playersLabel).toBe('6 hexes · 12 m');
    r.clear();
    expect(r.points).toEqual([]);
    expect(r.reading(state, null)).toBeNull();
    expect(r.on).toBe(true);
    r.stop();
    expect(r.on).toBe(false);
  });

  it('measures from whoever stands on its first hex, not one lying there out of the fight', async () => {
    const combat = await fight('vers');
    const bandit = combat.state.encounter.combatants.find((c) => c.name === 'Bandit')!;
    const acting = combat.state.encounter.combatants.find((c) => c.id === combat.state.current)!;
    const r = new RulerState();
    r.toggle();
    r.add(bandit.position);
    r.add({ q: 12, r: 2 });
    expect(r.reading(combat.state, null)!.who).toBe('Bandit');
    expect(await combat.apply({ type: 'set-out', id: bandit.id, out: true, reason: 'fell' })).toBe(true);
    expect(r.reading(combat.state, null)!.who, 'the acting one, the Bandit lying there').toBe(acting.name);
  });

  it('reads YAUGS melee within 3 m, else the selected weapon’s bands', async () => {
    const { state } = await fight('yaugs');
    const r = new RulerState();
    r.toggle();
    r.add({ q: -2, r: 8 }); // Wren with a Longbow: short to 30 m
    r.add({ q: -1, r: 8 });
    expect(r.reading(state, null)!.band).toBe('melee (3 m or less)');
    r.add({ q: 8, r: 8 });
    expect(r.reading(state, null)!.band).toBe('short for Longbow');
    r.clear();
    r.add({ q: 0, r: 6 }); // Aldric, a Longsword
    r.add({ q: 5, r: 6 });
    expect(r.reading(state, null)!.band).toBe('out of reach of Longsword');
  });

  it('reads Waylights in or out of the weapon’s range in hexes', async () => {
    const { state } = await fight('waylights');
    const r = new RulerState();
    r.toggle();
    r.add({ q: -2, r: 8 }); // Tamsin, a rifle with range 20
    r.add({ q: 10, r: 8 });
    expect(r.reading(state, null)!.band).toBe('in range of Pneumatic rifle (20 hexes)');
    r.add({ q: 10, r: -1 }); // 12 + 9 = 21 hexes
    expect(r.reading(state, null)!.band).toBe('out of range of Pneumatic rifle (20 hexes)');
  });
});

const room: BattleMap = {
  width: 10, height: 8, orientation: 'pointy', metersPerHex: 1, background: null,
  // A closed ring of wall around (4,4) in columns and rows: rows 2 and 6, and the hexes between.
  terrain: [
    ...[...Array(10).keys()].flatMap((col) => [offsetToAxial({ col, row: 2 }), offsetToAxial({ col, row: 6 })]),
    ...[3, 4, 5].flatMap((row) => [offsetToAxial({ col: 1, row }), offsetToAxial({ col: 7, row })]),
  ].map((h) => ({ ...h, kind: 'wall' as const })),
};

describe('fog areas', () => {
  it('fills a room up to and including its walls, and never past them or the map edge', () => {
    const inside = roomHexes(room, offsetToAxial({ col: 4, row: 4 }));
    const keys = new Set(inside.map(hexKey));
    expect(keys.has(hexKey(offsetToAxial({ col: 2, row: 3 })))).toBe(true);
    expect(keys.has(hexKey(offsetToAxial({ col: 1, row: 4 })))).toBe(true); // the wall shows with the room
    expect(keys.has(hexKey(offsetToAxial({ col: 8, row: 4 })))).toBe(false); // beyond the wall
    // The corner walls, which touch no floor, show with the room; the wall line beyond does not.
    expect(keys.has(hexKey(offsetToAxial({ col: 7, row: 2 })))).toBe(true);
    expect(keys.has(hexKey(offsetToAxial({ col: 9, row: 2 })))).toBe(false);
    expect(inside.length).toBe(new Set(inside.map(hexKey)).size);
    expect(keys.has(hexKey(offsetToAxial({ col: 4, row: 0 })))).toBe(false);
    // Outside the walls, the flood reaches the map's edge and stops there.
    const outside = roomHexes(room, offsetToAxial({ col: 0, row: 0 }));
    expect(outside.every((h) => h.r >= 0 && h.r < 8)).toBe(true);
    expect(roomHexes(room, offsetToAxial({ col: 1, row: 4 }))).toHaveLength(1);
  });

  it('covers brushes of 1, 3 and 7 hexes across and rectangles of rows and columns', () => {
    const c = offsetToAxial({ col: 4, row: 4 });
    expect(brushHexes(room, c, 1)).toHaveLength(1);
    expect(brushHexes(room, c, 3)).toHaveLength(7);
    expect(brushHexes(room, c, 7)).toHaveLength(37);
    expect(rectangleHexes(room, offsetToAxial({ col: 2, row: 1 }), offsetToAxial({ col: 5, row: 3 }))).toHaveLength(12);
    expect(rectangleHexes(room, offsetToAxial({ col: -3, row: -3 }), offsetToAxial({ col: 1, row: 1 }))).toHaveLength(4);
  });
});

describe('PlayerScreenState fog tools', () => {
  /** A VERS fight with its fog revealed by hand, and the players' screen state working on it. */
  async function fogged() {
    const combat = await fight('vers');
    const s = new PlayerScreenState({} as HostApi);
    s.pickFog(combat.fog, 'manual');
    return { combat, s, map: combat.state.encounter.map, fog: combat.fog };
  }

  it('reveals a room with one click, hides it again, and tints what stays dark', async () => {
    const { combat, s, map, fog } = await fogged();
    expect(s.darkHexes(fog, combat.state)).toHaveLength(map.width * map.height);
    s.fogPress(fog, map, { q: 1, r: 7 }); // tool off: nothing
    expect(fog.seen).toEqual([]);
    s.pickFogBrush('reveal');
    s.fogShape = 'room';
    s.fogPress(fog, map, { q: 1, r: 7 });
    const revealed = fog.seen.length;
    expect(revealed).toBeGreaterThan(1);
    expect(s.darkHexes(fog, combat.state)).toHaveLength(map.width * map.height - revealed);
    s.pickFogBrush('hide');
    s.fogPress(fog, map, { q: 1, r: 7 });
    expect(fog.seen).toEqual([]);
    expect(fog.gmHidden).toHaveLength(revealed);
  });

  it('keeps the tint of what stays dark through a command that reveals nothing, so the map need not trace it again', async () => {
    const { combat, s, map, fog } = await fogged();
    s.pickFogBrush('reveal');
    s.fogPress(fog, map, { q: 1, r: 7 });
    const before = s.darkHexes(fog, combat.state);
    expect(await combat.apply({ type: 'end-turn' })).toBe(true);
    // A new fight state, the same map and seen hexes: the very same tint (the map keeps its pixels).
    expect(s.darkHexes(fog, combat.state)).toBe(before);
    s.fogPress(fog, map, { q: 5, r: 2 });
    const after = s.darkHexes(fog, combat.state);
    expect(after).not.toBe(before);
    expect(after).toHaveLength(map.width * map.height - fog.seen.length);
  });

  it('drags a rectangle and paints it on release; a brush of 3 paints 7 hexes', async () => {
    const { s, map, fog } = await fogged();
    s.pickFogBrush('reveal');
    s.fogShape = 'rectangle';
    const a = offsetToAxial({ col: 2, row: 2 }), b = offsetToAxial({ col: 4, row: 3 });
    s.fogPress(fog, map, a);
    s.fogDrag(fog, map, b);
    expect(s.fogRectHexes(map)).toHaveLength(6);
    expect(fog.seen).toEqual([]);
    s.fogRelease(fog, map, b);
    expect(fog.seen).toHaveLength(6);
    expect(s.fogRect).toBeNull();
    s.fogShape = 'brush';
    s.fogSize = 3;
    fog.reset();
    s.fogPress(fog, map, offsetToAxial({ col: 10, row: 7 }));
    expect(fog.seen).toHaveLength(7);
  });

  it('sends the shared ruler in the screen settings, which the players’ schema accepts', () => {
    const s = new PlayerScreenState({} as HostApi);
    expect(s.screen().ruler).toBeNull();
    s.showRuler({ points: [{ q: 0, r: 0 }, { q: 3, r: 0 }], label: '3 hexes · 6 m' });
    const first = s.ruler;
    s.showRuler({ points: [{ q: 0, r: 0 }, { q: 3, r: 0 }], label: '3 hexes · 6 m' });
    expect(s.ruler).toBe(first); // unchanged: no new publish
    expect(playerScreenSchema.parse(s.screen()).ruler?.label).toBe('3 hexes · 6 m');
    expect(playerScreenSchema.safeParse({ ...s.screen(), ruler: { points: [], label: 'x' } }).success).toBe(false);
    expect(playerScreenSchema.safeParse(DEFAULT_PLAYER_SCREEN).success).toBe(true);
  });

  it('publishes the aimed area template only while the GM shares it, hexes only', async () => {
    const combat = await fight('vers');
    const sent: unknown[] = [];
    const host = { 'player.publish': async (_view: unknown, screen: unknown) => (sent.push(screen), { ok: true, value: { revision: 1 } }) } as unknown as HostApi;
    const s = new PlayerScreenState(host);
    const mara = combat.state.encounter.combatants.find((c) => c.side === 'pc')!;
    const hexes = [{ q: 5, r: 5 }, { q: 5, r: 6 }];
    s.showArea({ attacker: mara.id, hexes });
    expect(s.area).toBeNull(); // not shared: nothing kept
    s.shareArea = true;
    s.showArea({ attacker: mara.id, hexes });
    const first = s.area;
    s.showArea({ attacker: mara.id, hexes: hexes.map((h) => ({ ...h })) });
    expect(s.area).toBe(first); // unchanged: no new publish
    await s.publish(combat);
    expect(playerScreenSchema.parse(sent.at(-1)).area).toEqual(hexes);
    s.shareArea = false;
    await s.publish(combat);
    expect(playerScreenSchema.parse(sent.at(-1)).area).toBeNull();
  });
});

describe('PrepEditor.setPlayersName', () => {
  it('sets a stand-in, nothing, or back to the name (the field left out)', () => {
    const prep = new PrepEditor(EXAMPLES.vers());
    prep.setPlayersName('bandit', ' a bandit ');
    expect(prep.encounter.combatants.find((c) => c.id === 'bandit')!.playersName).toBe('a bandit');
    prep.setPlayersName('bandit', null);
    expect(prep.encounter.combatants.find((c) => c.id === 'bandit')!.playersName).toBeNull();
    prep.setPlayersName('bandit', undefined);
    expect('playersName' in prep.encounter.combatants.find((c) => c.id === 'bandit')!).toBe(false);
    prep.undo();
    expect(prep.encounter.combatants.find((c) => c.id === 'bandit')!.playersName).toBeNull();
  });
});

describe('the table tools in the action registry', () => {
  const press = (key: string, mods: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
  async function key(app: AppState, p: KeyPress): Promise<string | null> {
    const a = actionForKey(p, { typing: false, menuOwnsKeys: false, enabled: (x) => x.enabled(app) });
    if (a) await runAction(app, a.id, 'key');
    return a?.id ?? null;
  }

  it('M turns the ruler on and off, Esc clears it then puts it away, Alt+M shares it; only in a fight', async () => {
    const app = new AppState(new FakeHost().host, null);
    app.workspace.edit(EXAMPLES.vers(), null);
    expect(action('ruler').enabled(app)).toBe(false);
    expect(await app.workspace.run('seed-1')).toBeNull();
    await key(app, press('m'));
    expect(app.ruler.on).toBe(true);
    app.ruler.add({ q: 1, r: 7 });
    app.ruler.add({ q: 3, r: 7 });
    expect(await key(app, press('Escape'))).toBe('ruler-clear');
    expect(app.ruler.waypoints).toEqual([]);
    expect(app.ruler.on).toBe(true);
    await key(app, press('Escape'));
    expect(app.ruler.on).toBe(false);
    await key(app, press('m', { altKey: true }));
    expect(app.ruler.shared).toBe(true);
  });

  it('the fog tools act only while the fog is on', async () => {
    const app = new AppState(new FakeHost().host, null);
    app.workspace.edit(EXAMPLES.vers(), null);
    expect(await app.workspace.run('seed-1')).toBeNull();
    expect(action('fog-reveal').enabled(app)).toBe(false);
    app.playerScreen.pickFog(app.combat!.fog, 'manual');
    await runAction(app, 'fog-reveal');
    expect(app.playerScreen.fogBrush).toBe('reveal');
    await runAction(app, 'fog-hide');
    expect(app.playerScreen.fogBrush).toBe('hide');
    await runAction(app, 'fog-hide');
    expect(app.playerScreen.fogBrush).toBe('off');
  });
});

describe('PlayerScreenState.fogPreview', () => {
  it('outlines the brush under the pointer, the rectangle while dragged, and nothing with the tool off', async () => {
    const combat = await fight('vers');
    const map = combat.state.encounter.map;
    const s = new PlayerScreenState({} as HostApi);
    const c = offsetToAxial({ col: 5, row: 5 });
    expect(s.fogPreview(map, c)).toEqual([]);
    s.pickFogBrush('reveal');
    s.fogSize = 7;
    expect(s.fogPreview(map, c)).toHaveLength(37);
    s.fogShape = 'rectangle';
    expect(s.fogPreview(map, c)).toEqual([]);
    s.fogPress(combat.fog, map, c);
    s.fogDrag(combat.fog, map, offsetToAxial({ col: 6, row: 6 }));
    expect(s.fogPreview(map, c)).toHaveLength(4);
  });
});
