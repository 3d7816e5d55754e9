import { describe, expect, it } from 'vitest';
import { PrepEditor } from '../../../src-renderer/state/prep.svelte';
import { sideAt } from '../../../src-renderer/map/sideAt';
import { freeHexNear } from '../../../src-renderer/state/freeHex';
import { dragPreview } from '../../../src-renderer/state/prepBodies';
import { EXAMPLES } from '../../../shared/sim/examples';
import { encounterSchema } from '../../../shared/engine';
import { areNeighbors, hexToPixel, makeLayout, type Hex } from '../../../shared/hex';

// The YAUGS sample: Aldric at (0,6), Wren at (-2,8), Bruiser at (11,7); walls at (8,2), (8,3).
const editor = () => new PrepEditor(EXAMPLES.yaugs());
const who = (prep: PrepEditor, id: string) => prep.encounter.combatants.find((c) => c.id === id)!;
const valid = (prep: PrepEditor) => encounterSchema.safeParse(prep.encounter);

describe('prep: bodies bigger than one hex', () => {
  it('gives Bruiser a 7-hex body that the file validates, and takes it back to one hex', () => {
    const prep = editor();
    expect(prep.setFootprint('bruiser', 7)).toBeNull();
    expect(who(prep, 'bruiser').footprint).toEqual({ size: 7 });
    expect(valid(prep).success).toBe(true);
    expect(prep.setFootprint('bruiser', 1)).toBeNull();
    expect('footprint' in who(prep, 'bruiser')).toBe(false);
    prep.undo();
    expect(who(prep, 'bruiser').footprint).toEqual({ size: 7 });
  });

  it('refuses a body that would cover a wall or another combatant, naming it, and changes nothing', () => {
    const prep = editor();
    // Next to the wall at (8,2): a 7-hex body around (8,1) would cover it.
    expect(prep.place('bruiser', { q: 8, r: 1 })).toBeNull();
    const before = prep.revision;
    expect(prep.setFootprint('bruiser', 7)).toBe('a wall stands in the way');
    expect(prep.revision).toBe(before);
    prep.place('bruiser', { q: 1, r: 5 });
    expect(prep.setFootprint('bruiser', 7)).toBe('Aldric stands in the way');
  });

  it('moves a big body only where all its hexes fit, and turns a 3-hex body', () => {
    const prep = editor();
    prep.setFootprint('bruiser', 3, 0);
    expect(prep.place('bruiser', { q: 7, r: 2 })).toBe('a wall stands in the way');
    expect(prep.setFootprint('bruiser', 3, 7)).toBeNull();
    expect(who(prep, 'bruiser').footprint).toEqual({ size: 3, turn: 1 });
    expect(valid(prep).success).toBe(true);
  });

  it('paints no wall under any hex of a big body, and finds room for its copy', () => {
    const prep = editor();
    prep.setFootprint('bruiser', 7);
    prep.paint({ q: 12, r: 7 }, { kind: 'wall' });
    expect(prep.encounter.map.terrain.some((t) => t.q === 12 && t.r === 7)).toBe(false);
    const n = prep.encounter.combatants.length;
    prep.duplicate('bruiser', (near, fits) => freeHexNear(prep.encounter, near, fits));
    expect(prep.encounter.combatants).toHaveLength(n + 1);
    expect(valid(prep).success).toBe(true);
  });
});

describe('prep: walls, doors and windows on hex sides', () => {
  it('paints each kind on a side once, replaces it with another kind, and erases it', () => {
    const prep = editor();
    const a = { q: 3, r: 3 }, b = { q: 4, r: 3 };
    const had = prep.encounter.map.edges?.length ?? 0;
    prep.paintSide(a, b, { kind: 'edge', edge: 'wall' });
    prep.paintSide(b, a, { kind: 'edge', edge: 'wall' });
    expect(prep.encounter.map.edges!.slice(had)).toEqual([{ a, b, kind: 'wall' }]);
    prep.setDoorStyle({ state: 'locked', secret: true });
    prep.paintSide(a, b, { kind: 'edge', edge: 'door' });
    expect(prep.encounter.map.edges!.slice(had)).toEqual([{ a, b, kind: 'door', door: { state: 'locked', secret: true } }]);
    prep.paintSide({ q: 3, r: 4 }, { q: 4, r: 4 }, { kind: 'edge', edge: 'low-wall' });
    prep.paintSide({ q: 3, r: 5 }, { q: 4, r: 5 }, { kind: 'edge', edge: 'window' });
    expect(valid(prep).success).toBe(true);
    expect(prep.encounter.map.edges!.slice(had).map((e) => e.kind)).toEqual(['door', 'low-wall', 'window']);
    prep.paintSide(a, b, { kind: 'edge-erase' });
    expect(prep.encounter.map.edges!.slice(had).map((e) => e.kind)).toEqual(['low-wall', 'window']);
    prep.undo();
    expect(prep.encounter.map.edges).toHaveLength(had + 3);
  });

  it('ignores sides off the map or between hexes that are not neighbours', () => {
    const prep = editor();
    const before = prep.revision;
    const edges = prep.encounter.map.edges;
    expect(prep.paintSide({ q: 0, r: 0 }, { q: 0, r: -1 }, { kind: 'edge', edge: 'wall' })).toBe('The map\u2019s edge holds no wall, door or window: there is no hex beyond it');
    expect(prep.paintSide({ q: 3, r: 3 }, { q: 5, r: 3 }, { kind: 'edge', edge: 'wall' })).toBeNull();
    expect(prep.revision).toBe(before);
    expect(prep.encounter.map.edges).toBe(edges);
  });
});

