// Changing who is in a running fight: reinforcements from the samples, the library or quick-create,
// placed on a free hex (picked on the map or found for the GM, who is told which); someone leaving;
// a hidden combatant revealed or hidden again; the turn order of a fixed-order system; a sheet
// edited in play; conditions with a duration. Each change is one engine command through the
// CombatController, so it is logged, undoable and replays. What the GM has chosen in the panel
// (side, placement, reason) is ephemeral view state.
import { hexKey, hexRound, isOnMap, offsetToAxial, mapHexes, type Hex } from '../../shared/hex';
import { bodyOf } from '../../shared/model/body';
import type { AnyCombatant, Side } from '../../shared/model/schema';
import type { CombatState, HeldCondition } from '../../shared/model/state';
import { adapterFor } from '../../shared/systems/registry';
import { freeHexNear, isSolidCell } from './freeHex';
import { hexReadout } from '../map/hexReadout';
import type { CombatController } from './combat.svelte';
import type { CombatUi } from './combatUi.svelte';
import { newId } from './prep.svelte';
import { rosterOrder } from './rosterRows';

/** The longest combatant name the encounter schema takes. */
const MAX_NAME = 60;

/** Where a reinforcement goes: the nearest free hex, found for the GM, or a hex the GM clicks on the map. */
export type Placement = 'auto' | 'map';

/** A held condition as a chip reads: "prone · 2 turns", "stunned · until removed". */
export const conditionWords = (c: HeldCondition): string => `${c.condition} · ${c.turnsLeft === null ? 'until removed' : `${c.turnsLeft} turn${c.turnsLeft === 1 ? '' : 's'} left`}`;

/** A held condition as the token's badge: its first letter (the badge is too small for more; the panel's chip has the turns). */
export const conditionMarker = (c: HeldCondition): string => c.condition.charAt(0).toUpperCase();


export class RosterControls {
  /** The side a reinforcement joins. */
  side = $state<Side>('npc');
  /** Whether a reinforcement arrives hidden from the players (an ambush still to spring). */
  arriveHidden = $state(false);
  placement = $state<Placement>('auto');
  /** Why reinforcements join, for the log. */
  reason = $state('');
  /** The name the next reinforcement from the samples or the library joins under (empty: its sheet's). */
  joinName = $state('');
  /** What the last roster change did, or why it could not: shown in the panel. */
  message = $state<string | null>(null);
  /** Why the last sheet edit was refused, shown under the sheet form. */
  sheetProblem = $state<string | null>(null);
  /** Why the last condition could not be put on or taken off, shown beside the picker. */
  conditionProblem = $state<string | null>(null);
  /** Which half of the roster panel shows: the turn order, or bringing in reinforcements. */
  view = $state<'order' | 'join'>('order');

  constructor(
    private readonly combat: CombatController,
    private readonly ui: CombatUi,
  ) {}

  get state(): CombatState {
    return this.combat.state;
  }

  /** Whether the system keeps a fixed turn order the GM can rearrange (YAUGS, Waylights; VERS hands the turn on). */
  get fixedOrder(): boolean {
    return adapterFor(this.state.encounter.system).turns === 'fixed-order';
  }

  /** Everyone in the order of the round: the order as it stands, then whoever it does not name yet. */
  get rows(): AnyCombatant[] {
    return rosterOrder(this.state);
  }

  /**
   * The order as the last command applied left it, before the journal has it and the screen shows
   * it: steps clicked in quick succession each start from the one before (↑ ↑ ↑ moves three places).
   */
  private latestOrder(): string[] {
    return rosterOrder(this.combat.session.state).map((c) => c.id);
  }

  /** The combatant the roster's keys and buttons act on: the fight's one selection (CombatUi.selected). */
  get focus(): string | null {
    return this.ui.pointer.selected;
  }

  get focused(): AnyCombatant | null {
    return this.focus ? (this.state.encounter.combatants.find((c) => c.id === this.focus) ?? null) : null;
  }

