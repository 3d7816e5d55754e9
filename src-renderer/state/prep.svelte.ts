// The encounter being prepared: every edit replaces the encounter with a new one (validated
// shapes, plain data), records the old one for undo, and tells its owner, which autosaves a draft.
import { areNeighbors, axialToOffset, hexEquals, hexKey, isOnMap, offsetToAxial, type Hex, type Orientation } from '../../shared/hex';
import type { AnyCombatant, Encounter, TerrainCell } from '../../shared/model/schema';
import type { Command } from '../../shared/model/commands';
import { History } from './history';
import { bodyOf, type Placed } from '../../shared/model/body';
import type { FootprintSize } from '../../shared/hex';
import { bodyBlocked } from './prepBodies';
import { isSolidCell } from './freeHex';
import { blocksStep, edgeWords } from '../../shared/model/edges';
import { edgeOf, paintableSide, withEdge, type DoorStyle, type EdgeKind } from './prepEdges';

/** What the GM chooses as combat starts, beyond the encounter (Waylights: the side that meant to surprise). */
export type StartOptions = Omit<Extract<Command, { type: 'start-combat' }>, 'type' | 'order'>;

export type Brush =
  | { kind: 'wall' }
  | { kind: 'difficult'; cost: number }
  | { kind: 'cover'; name: string; value: number; structure: number; blocksSight: boolean }
  | { kind: 'erase' }
  /** Paints a wall, door, window or low wall on the hex side under the pointer (RULES.md 5.4). */
  | { kind: 'edge'; edge: EdgeKind }
  | { kind: 'edge-erase' };

/** Whether a brush paints hex sides rather than hexes. */
export function paintsSides(brush: Brush | null): boolean {
  return brush?.kind === 'edge' || brush?.kind === 'edge-erase';
}

/** A short unique id for new combatants and cover objects. */
export function newId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
}

export class PrepEditor {
  encounter = $state.raw<Encounter>(null as unknown as Encounter);
  /** Bumps on every change, for autosave and the unsaved marker. */
  revision = $state(0);
  savedRevision = $state(0);
  selected = $state<string | null>(null);
  brush = $state<Brush | null>(null);
  /** How the door brush paints a new door: closed, open or locked, secret or not. */
  doorStyle = $state<DoorStyle>({ state: 'closed', secret: false });
  /** How the fight will start (the start-combat command's choices); not part of the encounter file. */
  startOptions = $state.raw<StartOptions>({});
  private history = new History<Encounter>();
  /** True while a brush stroke runs: its paints make one undo step (see beginStroke). */
  private stroking = false;
  private strokeRecorded = false;
  canUndo = $state(false);
  canRedo = $state(false);

  /**
   * `onchange` hears every change, undo and redo. `unsaved` starts the editor with changes no file
   * holds (a recovered draft), so the unsaved marker shows and closing asks.
   */
  constructor(encounter: Encounter, private readonly onchange: () => void = () => {}, unsaved = false) {
    this.encounter = encounter;
    if (unsaved) this.savedRevision = -1;
  }

  get dirty(): boolean {
    return this.revision !== this.savedRevision;
  }

  /** Whether a fight can start: it takes two to fight. */
  get canStart(): boolean {
    return this.encounter.combatants.length >= 2;
  }

  /** Replaces the encounter with `next`, recording the old one for undo. */
  private change(next: Encounter): void {
    if (next === this.encounter) return;
    // A stroke's first paint records the map before it; the rest of the stroke adds to that step.
    if (!this.stroking || !this.strokeRecorded) this.history.push(this.encounter);
    if (this.stroking) this.strokeRecorded = true;
    this.encounter = next;
    this.revision++;
    this.sync();
    this.onchange();
  }

  private sync(): void {
    this.canUndo = this.history.canUndo;
    this.canRedo = this.history.canRedo;
  }

  /**
   * Starts a brush stroke (the pointer pressed with a brush): every hex or side it paints until
   * endStroke is one undo step, as a GM undoes "that wall", not each of its sides.
   */
  beginStroke(): void {
    this.stroking = true;
    this.strokeRecorded = false;
  }

  endStroke(): void {
    this.stroking = false;
  }

  undo(): void {
    this.endStroke();
    const prev = this.history.undo(this.encounter);
    if (prev) {
      this.encounter = prev;
      this.revision++;
      this.onchange();
    }
    this.sync();
  }

  redo(): void {
    this.endStroke();
    const next = this.history.redo(this.encounter);
    if (next) {
      this.encounter = next;
      this.revision++;
      this.onchange();
    }
    this.sync();
  }

  setStartOptions(options: StartOptions): void {
    this.startOptions = options;
  }

  /** Picks the brush the map paints with; null selects and moves tokens. */
  setBrush(brush: Brush | null): void {
    this.brush = brush;
  }

  /** Records that a file now holds revision `revision` (the one sent to the save; edits since stay unsaved). */
  markSaved(revision = this.revision): void {
    this.savedRevision = revision;
  }

