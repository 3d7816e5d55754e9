// Universal VTT maps onto the hex grid: read and check a `.dd2vtt`/`.uvtt`/`.df2vtt` file, then,
// for the GM's alignment of the grid, snap its walls, object outlines and portals onto hex sides
// (or whole hexes, per wall, as the GM chooses) and report how far each moved.
import type { FileError } from '../files/fileError';
import { joinPath } from '../files/fileError';
import { findJsonSyntaxProblem } from '../files/jsonSyntax';
import { formatBytes } from '../files/limits';
import { lineColumn } from '../files/textPosition';
import { friendlyIssue, issuesToFileErrors } from '../files/zodIssues';
import { hexKey, hexLine, isOnMap, pixelToHex, type Hex, type Point } from '../hex';
import { imageSize, sniffImage, type ImageType } from '../model/imageType';
import { decodeBase64 } from './base64';
import { alignedLayout, backgroundPlacement, boardOver, defaultAlignment, type HexAlignment } from './grid';
import { MAX_UVTT_SEGMENTS, uvttSchema, type UvttFile, type UvttPoint } from './schema';
import { SideSnapper, type Side } from './snap';

export { defaultAlignment, type HexAlignment } from './grid';
export type { UvttFile } from './schema';
export type { Side } from './snap';

/** The largest Universal VTT file read: its image is base64 text, a third larger than the image. */
export const MAX_UVTT_BYTES = 40 * 1024 * 1024;
/** The largest image accepted, by its declared pixels: a small file may declare a huge picture (an image bomb). */
export const MAX_IMAGE_PIXELS = 8192 * 8192;
const MAX_IMAGE_SIDE = 16384;
/** A portal at most this many grid cells long is a window; longer ones are doors. */
const WINDOW_CELLS = 0.75;

/** A checked Universal VTT file: its data, its image's bytes and size, and its own unit (pixels per grid cell). */
export type UvttRead = { file: UvttFile; image: { bytes: Uint8Array; base64: string; type: ImageType; width: number; height: number }; notes: string[] };

/** Reads and checks a Universal VTT text; every problem names the file, the field and what was expected. */
export function readUvtt(fileName: string, text: string): { ok: true; value: UvttRead } | { ok: false; errors: FileError[] } {
  const whole = (expected: string, path = ''): { ok: false; errors: FileError[] } => ({ ok: false, errors: [{ file: fileName, path, expected }] });
  if (text.length > MAX_UVTT_BYTES) return whole(`a map file of at most ${formatBytes(MAX_UVTT_BYTES)} (this one is ${formatBytes(text.length)})`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    const problem = findJsonSyntaxProblem(text);
    return { ok: false, errors: [{ file: fileName, path: '', expected: problem?.expected ?? 'valid JSON', ...(problem ? lineColumn(text, problem.index) : {}) }] };
  }
  const parsed = uvttSchema.safeParse(data, { error: friendlyIssue });
  if (!parsed.success) return { ok: false, errors: issuesToFileErrors(fileName, parsed.error.issues) };
  const file = parsed.data;
  const segments = [...(file.line_of_sight ?? []), ...(file.objects_line_of_sight ?? [])].reduce((n, line) => n + line.length - 1, 0);
  if (segments > MAX_UVTT_SEGMENTS) return whole(`at most ${MAX_UVTT_SEGMENTS.toLocaleString('en')} wall segments in all (this file has ${segments.toLocaleString('en')})`, 'line_of_sight');

  const base64 = file.image.replace(/^data:image\/[a-z]+;base64,/, '').replace(/\s+/g, '');
  const decoded = decodeBase64(base64);
  if (!decoded.ok) return whole(`the map image as base64 text (a character that is not base64 at position ${decoded.at + 1})`, 'image');
  const size = imageSize(decoded.bytes);
  if (!size) return whole(sniffImage(decoded.bytes) ? 'a whole image (its header is cut short)' : 'a PNG, WebP or JPEG image', 'image');
  if (size.width < 1 || size.height < 1 || size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS) {
    return whole(`an image of at most ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1024 / 1024} megapixels (this one declares ${size.width} x ${size.height})`, 'image');
  }

  const { map_origin: origin, map_size: cells, pixels_per_grid: ppg } = file.resolution;
  const outside = firstOutside(file, origin, cells);
  if (outside) return whole(`a point on the map, within ${cells.x} x ${cells.y} grid cells of its origin (found x ${outside.point.x}, y ${outside.point.y})`, outside.path);

  const notes: string[] = [];
  if (Math.abs(size.width - cells.x * ppg) > ppg / 2 || Math.abs(size.height - cells.y * ppg) > ppg / 2) {
    notes.push(`The image is ${size.width} x ${size.height} pixels where the file's grid gives ${Math.round(cells.x * ppg)} x ${Math.round(cells.y * ppg)}: check the alignment.`);
  }
  if (file.lights?.length) notes.push(`${file.lights.length} light${file.lights.length === 1 ? '' : 's'} left out: Hexfray's map has no lighting.`);
  if (file.environment !== undefined) notes.push('The environment settings (ambient light, baked lighting) are left out.');
  return { ok: true, value: { file, image: { bytes: decoded.bytes, base64, ...size }, notes } };
}