  /** Picks `id` (null: no one) for every panel, as a click on its token does. */
  focusOn(id: string | null): void {
    this.ui.pointer.selected = id;
  }

  /** A name not yet taken in the fight: "Bandit", then "Bandit 2", "Bandit 3"... */
  nameFor(base: string): string {
    const taken = this.state.encounter.combatants.map((c) => c.name);
    if (!taken.includes(base)) return base;
    let n = 2;
    while (taken.includes(`${base} ${n}`)) n++;
    return `${base} ${n}`;
  }

  /** Every hex a newcomer could stand on: on the map, not a wall or solid cover, not under any hex of a body. */
  freeHexes(): Hex[] {
    const enc = this.state.encounter;
    // Worked out and read at once, never rendered: a plain Set on purpose.
    // eslint-disable-next-line svelte/prefer-svelte-reactivity
    const closed = new Set([
      ...enc.map.terrain.filter(isSolidCell).map(hexKey),
      ...enc.combatants.flatMap((c) => bodyOf(c).map(hexKey)),
    ]);
    return mapHexes(enc.map.width, enc.map.height, enc.map.orientation).filter((h) => !closed.has(hexKey(h)));
  }

  /**
   * Where an automatic placement looks from, for a newcomer on `side`: beside the picked combatant
   * when it fights on the same side (a second archer beside the first); else the middle of that
   * side's members still in the fight, so an NPC never lands among the PCs; else the map's centre.
   */
  private anchor(side: Side): { hex: Hex; words: string } {
    const team = (s: Side) => (s === 'npc' ? 'npc' : 'party');
    const f = this.focused;
    if (f && team(f.side) === team(side)) return { hex: f.position, words: `nearest free hex to ${f.name}` };
    const own = this.state.encounter.combatants.filter((c) => team(c.side) === team(side) && !this.state.out.includes(c.id));
    if (own.length) {
      const q = own.reduce((sum, c) => sum + c.position.q, 0) / own.length;
      const r = own.reduce((sum, c) => sum + c.position.r, 0) / own.length;
      const m = this.state.encounter.map;
      const middle = hexRound({ q, r });
      // The middle of an L-shaped line-up can fall off a ragged map edge: start from a member then.
      const hex = isOnMap(middle, m.width, m.height, m.orientation) ? middle : own[0]!.position;
      return { hex, words: `nearest free hex to the ${team(side) === 'npc' ? 'NPCs' : 'PCs and allies'}` };
    }
    const m = this.state.encounter.map;
    return { hex: offsetToAxial({ col: Math.floor(m.width / 2), row: Math.floor(m.height / 2) }, m.orientation), words: 'nearest free hex to the map centre' };
  }

  /**
   * Brings a combatant with `sheet` into the fight on the GM's side and placement: on the nearest
   * free hex at once (the message says which), or on the hex the GM clicks next. True once it is
   * in: with a pick on the map, when the hex is clicked (false if the pick is cancelled). It joins
   * as `base`, by default the name the GM typed for it, else its sheet's.
   */
  async add(sheet: { name: string }, side: Side = this.side, base: string = this.joinName.trim() || sheet.name): Promise<boolean> {
    const name = this.nameFor(base.trim() || 'Newcomer');
    // A combatant file holds names of at most 60 characters: a longer one could never be saved.
    if (name.length > MAX_NAME) return this.say(`"${name.slice(0, 20)}…" is too long a name: at most ${MAX_NAME} characters.`);
    const combatant = (position: Hex) =>
      ({ id: newId('c'), name, side, sheet: { ...sheet, name }, position, facing: null, hidden: this.arriveHidden, notes: '', color: null }) as AnyCombatant;
    if (this.placement === 'map') {
      const hexes = this.freeHexes();
      if (!hexes.length) return this.say('The map has no free hex left.');
      // The map says what it asks for, with its own Cancel.
      this.message = null;
      return new Promise<boolean>((done) => {
        this.ui.hexPick.ask({
          prompt: `Pick the hex ${name} joins on`,
          hexes,
          onpick: (h) => void this.place(combatant(h), '').then(done),
          oncancel: () => done(false),
        });
      });
    }
    const from = this.anchor(side);
    const spot = freeHexNear(this.state.encounter, from.hex);
    if (!spot) return this.say('The map has no free hex left.');
    return this.place(combatant(spot), ` (the ${from.words})`);
  }

