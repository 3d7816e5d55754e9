import { describe, expect, it } from 'vitest';
import { readUvtt, snapUvtt, lineKey, MAX_IMAGE_PIXELS } from '../../../shared/uvtt';
import { hexDistance, hexKey } from '../../../shared/hex';
import { pngImage, roomMap } from '../../fixtures/uvttMaps';

const text = (o: unknown) => JSON.stringify(o);
const read = (o: unknown, name = 'room.dd2vtt') => readUvtt(name, text(o));
const errorOf = (o: unknown) => {
  const r = read(o);
  if (r.ok) throw new Error('expected a refusal');
  return r.errors[0]!;
};

describe('reading a Universal VTT file', () => {
  for (const format of [0.2, 0.3] as const) {
    it(`reads format ${format}: its image by its bytes, and notes what it sets aside`, () => {
      const r = read(roomMap(format));
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.value.image).toMatchObject({ type: 'png', width: 320, height: 256 });
      expect(r.value.notes).toEqual(['1 light left out: Hexfray\'s map has no lighting.', 'The environment settings (ambient light, baked lighting) are left out.']);
    });
  }

  it('names the file, the field and what was expected for each kind of bad input', () => {
    const room = roomMap();
    expect(errorOf({ ...room, format: 1 })).toMatchObject({ file: 'room.dd2vtt', path: 'format', expected: expect.stringContaining('0.2 or 0.3') });
    const { resolution: _r, ...noResolution } = room;
    expect(errorOf(noResolution)).toMatchObject({ path: 'resolution', expected: expect.stringContaining('map_origin, map_size and pixels_per_grid') });
    expect(errorOf({ ...room, image: 'iVBOR#w0KGgo' })).toMatchObject({ path: 'image', expected: expect.stringContaining('not base64 at position 6') });
    expect(errorOf({ ...room, image: pngImage(10, 10).subarray(0, 20).toString('base64') })).toMatchObject({ path: 'image', expected: expect.stringContaining('cut short') });
    expect(errorOf({ ...room, image: Buffer.from('GIF89a not ours at all').toString('base64') })).toMatchObject({ path: 'image', expected: 'a PNG, WebP or JPEG image' });
    expect(errorOf({ ...room, line_of_sight: [[{ x: 1, y: 1 }, { x: 40, y: 2 }]] })).toMatchObject({ path: 'line_of_sight.0.1', expected: expect.stringContaining('found x 40, y 2') });
    const many = Array.from({ length: 10_001 }, (_, i) => [{ x: i % 10, y: 0 }, { x: i % 10, y: 1 }, { x: i % 10, y: 2 }]);
    expect(errorOf({ ...room, line_of_sight: many })).toMatchObject({ path: 'line_of_sight', expected: expect.stringContaining('at most 20,000 wall segments') });
    expect(read('{"format": 0.3, "image": ').ok).toBe(false);
  });

  it('refuses an image bomb by the size its header declares, before decoding it', () => {
    const bomb = pngImage(4, 4);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    const e = errorOf({ ...roomMap(), image: bomb.toString('base64') });
    expect(e.path).toBe('image');
    expect(e.expected).toContain('declares 100000 x 100000');
    expect(100_000 * 100_000).toBeGreaterThan(MAX_IMAGE_PIXELS);
  });
});

describe('snapping the room onto hexes', () => {
  const room = () => {
    const r = read(roomMap());
    if (!r.ok) throw new Error('the fixture must read');
    return r.value;
  };

  it('lays a board over the whole image, and walls, a door and a window on hex sides between neighbours', () => {
    const out = snapUvtt(room());
    // A hex as wide as a 32-pixel cell: 10 across 320 pixels, rows 27.7 pixels apart down 256.
    expect(out.board).toEqual({ width: 10, height: 9, orientation: 'pointy' });
    expect(out.edges.every((e) => hexDistance(e.a, e.b) === 1)).toBe(true);
    const kinds = (k: string) => out.edges.filter((e) => e.kind === k);
    expect(kinds('wall').length).toBeGreaterThan(20);
    expect(kinds('door').length).toBeGreaterThan(0);
    expect(kinds('door').every((e) => e.door?.state === 'closed' && e.door.secret === false)).toBe(true);
    expect(kinds('window').length).toBeGreaterThan(0);
    const keys = out.edges.map((e) => [hexKey(e.a), hexKey(e.b)].sort().join('|'));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('reports each line\'s deviation: sides stray less than a hex from the wall', () => {
    const out = snapUvtt(room());
    const size = 32 / Math.sqrt(3);
    expect(out.lines.map((l) => l.kind)).toEqual(['wall', 'wall', 'wall', 'object', 'door', 'window']);
    for (const l of out.lines) {
      expect(l.sides.length).toBeGreaterThan(0);
      expect(l.deviation).toBeLessThan(size);
    }
  });

  it('a wall the GM switches to whole hexes becomes wall hexes; a dropped one leaves nothing', () => {
    const base = snapUvtt(room());
    const cells = snapUvtt(room(), undefined, { [lineKey('wall', 1)]: 'cells' });
    expect(cells.wallHexes.length).toBeGreaterThan(0);
    expect(cells.lines[1]).toMatchObject({ choice: 'cells', deviation: 0, sides: [] });
    expect(cells.lines[1]!.cells).toEqual(cells.wallHexes);
    // The door beside that wall is still there.
    expect(cells.edges.filter((e) => e.kind === 'door')).toHaveLength(base.edges.filter((e) => e.kind === 'door').length);
    const dropped = snapUvtt(room(), undefined, { [lineKey('object', 0)]: 'drop' });
    expect(dropped.edges.length).toBeLessThan(base.edges.length);
    expect(dropped.lines[3]).toMatchObject({ choice: 'drop', sides: [], cells: [] });
  });

  it('follows the alignment: bigger hexes give a smaller board, and the image is placed to match', () => {
    const out = snapUvtt(room(), { orientation: 'flat', hexWidth: 64, offset: { x: 8, y: 0 } });
    expect(out.board.orientation).toBe('flat');
    expect(out.board.width).toBeLessThan(10);
    expect(out.background.scale).toBeCloseTo(28 / 32, 9);
    expect(out.background.offsetX).toBeCloseTo(-(8 + 32) * (28 / 32), 9);
  });
});
