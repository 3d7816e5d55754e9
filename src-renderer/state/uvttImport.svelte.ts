// A Universal VTT map being lined up with the hex grid before it becomes an encounter: the file as
// read, the GM's alignment (orientation, hex width, offset), what becomes of each wall line, and
// the encounter's own fields. The snapped result follows every change at once.
import { encounterSchema } from '../../shared/systems/registry';
import type { Encounter, SystemId } from '../../shared/model/schema';
import { defaultAlignment, lineKey, snapUvtt, type HexAlignment, type ImportedLine, type UvttImport, type UvttRead, type WallChoice } from '../../shared/uvtt';

/** A hex between 8 and 512 image pixels wide: smaller is unreadable, larger holds no map. */
export const HEX_WIDTH_RANGE = { min: 8, max: 512 } as const;

/** What a line's deviation says at a glance, by how far its sides stray against a hex's width. */
export type Fit = 'close' | 'loose' | 'far';

/**
 * How well a line's hex sides follow it, against a hex's width: close up to 0.3, loose up to 0.55,
 * far beyond. Hex sides zig-zag, so even the best path strays: half a hex's width along a wall
 * that runs across the hexes' flat sides (a vertical wall on pointy-top hexes), which is loose;
 * far means the grid is not where the walls are.
 */
export function fitOf(line: ImportedLine, hexWidth: number): Fit {
  const share = line.deviation / hexWidth;
  return share <= 0.3 ? 'close' : share <= 0.55 ? 'loose' : 'far';
}

export class UvttImportState {
  alignment = $state.raw<HexAlignment>(null as unknown as HexAlignment);
  choices = $state.raw<Readonly<Record<string, WallChoice>>>({});
  /** The line the GM picked on the overlay, by its key. */
  selected = $state<string | null>(null);
  name = $state('');
  metersPerHex = $state(1.5);
  readonly result: UvttImport;

  constructor(readonly read: UvttRead, readonly fileName: string) {
    this.alignment = defaultAlignment(read.file.resolution.pixels_per_grid);
    this.name = fileName.replace(/\.(dd2vtt|uvtt|df2vtt|json)$/i, '') || 'Imported map';
    this.result = $derived(snapUvtt(this.read, this.alignment, this.choices));
  }

  setOrientation(orientation: HexAlignment['orientation']): void {
    this.alignment = { ...this.alignment, orientation };
  }

  /** Sets how wide a hex is in image pixels, kept within HEX_WIDTH_RANGE. */
  setHexWidth(width: number): void {
    if (!Number.isFinite(width)) return;
    this.alignment = { ...this.alignment, hexWidth: Math.min(HEX_WIDTH_RANGE.max, Math.max(HEX_WIDTH_RANGE.min, width)) };
  }

  /** Moves the grid over the image, by image pixels. */
  moveGrid(dx: number, dy: number): void {
    const { x, y } = this.alignment.offset;
    this.alignment = { ...this.alignment, offset: { x: x + dx, y: y + dy } };
  }

  setOffset(x: number, y: number): void {
    if (Number.isFinite(x) && Number.isFinite(y)) this.alignment = { ...this.alignment, offset: { x, y } };
  }

  /** What becomes of line `key`: hex sides, whole hexes, or left out. */
  choose(key: string, choice: WallChoice): void {
    const { [key]: _was, ...rest } = this.choices;
    this.choices = choice === 'sides' ? rest : { ...rest, [key]: choice };
  }

  /** The line picked on the overlay, as imported now. */
  get selectedLine(): ImportedLine | null {
    return this.result.lines.find((l) => lineKey(l.kind, l.index) === this.selected) ?? null;
  }

  /** The encounter the import makes for `system` (with its default `settings`), its image kept in the library as `asset`; or what is wrong with it. */
  encounter(asset: string, system: SystemId, settings: Encounter['settings']): { ok: true; encounter: Encounter } | { ok: false; error: string } {
    const r = this.result;
    const parsed = encounterSchema.safeParse({
      name: this.name.trim() || 'Imported map',
      system,
      settings,
      gmNotes: `Imported from ${this.fileName} with hexes ${Math.round(this.alignment.hexWidth)} px wide (${this.alignment.orientation}-top).`,
      map: {
        width: r.board.width,
        height: r.board.height,
        orientation: r.board.orientation,
        metersPerHex: this.metersPerHex,
        background: { image: asset, ...r.background, opacity: 1 },
        terrain: r.wallHexes.map((h) => ({ q: h.q, r: h.r, kind: 'wall' })),
        edges: r.edges,
      },
      combatants: [],
    });
    if (parsed.success) return { ok: true, encounter: parsed.data };
    const issue = parsed.error.issues[0]!;
    return { ok: false, error: `${issue.path.join('.')}: ${issue.message}` };
  }
}