  private async place(c: AnyCombatant, how: string): Promise<boolean> {
    const reason = this.reason.trim();
    const ok = await this.combat.apply({ type: 'add-combatant', combatant: c, ...(reason ? { reason } : {}) });
    if (!ok) return this.say(`${c.name} could not join: ${this.combat.refusal ?? 'refused'}`);
    this.reason = '';
    this.joinName = '';
    this.focusOn(c.id);
    const when = this.fixedOrder ? ' It acts last in the order.' : '';
    // In the map's own column and row, as the hex readout under the pointer says it.
    this.message = `${c.name} joins on ${hexReadout(c.position, this.state.encounter.map.orientation).toLowerCase()}${how}${c.hidden ? ', hidden from the players' : ''}.${when}`;
    return true;
  }

  /**
   * Takes a combatant out of the fight altogether (not merely down): it leaves the map and the
   * order. The reinforcements' reason field is not read, so a reason typed for an arrival never
   * lands on a departure.
   */
  async remove(id: string, reason = ''): Promise<boolean> {
    const c = this.state.encounter.combatants.find((x) => x.id === id);
    const ok = await this.combat.apply({ type: 'remove-combatant', id, ...(reason.trim() ? { reason: reason.trim() } : {}) });
    if (!ok) return this.say(this.combat.refusal ?? 'Refused.');
    if (this.focus === id) this.focusOn(null);
    this.message = `${c?.name ?? id} left the fight (Undo brings it back).`;
    return true;
  }

  /** Reveals a hidden combatant to the players, or hides a shown one. */
  async toggleHidden(id: string): Promise<boolean> {
    const c = this.state.encounter.combatants.find((x) => x.id === id);
    if (!c) return false;
    const ok = await this.combat.apply({ type: 'set-hidden', id, hidden: !c.hidden });
    if (!ok) return this.say(this.combat.refusal ?? 'Refused.');
    this.message = c.hidden ? `${c.name} is revealed: the players see it now.` : `${c.name} is hidden from the players.`;
    return true;
  }

  /** Whether `id` can move `delta` places in the order now (a fixed-order system, inside the list). */
  canMove(id: string, delta: -1 | 1): boolean {
    if (!this.fixedOrder || this.state.phase !== 'combat') return false;
    const { places, length } = this.latestPlaces();
    const i = places.get(id) ?? -1;
    return i >= 0 && i + delta >= 0 && i + delta < length;
  }

  // The roster asks canMove twice a row: the places are worked out once per applied command.
  private placesOf: { state: CombatState; places: Map<string, number>; length: number } | null = null;
  private latestPlaces(): { places: Map<string, number>; length: number } {
    const state = this.combat.session.state;
    if (this.placesOf?.state !== state) {
      const ids = this.latestOrder();
      // A cache of a state that never changes, never rendered: a plain Map on purpose.
      // eslint-disable-next-line svelte/prefer-svelte-reactivity
      this.placesOf = { state, places: new Map(ids.map((id, i) => [id, i])), length: ids.length };
    }
    return this.placesOf;
  }

  /** Moves `id` one place earlier (-1) or later (1) in the turn order. */
  async move(id: string, delta: -1 | 1): Promise<boolean> {
    if (!this.canMove(id, delta)) return false;
    const ids = this.latestOrder();
    const i = ids.indexOf(id);
    [ids[i], ids[i + delta]] = [ids[i + delta]!, ids[i]!];
    return this.setOrder(ids);
  }

