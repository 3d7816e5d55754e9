// The GM map measures a big body from its edge (RULES.md 5.2): the ruler, the range rings and the
// reach overlay, on the YAUGS ogre sample (the ogre covers 7 hexes round (11, 6)).
import { describe, expect, it } from 'vitest';
import { CombatController } from '../../../src-renderer/state/combat.svelte';
import { CombatUi } from '../../../src-renderer/state/combatUi.svelte';
import { RulerState } from '../../../src-renderer/state/ruler.svelte';
import { MORE_EXAMPLES } from '../../../shared/sim/examples';
import { bodyOf } from '../../../shared/model/body';
import { footprintDistance, footprintHexes, hexCorners, hexesWithin, hexKey, hexToPixel, makeLayout } from '../../../shared/hex';
import { ringOnLayout, ringRadiusAt } from '../../../src-renderer/map/ringShape';
import { placeRingLabel } from '../../../src-renderer/map/ringLabels';

const ogreSample = MORE_EXAMPLES.find((m) => m.slug === 'the-ogre-at-the-mill')!;

/** The ogre sample, started, with the ogre acting. */
async function ogreActing() {
  const combat = new CombatController('ogre', ogreSample.encounter(), 'seed-1', null);
  expect(await combat.apply({ type: 'start-combat' })).toBe(true);
  for (let i = 0; i < 10 && combat.state.current !== 'ogre'; i++) expect(await combat.apply({ type: 'end-turn' })).toBe(true);
  expect(combat.state.current).toBe('ogre');
  return combat;
}

describe('the ruler from a big body', () => {
  it('measures edge to edge from the body on its first hex to the hex or body at its end', async () => {
    const combat = await ogreActing();
    const state = combat.state;
    const ogre = state.encounter.combatants.find((c) => c.id === 'ogre')!;
    const aldric = state.encounter.combatants.find((c) => c.id === 'aldric')!;
    const r = new RulerState();
    r.toggle();
    // Grabbed by a hex on the far side of its body, to the empty hex (4, 6): from its nearest hex, 6 away.
    r.add({ q: 12, r: 6 });
    r.hover({ q: 4, r: 6 });
    expect(r.reading(state, null)!.hexes).toBe(footprintDistance(bodyOf(ogre), [{ q: 4, r: 6 }]));
    expect(r.reading(state, null)!.hexes).toBe(6);
    expect(r.reading(state, null)!.who).toBe('Ogre');
    // To Aldric: edge to edge, not anchor to anchor (11); the line drawn starts at the body's west hex.
    r.hover(aldric.position);
    expect(r.reading(state, null)!.hexes).toBe(10);
    expect(r.measured(state)).toEqual([{ q: 10, r: 6 }, aldric.position]);
    // From Aldric to any hex of the ogre: the same 10, whichever hex of it the pointer is on.
    r.clear();
    r.add(aldric.position);
    for (const h of bodyOf(ogre)) {
      r.hover(h);
      expect(r.reading(state, null)!.hexes).toBe(10);
      expect(r.measured(state).at(-1)).toEqual({ q: 10, r: 6 });
    }
    // From one hex of the ogre to another: the ogre does not reach itself, and the line stays on the hex pointed at.
    r.clear();
    r.add({ q: 12, r: 6 });
    r.hover({ q: 10, r: 6 });
    expect(r.reading(state, null)!.hexes).toBe(0);
    expect(r.measured(state)).toEqual([{ q: 10, r: 6 }, { q: 10, r: 6 }]);
    // Through a waypoint: the first leg from the body's edge (4 from (10, 6)), the next hex to body.
    r.clear();
    r.add({ q: 12, r: 6 });
    r.add({ q: 6, r: 6 });
    r.hover(aldric.position);
    expect(r.reading(state, null)!.hexes).toBe(4 + 6);
  });
});

describe('the rings and the reach of a big body', () => {
  it('carry the whole body, and the reach shows every hex the body can cover', async () => {
    const combat = await ogreActing();
    const ui = new CombatUi(combat);
    const ogre = combat.state.encounter.combatants.find((c) => c.id === 'ogre')!;
    expect(ui.attack.weaponName).not.toBeNull();
    expect(ui.attack.rings.length).toBeGreaterThan(0);
    for (const ring of ui.attack.rings) expect(ring.body).toEqual(bodyOf(ogre));
    const anchors = ui.pointer.reach!.hexes;
    const covered = new Set(ui.pointer.reachHexes.map(hexKey));
    // Every hex of every place the body can stand, and nothing else.
    const expected = new Set(anchors.flatMap((a) => footprintHexes(a, 7)).map(hexKey));
    expect(covered).toEqual(expected);
    expect(covered.size).toBeGreaterThan(anchors.length);
  });

  it('a click on a hex the reach overlay shows but no anchor reaches moves the body to cover it', async () => {
    const combat = await ogreActing();
    const ui = new CombatUi(combat);
    const ogre = () => combat.state.encounter.combatants.find((c) => c.id === 'ogre')!;
    const anchors = new Set(ui.pointer.reach!.hexes.map(hexKey));
    const own = new Set(bodyOf(ogre()).map(hexKey));
    const fringe = ui.pointer.reachHexes.find((h) => !anchors.has(hexKey(h)) && !own.has(hexKey(h)) && h.q < ogre().position.q)!;
    expect(fringe).toBeDefined();
    expect(await ui.pointer.moveTo(fringe)).toBe(true);
    expect(bodyOf(ogre()).map(hexKey)).toContain(hexKey(fringe));
  });

  it('a one-hex body keeps its reach, and its rings carry no body (drawn round its hex)', async () => {
    const combat = new CombatController('ogre', ogreSample.encounter(), 'seed-1', null);
    expect(await combat.apply({ type: 'start-combat' })).toBe(true);
    for (let i = 0; i < 10 && combat.state.current !== 'aldric'; i++) await combat.apply({ type: 'end-turn' });
    const ui = new CombatUi(combat);
    expect(ui.pointer.reachHexes).toEqual(ui.pointer.reach!.hexes);
    for (const ring of ui.attack.rings) expect(ring.body).toBeUndefined();
  });
});

