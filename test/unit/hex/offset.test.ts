import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { axialToOffset, hexDistance, hexKey, hexNeighbors, hexPlace, hexToPixel, isOnMap, makeLayout, mapHexes, offsetToAxial } from '../../../shared/hex';
import { hexReadout, sidesReadout } from '../../../src-renderer/map/hexReadout';
import { MORE_EXAMPLES } from '../../../shared/sim/examples';
import type { Orientation } from '../../../shared/hex';
import { hexArb } from './arbitraries';

const orientations: Orientation[] = ['pointy', 'flat'];

describe('offset coordinates', () => {
  it.each(orientations)('%s: axial -> offset -> axial is the identity, both ways', (o) => {
    fc.assert(fc.property(hexArb, (h) => {
      expect(offsetToAxial(axialToOffset(h, o), o)).toEqual(h);
    }));
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), (col, row) => {
        expect(axialToOffset(offsetToAxial({ col, row }, o), o)).toEqual({ col, row });
      }),
    );
  });

  it('odd-r (pointy): odd rows sit half a hex to the right of even rows', () => {
    const layout = makeLayout(10, 'pointy');
    const x0 = hexToPixel(layout, offsetToAxial({ col: 3, row: 0 }, 'pointy')).x;
    const x1 = hexToPixel(layout, offsetToAxial({ col: 3, row: 1 }, 'pointy')).x;
    const x2 = hexToPixel(layout, offsetToAxial({ col: 3, row: 2 }, 'pointy')).x;
    expect(x1 - x0).toBeCloseTo((10 * Math.sqrt(3)) / 2, 9);
    expect(x2).toBeCloseTo(x0, 9);
  });

  it('odd-q (flat): odd columns sit half a hex below even columns', () => {
    const layout = makeLayout(10, 'flat');
    const y0 = hexToPixel(layout, offsetToAxial({ col: 0, row: 3 }, 'flat')).y;
    const y1 = hexToPixel(layout, offsetToAxial({ col: 1, row: 3 }, 'flat')).y;
    const y2 = hexToPixel(layout, offsetToAxial({ col: 2, row: 3 }, 'flat')).y;
    expect(y1 - y0).toBeCloseTo((10 * Math.sqrt(3)) / 2, 9);
    expect(y2).toBeCloseTo(y0, 9);
  });

  it.each(orientations)('%s: mapHexes lists width x height distinct hexes, all on the map, as a rectangle', (o) => {
    const hexes = mapHexes(7, 4, o);
    expect(hexes).toHaveLength(28);
    expect(new Set(hexes.map(hexKey)).size).toBe(28);
    expect(hexes.every((h) => isOnMap(h, 7, 4, o))).toBe(true);
    expect(hexes[0]).toEqual({ q: 0, r: 0 });
    // Neighbours along a row (pointy) or down a column (flat) are adjacent hexes.
    const o0 = axialToOffset(hexes[0]!, o);
    expect(o0).toEqual({ col: 0, row: 0 });
    const layout = makeLayout(10, o);
    const ys = hexes.map((h) => hexToPixel(layout, h));
    const spanX = Math.max(...ys.map((p) => p.x)) - Math.min(...ys.map((p) => p.x));
    const spanY = Math.max(...ys.map((p) => p.y)) - Math.min(...ys.map((p) => p.y));
    if (o === 'pointy') {
      expect(spanX).toBeCloseTo(10 * Math.sqrt(3) * 6.5, 9); // 7 columns plus the half-hex shove
      expect(spanY).toBeCloseTo(10 * 1.5 * 3, 9);
    } else {
      expect(spanX).toBeCloseTo(10 * 1.5 * 6, 9);
      expect(spanY).toBeCloseTo(10 * Math.sqrt(3) * 3.5, 9);
    }
  });

  it.each(orientations)('%s: hexPlace names a hex by the map\u2019s column and row from 1, in the words of the map\u2019s readout', (o) => {
    expect(hexPlace(offsetToAxial({ col: 0, row: 0 }, o), o)).toBe('column 1, row 1');
    expect(hexPlace(offsetToAxial({ col: 3, row: 6 }, o), o)).toBe('column 4, row 7');
    fc.assert(fc.property(hexArb, (h) => {
      const { col, row } = axialToOffset(h, o);
      expect(hexPlace(h, o)).toBe(`column ${col + 1}, row ${row + 1}`);
      expect(hexReadout(h, o)).toBe(`Column ${col + 1}, row ${row + 1}`);
    }));
  });

  it('isOnMap rejects hexes off every edge', () => {
    for (const o of orientations) {
      expect(isOnMap(offsetToAxial({ col: -1, row: 0 }, o), 5, 5, o)).toBe(false);
      expect(isOnMap(offsetToAxial({ col: 5, row: 0 }, o), 5, 5, o)).toBe(false);
      expect(isOnMap(offsetToAxial({ col: 0, row: -1 }, o), 5, 5, o)).toBe(false);
      expect(isOnMap(offsetToAxial({ col: 0, row: 5 }, o), 5, 5, o)).toBe(false);
      expect(isOnMap(offsetToAxial({ col: 4, row: 4 }, o), 5, 5, o)).toBe(true);
    }
  });

  it('consecutive cells of a pointy row are neighbours', () => {
    const row = [0, 1, 2, 3].map((col) => offsetToAxial({ col, row: 3 }, 'pointy'));
    for (let i = 1; i < row.length; i++) expect(hexDistance(row[i - 1]!, row[i]!)).toBe(1);
  });
});

describe('sidesReadout', () => {
  it('names the doors on a hex\'s sides in words, secret ones included, and nothing elsewhere', () => {
    const map = MORE_EXAMPLES.find((e) => e.slug === 'the-farmhouse')!.encounter().map;
    const doors = map.edges!.filter((e) => e.kind === 'door');
    expect(doors.length).toBeGreaterThan(0);
    for (const d of doors) {
      const words = `${d.door!.state}${d.door!.secret ? ' secret' : ''} door`;
      expect(sidesReadout(map, d.a)).toContain(words);
      expect(sidesReadout(map, d.b)).toContain(words);
    }
    expect(sidesReadout(map, { q: 0, r: 0 })).toBe('');
    expect(sidesReadout({ ...map, edges: [] }, doors[0]!.a)).toBe('');
  });

  it('names windows, low walls with their cover and counts walls, doors first', () => {
    const h = { q: 3, r: 3 };
    const [ne, e, se, sw, w] = hexNeighbors(h);
    const map = {
      ...MORE_EXAMPLES.find((x) => x.slug === 'the-farmhouse')!.encounter().map,
      edges: [
        { a: h, b: ne!, kind: 'wall' as const },
        { a: e!, b: h, kind: 'window' as const },
        { a: h, b: se!, kind: 'low-wall' as const, cover: 4, structure: 20 },
        { a: h, b: sw!, kind: 'wall' as const },
        { a: h, b: w!, kind: 'door' as const, door: { state: 'locked' as const, secret: false } },
      ],
    };
    expect(sidesReadout(map, h)).toBe(' · locked door, window, low wall (cover 4), 2 walls');
    // From the hex beyond the window, only the window is on its sides.
    expect(sidesReadout(map, e!)).toBe(' · window');
  });
});