describe('prep: no side through a body', () => {
  // Bruiser as a 7-hex body around (11,7): (11,7)-(12,7) is a side inside it.
  const inside = { a: { q: 11, r: 7 }, b: { q: 12, r: 7 } };

  it('paints no wall, window, low wall or shut door through a big body, and says whose', () => {
    const prep = editor();
    prep.setFootprint('bruiser', 7);
    const before = prep.revision;
    expect(prep.paintSide(inside.a, inside.b, { kind: 'edge', edge: 'wall' })).toBe("No wall there: that side runs through Bruiser's body");
    expect(prep.paintSide(inside.a, inside.b, { kind: 'edge', edge: 'window' })).toBe("No window there: that side runs through Bruiser's body");
    expect(prep.paintSide(inside.a, inside.b, { kind: 'edge', edge: 'door' })).toBe("No closed door there: that side runs through Bruiser's body");
    expect(prep.revision).toBe(before);
    // An open door is a doorway: the ogre may stand in it.
    prep.setDoorStyle({ state: 'open', secret: false });
    expect(prep.paintSide(inside.a, inside.b, { kind: 'edge', edge: 'door' })).toBeNull();
    expect(prep.encounter.map.edges).toHaveLength(1);
    // A side on the body's rim is no business of the body's.
    expect(prep.paintSide({ q: 13, r: 7 }, { q: 14, r: 7 }, { kind: 'edge', edge: 'wall' })).toBeNull();
  });

  it('places no big body across a wall on a side, naming the wall', () => {
    const prep = editor();
    prep.paintSide(inside.a, inside.b, { kind: 'edge', edge: 'wall' });
    expect(prep.setFootprint('bruiser', 7)).toMatch(/^the wall between column \d+, row \d+ and column \d+, row \d+ would run through the body$/);
    expect('footprint' in who(prep, 'bruiser')).toBe(false);
    // Two hexes east the body clears the wall, and a step back onto it is refused.
    expect(prep.place('bruiser', { q: 13, r: 7 })).toBeNull();
    expect(prep.setFootprint('bruiser', 7)).toBeNull();
    expect(prep.place('bruiser', { q: 12, r: 7 })).toMatch(/would run through the body$/);
    expect(who(prep, 'bruiser').position).toEqual({ q: 13, r: 7 });
  });
});

describe('prep: where a dragged token would land', () => {
  it('shows the line and the body where it may stand, and the body refused where it may not', () => {
    const prep = editor();
    prep.setFootprint('bruiser', 7);
    const from = who(prep, 'bruiser').position;
    expect(dragPreview(prep.encounter, 'bruiser', from)).toEqual({ path: [], body: [], refused: [] });
    const ok = { q: from.q - 3, r: from.r };
    const there = dragPreview(prep.encounter, 'bruiser', ok);
    expect(there.path).toEqual([from, ok]);
    expect(there.body).toHaveLength(7);
    expect(there.refused).toEqual([]);
    // Onto the wall at (8,2): the whole body marked refused, no line.
    const wall = dragPreview(prep.encounter, 'bruiser', { q: 8, r: 3 });
    expect(wall.path).toEqual([]);
    expect(wall.refused).toHaveLength(7);
  });
});

describe('sideAt', () => {
  it('picks the side of the hex under the pointer that the pointer is nearest, in both orientations', () => {
    for (const orientation of ['pointy', 'flat'] as const) {
      const layout = makeLayout(30, orientation, { x: 400, y: 300 });
      const hex: Hex = { q: 2, r: 3 };
      const c = hexToPixel(layout, hex);
      for (const n of [{ q: 3, r: 3 }, { q: 2, r: 2 }, { q: 1, r: 4 }]) {
        const m = hexToPixel(layout, n);
        // A point a third of the way from the centre toward that neighbour.
        const side = sideAt(layout, { x: c.x + (m.x - c.x) / 3, y: c.y + (m.y - c.y) / 3 });
        expect(side.a).toEqual(hex);
        expect(side.b).toEqual(n);
        expect(areNeighbors(side.a, side.b)).toBe(true);
      }
    }
  });
});