/** The first wall or portal point outside the map (a grid cell of slack), with its field path. */
function firstOutside(file: UvttFile, origin: UvttPoint, cells: UvttPoint): { path: string; point: UvttPoint } | null {
  const off = (p: UvttPoint) => p.x < origin.x - 1 || p.y < origin.y - 1 || p.x > origin.x + cells.x + 1 || p.y > origin.y + cells.y + 1;
  for (const field of ['line_of_sight', 'objects_line_of_sight'] as const) {
    for (const [i, line] of (file[field] ?? []).entries()) {
      const j = line.findIndex(off);
      if (j >= 0) return { path: joinPath([field, i, j]), point: line[j]! };
    }
  }
  for (const [i, portal] of (file.portals ?? []).entries()) {
    const j = portal.bounds.findIndex(off);
    if (j >= 0) return { path: joinPath(['portals', i, 'bounds', j]), point: portal.bounds[j]! };
  }
  return null;
}

/** What becomes of one wall line: snapped onto hex sides (the default), whole hexes, or left out. */
export type WallChoice = 'sides' | 'cells' | 'drop';

/** One line of the file as imported: where it came from, what it became, and how far its sides stray from it. */
export type ImportedLine = {
  kind: 'wall' | 'object' | 'door' | 'window';
  /** Its index in the file's list (line_of_sight, objects_line_of_sight or portals). */
  index: number;
  /** The line in image pixels, for drawing over the image. */
  points: Point[];
  choice: WallChoice;
  /** The hex sides it became (none when whole hexes or left out). */
  sides: Side[];
  /** The wall hexes it became (whole hexes only). */
  cells: Hex[];
  /** The largest distance, in image pixels, between the line and the sides it became (0 for whole hexes). */
  deviation: number;
};

/** A map edge as the encounter file holds it (RULES.md 5.4). */
export type ImportedEdge = { a: Hex; b: Hex; kind: 'wall' | 'door' | 'window'; door?: { state: 'open' | 'closed'; secret: boolean } };

/** The import for one alignment: the board, the image's place under it, the edges, wall hexes, and a line per wall. */
export type UvttImport = {
  board: { width: number; height: number; orientation: HexAlignment['orientation'] };
  background: { scale: number; offsetX: number; offsetY: number };
  edges: ImportedEdge[];
  wallHexes: Hex[];
  lines: ImportedLine[];
  notes: string[];
};

/** A wall line's choice key: its kind and index, as in ImportedLine. */
export const lineKey = (kind: ImportedLine['kind'], index: number): string => `${kind}:${index}`;

