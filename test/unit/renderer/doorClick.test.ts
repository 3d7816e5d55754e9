import { describe, expect, it } from 'vitest';
import { CombatController } from '../../../src-renderer/state/combat.svelte';
import { CombatUi } from '../../../src-renderer/state/combatUi.svelte';
import { doorCommand, doorNear } from '../../../src-renderer/state/doorClick';
import { MORE_EXAMPLES } from '../../../shared/sim/examples';
import { hexDistance, hexNeighbors, hexToPixel, makeLayout, reachCost, type Hex } from '../../../shared/hex';
import { bodyOf } from '../../../shared/model/body';

/** A section 5 sample with its fight started and turns ended until `who` acts. */
async function fightUntil(slug: string, who: string) {
  const combat = new CombatController('fight-1', MORE_EXAMPLES.find((m) => m.slug === slug)!.encounter(), 'seed-1', null);
  expect(await combat.apply({ type: 'start-combat' })).toBe(true);
  for (let i = 0; i < 10 && combat.state.current !== who; i++) expect(await combat.apply({ type: 'end-turn' })).toBe(true);
  expect(combat.state.current).toBe(who);
  return combat;
}

describe('a click on a door in the fight', () => {
  it('is on the door only close to its side; in the hex, it is the hex', async () => {
    const combat = await fightUntil('the-farmhouse', 'mara');
    const map = combat.state.encounter.map;
    const door = map.edges!.find((e) => e.kind === 'door' && !e.door!.secret)!;
    const layout = makeLayout(30, map.orientation);
    const a = hexToPixel(layout, door.a);
    const b = hexToPixel(layout, door.b);
    const side = doorNear(map, layout, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
    expect(side && [side.a, side.b]).toEqual(expect.arrayContaining([door.a, door.b]));
    expect(doorNear(map, layout, { x: a.x + (b.x - a.x) * 0.2, y: a.y + (b.y - a.y) * 0.2 })).toBeNull();
  });

  it('opens by the GM, free, when the door is not on the actor\'s edge; Alt locks it', async () => {
    const combat = await fightUntil('the-farmhouse', 'mara');
    const door = combat.state.encounter.map.edges!.find((e) => e.kind === 'door' && !e.door!.secret)!;
    const open = doorCommand(combat.state, door)!;
    expect(open).toEqual({ type: 'set-door', a: door.a, b: door.b, state: 'open' });
    expect(await combat.apply(open)).toBe(true);
    expect(doorCommand(combat.state, door)!.state).toBe('closed');
    expect(doorCommand(combat.state, door, true)).toEqual({ type: 'set-door', a: door.a, b: door.b, state: 'locked' });
  });

  it('is the actor\'s own when the door is on its edge: the engine refuses it a locked door, with the reason', async () => {
    const combat = await fightUntil('the-farmhouse', 'wolf1');
    const back = combat.state.encounter.map.edges!.find((e) => e.kind === 'door' && e.door!.secret)!;
    expect(doorCommand(combat.state, back)!.by).toBeUndefined();
    // The wolf steps into the hex inside the back door: the door is now on its edge.
    expect(await combat.apply({ type: 'move', id: 'wolf1', path: [back.a] })).toBe(true);
    const cmd = doorCommand(combat.state, back)!;
    expect(cmd.by).toBe('wolf1');
    expect(await combat.apply(cmd)).toBe(false);
    expect(combat.refusal).toMatch(/locking and unlocking are the GM's ruling/);
    // Alt+click: the GM unlocks it, whoever stands by it.
    expect(doorCommand(combat.state, back, true)).toEqual({ type: 'set-door', a: back.a, b: back.b, state: 'closed' });
  });

  it('with Shift is the GM\'s, free, though the actor stands by it with no movement left', async () => {
    const combat = await fightUntil('the-farmhouse', 'wolf1');
    const back = combat.state.encounter.map.edges!.find((e) => e.kind === 'door' && e.door!.secret)!;
    expect(await combat.apply({ type: 'move', id: 'wolf1', path: [back.a] })).toBe(true);
    expect(await combat.apply(doorCommand(combat.state, back, true)!)).toBe(true);
    // The wolf spends its movement stepping out of the hex by the door and back, two hexes a go.
    const out = neighbourOff(back.a, back.b);
    for (let i = 0; i < 20 && (await combat.apply({ type: 'move', id: 'wolf1', path: [out, back.a] })); i++);
    // A hex may be left over: the wolf opens the door with it.
    const first = doorCommand(combat.state, back)!;
    expect(first.by).toBe('wolf1');
    await combat.apply(first);
    const own = doorCommand(combat.state, back)!;
    expect(own.by).toBe('wolf1');
    expect(await combat.apply(own)).toBe(false);
    expect(combat.refusal).toMatch(/no movement left/);
    // Shift+click: the GM changes it, free, whoever stands by it.
    const gm = doorCommand(combat.state, back, false, true)!;
    expect(gm.by).toBeUndefined();
    expect(await combat.apply(gm)).toBe(true);
  });
});

/** A neighbour of `h` other than `not`, free of walls by the door: the hex back the way the wolf came. */
function neighbourOff(h: Hex, not: Hex): Hex {
  return hexNeighbors(h).find((n) => !(n.q === not.q && n.r === not.r) && hexDistance(n, not) === 2)!;
}

describe('a big body in the fight', () => {
  it('is dragged by an outer hex, its anchor following; its reach keeps its whole body clear of others', async () => {
    const combat = await fightUntil('the-ogre-at-the-mill', 'ogre');
    const ui = new CombatUi(combat);
    const ogre = ui.turn.actor!;
    const { q, r } = ogre.position;
    expect(ui.pointer.startDrag({ q: q - 1, r })).toBe(true);
    ui.pointer.dragTo({ q: q - 2, r });
    expect(ui.pointer.plannedPath!.path).toEqual([ogre.position, { q: q - 1, r }]);
    expect(ui.pointer.endDrag()).toEqual([{ q: q - 1, r }]);
    // No anchor offered puts a hex of the ogre's body on the goblin Snag.
    const snag = combat.state.encounter.combatants.find((c) => c.id === 'snag')!;
    const offered = ui.pointer.reach!.hexes;
    expect(offered.length).toBeGreaterThan(1);
    expect(offered.some((h) => hexDistance(h, snag.position) <= 1)).toBe(false);
    expect(reachCost(ui.pointer.reach!, { q: q - 1, r })).toBe(1);
    expect(bodyOf(ogre)).toHaveLength(7);
  });
});