describe('a ring round a body on screen', () => {
  const layout = makeLayout(20, 'pointy', { x: 400, y: 300 });
  const body = footprintHexes({ q: 0, r: 0 }, 7);

  it('runs along the outer sides of the hexes at body distance k, as a one-hex ring does round its hex', () => {
    const shape = ringOnLayout(layout, { centre: body[0]!, radius: 3, body });
    // The body's hexagon widened by 3 is the hex disc of radius 4: 12 x 4 + 6 corners.
    expect(shape.outline).toHaveLength(54);
    const one = ringOnLayout(layout, { centre: body[0]!, radius: 4 });
    // The outline is kept as offsets from the ring's middle; on screen each corner is the middle plus its offset.
    const onScreen = (r: typeof shape) => r.outline!.map((p) => ({ x: r.centre.x + p.x, y: r.centre.y + p.y }));
    expect(new Set(onScreen(one).map((p) => `${p.x.toFixed(6)},${p.y.toFixed(6)}`))).toEqual(new Set(onScreen(shape).map((p) => `${p.x.toFixed(6)},${p.y.toFixed(6)}`)));
    // Each corner is a corner of a hex 3 from the body, never of one nearer.
    for (const p of onScreen(shape)) {
      const owners = hexesWithin({ q: 0, r: 0 }, 6).filter((h) => hexCorners(layout, h).some((c) => Math.hypot(c.x - p.x, c.y - p.y) < 1e-6));
      expect(Math.min(...owners.map((h) => footprintDistance(body, [h])))).toBe(3);
    }
    // Outermost: the far corners of the six corner hexes; innermost: a notch beside the middle
    // hex of a row 3 from the body: 4 rows of 1.5 sizes and half a size out, half a hex aside.
    expect(shape.max).toBeCloseTo(Math.max(...hexCorners(layout, { q: 4, r: 0 }).map((c) => Math.hypot(c.x - 400, c.y - 300))));
    expect(shape.min).toBeCloseTo(Math.hypot(4 * 20 * 1.5 + 10, 10 * Math.sqrt(3)));
  });

  it('the same body elsewhere on the map, or the map panned, has its ring moved with it and no other change', () => {
    const here = ringOnLayout(layout, { centre: body[0]!, radius: 3, body });
    const step = { q: 5, r: -2 };
    const moved = body.map((h) => ({ q: h.q + step.q, r: h.r + step.r }));
    const there = ringOnLayout(layout, { centre: moved[0]!, radius: 3, body: moved });
    const shift = hexToPixel(layout, moved[0]!);
    expect(there.centre.x - here.centre.x).toBeCloseTo(shift.x - 400);
    expect(there.centre.y - here.centre.y).toBeCloseTo(shift.y - 300);
    expect(there.outline).toEqual(here.outline);
    const panned = ringOnLayout(makeLayout(20, 'pointy', { x: 430, y: 280 }), { centre: body[0]!, radius: 3, body });
    expect(panned.centre).toEqual({ x: here.centre.x + 30, y: here.centre.y - 20 });
    // A corner of the moved ring is a corner of a hex 3 from the moved body.
    const p = { x: there.centre.x + there.outline![0]!.x, y: there.centre.y + there.outline![0]!.y };
    const owners = hexesWithin(moved[0]!, 6).filter((h) => hexCorners(layout, h).some((c) => Math.hypot(c.x - p.x, c.y - p.y) < 1e-6));
    expect(Math.min(...owners.map((h) => footprintDistance(moved, [h])))).toBe(3);
  });

  it('a label sits just outside the outline where it runs, not outside its widest circle', () => {
    const shape = ringOnLayout(layout, { centre: body[0]!, radius: 3, body });
    for (const a of [0, Math.PI / 6, -Math.PI / 2, 2]) {
      const r = ringRadiusAt(shape, a);
      expect(r).toBeGreaterThanOrEqual(shape.min - 1e-6);
      expect(r).toBeLessThanOrEqual(shape.max + 1e-6);
    }
    const box = placeRingLabel(shape.centre, (a) => ringRadiusAt(shape, a), { w: 40, h: 16 }, [], { x: 0, y: 0, w: 800, h: 600 });
    // The first angle tried is the top right (-45 degrees): the box's bottom-left corner on the outline, 3 px out.
    const a = (-45 * Math.PI) / 180;
    const rr = ringRadiusAt(shape, a) + 3;
    expect(box.x).toBeCloseTo(shape.centre.x + rr * Math.cos(a));
    expect(box.y + box.h).toBeCloseTo(shape.centre.y + rr * Math.sin(a));
    expect(rr).toBeLessThan(shape.max);
  });
});