  rename(name: string): void {
    if (name.trim() && name !== this.encounter.name) this.change({ ...this.encounter, name: name.trim() });
  }

  setNotes(gmNotes: string): void {
    if (gmNotes !== this.encounter.gmNotes) this.change({ ...this.encounter, gmNotes });
  }

  /** Changes the named rules settings of the encounter's system (validated by the caller against its schema). */
  setSettings(patch: Record<string, unknown>): void {
    const settings = { ...this.encounter.settings, ...patch };
    if (JSON.stringify(settings) !== JSON.stringify(this.encounter.settings)) this.change({ ...this.encounter, settings } as Encounter);
  }

  setMap(patch: Partial<Omit<Encounter['map'], 'orientation'>>): void {
    this.change({ ...this.encounter, map: { ...this.encounter.map, ...patch } });
  }

  /**
   * Turns the hexes pointy-top or flat-top, each terrain cell and combatant keeping its column and
   * row, so everything stays on the map where the GM put it. Refused (returns why) while the map
   * holds hex sides or bodies bigger than one hex: those are shapes along the hexes' sides, which
   * the other orientation does not have, so they could not be kept as drawn.
   */
  setOrientation(orientation: Orientation): string | null {
    const enc = this.encounter;
    const from = enc.map.orientation;
    if (orientation === from) return null;
    const sides = enc.map.edges?.length ?? 0;
    const big = enc.combatants.filter((c) => (c.footprint?.size ?? 1) > 1).map((c) => c.name);
    if (sides > 0 || big.length > 0) {
      const held = [sides > 0 ? `${sides} hex side${sides === 1 ? '' : 's'} with walls, doors or windows` : '', big.length > 0 ? `the big bod${big.length === 1 ? 'y' : 'ies'} of ${big.join(', ')}` : ''];
      const todo = [sides > 0 ? 'erase the sides' : '', big.length > 0 ? `make ${big.length === 1 ? 'that body' : 'those bodies'} 1 hex` : ''];
      const list = (xs: string[]) => xs.filter(Boolean).join(' and ');
      return `The hexes stay ${from}-top: the map holds ${list(held)}, which ${orientation}-top hexes cannot keep as drawn. To turn them, ${list(todo)} first.`;
    }
    const moved = <T extends Hex>(h: T): T => ({ ...h, ...offsetToAxial(axialToOffset(h, from), orientation) });
    this.change({
      ...enc,
      map: { ...enc.map, orientation, terrain: enc.map.terrain.map(moved) },
      combatants: enc.combatants.map((c) => ({ ...c, position: moved(c.position) })),
    } as Encounter);
    return null;
  }

  /** Sets how the door brush paints new doors. */
  setDoorStyle(style: Partial<DoorStyle>): void {
    this.doorStyle = { ...this.doorStyle, ...style };
  }

  /**
   * Paints the side between a and b with the current side brush; the same edge twice changes
   * nothing. Refused (returns why) where it would cut a big body in two, as a wall hex is never
   * painted under a token.
   */
  paintSide(a: Hex, b: Hex, brush: Brush | null = this.brush): string | null {
    if (brush?.kind !== 'edge' && brush?.kind !== 'edge-erase') return null;
    const map = this.encounter.map;
    const edge = brush.kind === 'edge' ? edgeOf(a, b, brush.edge, this.doorStyle) : null;
    if (edge && blocksStep(edge)) {
      const cut = this.encounter.combatants.find((c) => { const body = bodyOf(c); return body.some((h) => hexEquals(h, a)) && body.some((h) => hexEquals(h, b)); });
      if (cut) return `No ${edgeWords(edge)} there: that side runs through ${cut.name}'s body`;
    }
    // The map's own border is no side between two hexes: a wall there would stand against nothing.
    if (!paintableSide(map, a, b)) return areNeighbors(a, b) ? 'The map\u2019s edge holds no wall, door or window: there is no hex beyond it' : null;
    const edges = withEdge(map, a, b, edge);
    if (!edges) return null;
    const { edges: _old, ...rest } = map;
    this.change({ ...this.encounter, map: edges.length ? { ...rest, edges: [...edges] } : rest });
    return null;
  }