  /**
   * Moves `id` to the place `onto` holds (a chip dropped on another in the turn strip): dragged
   * later it lands after `onto`, dragged earlier before it, as a sortable list does.
   */
  async moveOnto(id: string, onto: string): Promise<boolean> {
    if (!this.fixedOrder || this.state.phase !== 'combat' || id === onto) return false;
    const ids = this.latestOrder();
    const from = ids.indexOf(id);
    const to = ids.indexOf(onto);
    if (from < 0 || to < 0) return false;
    ids.splice(from, 1);
    ids.splice(to, 0, id);
    return this.setOrder(ids);
  }

  private async setOrder(order: string[]): Promise<boolean> {
    const ok = await this.combat.apply({ type: 'set-order', order });
    if (!ok) return this.say(this.combat.refusal ?? 'Refused.');
    this.message = null;
    return true;
  }

  /** Replaces a combatant's sheet in play; the reason goes in the log and is required. */
  async editSheet(id: string, sheet: AnyCombatant['sheet'], reason: string): Promise<boolean> {
    if (!reason.trim()) return this.saySheet('Say why the sheet changes (the log keeps the reason).');
    const ok = await this.combat.apply({ type: 'edit-sheet', id, sheet, reason: reason.trim() });
    if (!ok) return this.saySheet(this.combat.refusal ?? 'Refused.');
    this.sheetProblem = null;
    return true;
  }

  /** The conditions `id` holds now, with the turns each has left (null: until removed). */
  conditionsOf(id: string): readonly HeldCondition[] {
    return this.state.conditions[id] ?? [];
  }

  /**
   * Puts a condition on `id` for `turns` of its own turns (empty: until removed); a condition it
   * already has takes the new duration.
   */
  async addCondition(id: string, condition: string, turns: number | null, note = ''): Promise<boolean> {
    const name = condition.trim();
    if (!name) return this.sayCondition('Name the condition (prone, stunned, bound...).');
    if (turns !== null && (!Number.isInteger(turns) || turns < 1 || turns > 100)) return this.sayCondition('A duration is a whole number of turns, 1 to 100; leave it empty for "until removed".');
    const ok = await this.combat.apply({ type: 'add-condition', id, condition: name, turns, ...(note.trim() ? { note: note.trim() } : {}) });
    if (!ok) return this.sayCondition(this.combat.refusal ?? 'Refused.');
    this.conditionProblem = null;
    return true;
  }

  async removeCondition(id: string, condition: string): Promise<boolean> {
    const ok = await this.combat.apply({ type: 'remove-condition', id, condition });
    if (!ok) return this.sayCondition(this.combat.refusal ?? 'Refused.');
    this.conditionProblem = null;
    return true;
  }

  private saySheet(text: string): false {
    this.sheetProblem = text;
    return false;
  }

  private sayCondition(text: string): false {
    this.conditionProblem = text;
    return false;
  }

  private say(text: string): false {
    this.message = text;
    return false;
  }
}

// One roster per fight on screen, shared by its panel and the registry's actions, surviving a tab switch.
const rosters = new WeakMap<CombatUi, RosterControls>();

/** The roster controls of the fight `ui` points into. */
export function rosterFor(combat: CombatController, ui: CombatUi): RosterControls {
  const known = rosters.get(ui);
  if (known) return known;
  // Made in a root of its own: the first to ask may be a derived (a registry button's "enabled"),
  // and state made inside a derived is not tracked by it, so that button would never update.
  // (Where effects do not run, as in a server build, it is simply made here.)
  let made: RosterControls | undefined;
  $effect.root(() => {
    made = new RosterControls(combat, ui);
  })();
  const r = made ?? new RosterControls(combat, ui);
  rosters.set(ui, r);
  return r;
}
