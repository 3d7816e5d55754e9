// `hexfray import-uvtt`: a Dungeondraft (or any Universal VTT) map onto the hex grid as an
// encounter, its image kept as a content-addressed asset, with a line per wall saying how far its
// hex sides stray from it.
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { formatFileErrors, serializeFile } from '../../shared/files';
import { SYSTEM_IDS, systemEntry } from '../../shared/systems/registry';
import { readUvtt, snapUvtt, type HexAlignment } from '../../shared/uvtt';
import { saveAsset } from '../library/assets';
import { atomicWrite } from '../library/atomicWrite';
import { nodeFsOps } from '../library/fsOps';
import type { Io } from './commands';

export type ImportUvttOptions = {
  hexSize: string | undefined;
  offset: string | undefined;
  orientation: string | undefined;
  out: string | undefined;
  system: string | undefined;
  metersPerHex: string | undefined;
  library: string | undefined;
};

/** The library an encounter file belongs to: the folder above `encounters/`, else the file's own folder. */
function libraryOf(out: string): string {
  const dir = dirname(out);
  return basename(dir) === 'encounters' ? dirname(dir) : dir;
}

/** Runs `hexfray import-uvtt FILE --hex-size PX [--offset X,Y] [--orientation pointy|flat] --out FILE`. */
export async function importUvttCommand(file: string | undefined, opts: ImportUvttOptions, io: Io): Promise<number> {
  const usage = (why: string) => (io.err(`hexfray import-uvtt: ${why} (hexfray import-uvtt --help)`), 2);
  if (!file) return usage('name the map file (.dd2vtt, .uvtt or .df2vtt)');
  if (!opts.out) return usage('--out FILE is required: the encounter to write');
  const hexWidth = Number(opts.hexSize);
  if (opts.hexSize === undefined || !Number.isFinite(hexWidth) || hexWidth < 4 || hexWidth > 2048) return usage('--hex-size PX is required: how wide a hex is in the image, 4 to 2048 pixels');
  const orientation = opts.orientation ?? 'pointy';
  if (orientation !== 'pointy' && orientation !== 'flat') return usage(`--orientation is pointy or flat (not "${orientation}")`);
  const offset = (opts.offset ?? '0,0').split(',').map(Number);
  if (offset.length !== 2 || offset.some((n) => !Number.isFinite(n))) return usage(`--offset is X,Y in pixels, such as 12,-4 (not "${opts.offset}")`);
  const system = SYSTEM_IDS.find((id) => id === (opts.system ?? SYSTEM_IDS[0]));
  if (!system) return usage(`--system is one of ${SYSTEM_IDS.join(', ')} (not "${opts.system}")`);
  const metersPerHex = Number(opts.metersPerHex ?? 1.5);
  if (!(metersPerHex > 0 && metersPerHex <= 1000)) return usage('--meters-per-hex is a number of metres above 0');

  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    io.err(`${file}: a readable file (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
    return 1;
  }
  const read = readUvtt(file, text);
  if (!read.ok) {
    io.err(formatFileErrors(read.errors));
    return 1;
  }
  const alignment: HexAlignment = { orientation, hexWidth, offset: { x: offset[0]!, y: offset[1]! } };
  const map = snapUvtt(read.value, alignment);

  const out = resolve(opts.out);
  const library = resolve(opts.library ?? libraryOf(out));
  const name = basename(file).replace(/\.(dd2vtt|uvtt|df2vtt|json)$/i, '');
  const asset = await saveAsset(library, `${name}.${read.value.image.type}`, read.value.image.base64);
  if (!asset.ok) {
    io.err(`hexfray import-uvtt: ${asset.error.message}`);
    return 1;
  }
  const encounter = {
    name,
    system,
    // The system's settings as its sample fight holds them: complete, and each system's defaults.
    settings: systemEntry(system).examples.encounter()['settings'],
    gmNotes: `Imported from ${basename(file)} with hexes ${hexWidth} px wide (${orientation}-top).`,
    map: {
      width: map.board.width,
      height: map.board.height,
      orientation,
      metersPerHex,
      background: { image: asset.name, ...map.background, opacity: 1 },
      terrain: map.wallHexes.map((h) => ({ q: h.q, r: h.r, kind: 'wall' as const })),
      edges: map.edges,
    },
    combatants: [],
  };
  const written = serializeFile('hexfray/encounter', encounter, basename(out));
  if (!written.ok) {
    io.err(formatFileErrors(written.errors));
    return 1;
  }
  try {
    await atomicWrite(nodeFsOps, out, written.text);
  } catch (e) {
    io.err(`hexfray import-uvtt: cannot write ${opts.out} (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
    return 1;
  }
  io.out(`${map.board.width} x ${map.board.height} hexes, ${map.edges.length} hex sides (${count(map.edges, 'wall')} wall, ${count(map.edges, 'door')} door, ${count(map.edges, 'window')} window), ${map.wallHexes.length} wall hexes`);
  io.out(`image ${read.value.image.width} x ${read.value.image.height} px kept as ${join('assets', asset.name)} in ${library}`);
  io.out('deviation of each line from its hex sides (pixels, a hex is ' + hexWidth + ' px wide):');
  for (const l of map.lines) io.out(`  ${l.kind.padEnd(6)} ${String(l.index).padStart(4)}  ${String(l.sides.length + l.cells.length).padStart(4)} ${l.choice === 'cells' ? 'hexes' : 'sides'}  ${l.deviation.toFixed(1).padStart(6)} px`);
  for (const n of map.notes) io.out(`note: ${n}`);
  io.err(`wrote ${opts.out}`);
  return 0;
}

const count = (edges: readonly { kind: string }[], kind: string) => edges.filter((e) => e.kind === kind).length;