  /** Paints one hex with the current brush; painting the same thing twice changes nothing. */
  paint(hex: Hex, brush: Brush | null = this.brush): void {
    if (!brush || paintsSides(brush)) return;
    const enc = this.encounter;
    // A stroke that runs past the map's edge paints nothing there (a file cannot hold it).
    if (!isOnMap(hex, enc.map.width, enc.map.height, enc.map.orientation)) return;
    const key = hexKey(hex);
    const rest = enc.map.terrain.filter((t) => hexKey(t) !== key);
    const existing = enc.map.terrain.find((t) => hexKey(t) === key);
    let cell: TerrainCell | null = null;
    if (brush.kind === 'wall') cell = { q: hex.q, r: hex.r, kind: 'wall' };
    else if (brush.kind === 'difficult') cell = { q: hex.q, r: hex.r, kind: 'difficult', cost: brush.cost };
    else if (brush.kind === 'cover') {
      cell = { q: hex.q, r: hex.r, kind: 'cover', id: newId('cover'), name: brush.name, value: brush.value, structure: brush.structure, maxStructure: brush.structure, blocksSight: brush.blocksSight };
    }
    if (!cell && !existing) return;
    if (cell && existing && existing.kind === cell.kind && (cell.kind !== 'difficult' || (existing.kind === 'difficult' && existing.cost === cell.cost)) && cell.kind !== 'cover') return;
    // Walls and solid cover cannot hold a token: painting them under one is refused by leaving it.
    if (cell && isSolidCell(cell) && enc.combatants.some((c) => bodyOf(c).some((h) => hexEquals(h, hex)))) return;
    this.change({ ...enc, map: { ...enc.map, terrain: cell ? [...rest, cell] : rest } });
  }

  addCombatant(c: AnyCombatant): void {
    this.change({ ...this.encounter, combatants: [...this.encounter.combatants, c] } as Encounter);
    this.selected = c.id;
  }

  updateCombatant(id: string, patch: Partial<AnyCombatant>): void {
    this.change({
      ...this.encounter,
      combatants: this.encounter.combatants.map((c) => (c.id === id ? { ...c, ...patch } : c)),
    } as Encounter);
  }

  /**
   * What the players' screen calls a combatant: its name (undefined, the field left out), a
   * stand-in such as "a bandit", or nothing (null).
   */
  setPlayersName(id: string, playersName: string | null | undefined): void {
    const value = typeof playersName === 'string' ? playersName.trim() || undefined : playersName;
    this.change({
      ...this.encounter,
      combatants: this.encounter.combatants.map((c) => {
        if (c.id !== id) return c;
        const { playersName: _old, ...rest } = c;
        return value === undefined ? rest : { ...rest, playersName: value };
      }),
    } as Encounter);
  }

  /** Gives a combatant token art (a library image name), or takes it away (null: the field left out). */
  setPortrait(id: string, portrait: string | null): void {
    this.change({
      ...this.encounter,
      combatants: this.encounter.combatants.map((c) => {
        if (c.id !== id) return c;
        const { portrait: _old, ...rest } = c;
        return portrait === null ? rest : { ...rest, portrait };
      }),
    } as Encounter);
  }

  /** Moves a token's anchor to a hex; refused (returns a reason) when its body would not fit there. */
  place(id: string, hex: Hex): string | null {
    const c = this.encounter.combatants.find((x) => x.id === id);
    if (!c) return null;
    const why = bodyBlocked(this.encounter, id, { position: hex, footprint: c.footprint });
    if (why) return why;
    this.updateCombatant(id, { position: hex });
    return null;
  }

  /**
   * Gives a combatant a body of `size` hexes turned `turn` (RULES.md 5.2); refused (returns a
   * reason) when it would not fit where the combatant stands. One hex leaves the field out, as files before footprints.
   */
  setFootprint(id: string, size: FootprintSize, turn = 0): string | null {
    const c = this.encounter.combatants.find((x) => x.id === id);
    if (!c) return null;
    const footprint = size === 1 ? undefined : size === 3 ? { size, turn: ((turn % 6) + 6) % 6 } : { size };
    const placed: Placed = { position: c.position, footprint };
    const why = bodyBlocked(this.encounter, id, placed);
    if (why) return why;
    this.change({
      ...this.encounter,
      combatants: this.encounter.combatants.map((x) => {
        if (x.id !== id) return x;
        const { footprint: _old, ...rest } = x;
        return footprint ? { ...rest, footprint } : rest;
      }),
    } as Encounter);
    return null;
  }

  rotate(id: string, by: 1 | -1): void {
    const c = this.encounter.combatants.find((x) => x.id === id);
    if (!c) return;
    const facing = c.facing === null ? 0 : (((c.facing + by) % 6) + 6) % 6;
    this.updateCombatant(id, { facing });
  }

  /** Adds a copy of a combatant, numbered, where `free` finds room for its body near it. */
  duplicate(id: string, free: (near: Hex, fits: (anchor: Hex) => boolean) => Hex | null): void {
    const c = this.encounter.combatants.find((x) => x.id === id);
    if (!c) return;
    const hex = free(c.position, (anchor) => bodyBlocked(this.encounter, '', { position: anchor, footprint: c.footprint }) === null);
    if (!hex) return;
    const n = this.encounter.combatants.filter((x) => x.name.replace(/ \d+$/, '') === c.name.replace(/ \d+$/, '')).length + 1;
    const name = `${c.name.replace(/ \d+$/, '')} ${n}`;
    this.addCombatant({ ...c, id: newId('c'), name, position: hex, sheet: { ...c.sheet, name } } as AnyCombatant);
  }

  remove(id: string): void {
    this.change({ ...this.encounter, combatants: this.encounter.combatants.filter((c) => c.id !== id) } as Encounter);
    if (this.selected === id) this.selected = null;
  }
}