/** Snaps the file's walls, object outlines and portals for `alignment` (the grid's default when absent). */
export function snapUvtt(read: UvttRead, alignment?: HexAlignment, choices: Readonly<Record<string, WallChoice>> = {}): UvttImport {
  const { file, image } = read;
  const { map_origin: origin, pixels_per_grid: ppg } = file.resolution;
  const align = alignment ?? defaultAlignment(ppg);
  const layout = alignedLayout(align);
  const board = boardOver(layout, image.width, image.height);
  const toPixels = (p: UvttPoint): Point => ({ x: (p.x - origin.x) * ppg, y: (p.y - origin.y) * ppg });
  const onBoard = (h: Hex) => isOnMap(h, board.width, board.height, align.orientation);
  const snapper = new SideSnapper(layout);

  const edges = new Map<string, ImportedEdge>();
  const walls = new Map<string, Hex>();
  const lines: ImportedLine[] = [];
  let offBoard = 0;
  const add = (side: Side, edge: ImportedEdge, overrides: boolean) => {
    if (!onBoard(side.a) || !onBoard(side.b)) {
      offBoard++;
      return;
    }
    const k = side.a.q < side.b.q || (side.a.q === side.b.q && side.a.r < side.b.r) ? `${hexKey(side.a)}|${hexKey(side.b)}` : `${hexKey(side.b)}|${hexKey(side.a)}`;
    if (overrides || !edges.has(k)) edges.set(k, edge);
  };
  const take = (kind: ImportedLine['kind'], index: number, raw: readonly UvttPoint[]) => {
    const points = raw.map(toPixels);
    const choice = choices[lineKey(kind, index)] ?? 'sides';
    if (choice === 'drop') return lines.push({ kind, index, points, choice, sides: [], cells: [], deviation: 0 });
    if (choice === 'cells') {
      const cells: Hex[] = [];
      for (let i = 1; i < points.length; i++) {
        for (const h of hexLine(pixelToHex(layout, points[i - 1]!), pixelToHex(layout, points[i]!))) {
          if (!onBoard(h) || cells.some((c) => c.q === h.q && c.r === h.r)) continue;
          cells.push(h);
          walls.set(hexKey(h), h);
        }
      }
      return lines.push({ kind, index, points, choice, sides: [], cells, deviation: 0 });
    }
    const snapped = snapper.polyline(points);
    const portal = kind === 'door' || kind === 'window';
    for (const side of snapped.sides) {
      const edge: ImportedEdge = kind === 'door'
        ? { ...side, kind: 'door', door: { state: file.portals![index]!.closed ? 'closed' : 'open', secret: false } }
        : { ...side, kind: kind === 'window' ? 'window' : 'wall' };
      // A portal sits in a wall: where both fall on one side, the door or window is what is there.
      add(side, edge, portal);
    }
    return lines.push({ kind, index, points, choice, sides: snapped.sides, cells: [], deviation: snapped.deviation });
  };
  for (const [i, line] of (file.line_of_sight ?? []).entries()) take('wall', i, line);
  for (const [i, line] of (file.objects_line_of_sight ?? []).entries()) take('object', i, line);
  for (const [i, portal] of (file.portals ?? []).entries()) {
    const [a, b] = portal.bounds;
    take(Math.hypot(b.x - a.x, b.y - a.y) <= WINDOW_CELLS ? 'window' : 'door', i, portal.bounds);
  }

  const notes = [...read.notes];
  if (board.cut) notes.push('The image needs more than 200 hexes a side at this hex size: the board is cut to 200.');
  if (offBoard) notes.push(`${offBoard} hex side${offBoard === 1 ? '' : 's'} on the board's rim or beyond it left out.`);
  // A wall hex and a wall on one of its sides say the same twice: the hex is kept. Doors and
  // windows stay wherever they are, so no door of the file is lost beside a wall made whole hexes.
  const solid = new Set(walls.keys());
  const kept = [...edges.values()].filter((e) => e.kind !== 'wall' || (!solid.has(hexKey(e.a)) && !solid.has(hexKey(e.b))));
  return { board: { width: board.width, height: board.height, orientation: align.orientation }, background: backgroundPlacement(layout), edges: kept, wallHexes: [...walls.values()], lines, notes };
}
